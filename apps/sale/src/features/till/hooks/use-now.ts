import { useEffect, useState } from 'react';

/** Now, again every `everyMs` (dayparts and happy hours switch on their own at the boundary). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
