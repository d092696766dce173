import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** When the page was printed: stamped as the browser starts printing, so the printout says it. */
export function usePrintedAt(): Date {
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const stampNow = () => flushSync(() => setPrintedAt(new Date()));
    window.addEventListener('beforeprint', stampNow);
    return () => window.removeEventListener('beforeprint', stampNow);
  }, []);
  return printedAt;
}
