import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the address (`?q=&status=&page=`), so a reload or a shared link
 * keeps them. Changing anything but the page goes back to page 1. The new state shows at once,
 * while the router finishes updating the address (a controlled input must not flick back).
 */
export function useAddressState<S extends { page: number }>(
  parse: (params: URLSearchParams) => S,
  toParams: (state: S) => URLSearchParams,
): [S, (changes: Partial<S>) => void] {
  const [params, setParams] = useSearchParams();
  const fromAddress = useMemo(() => parse(params), [params, parse]);
  const [pending, setPending] = useState<S | null>(null);
  useEffect(() => {
    setPending(null);
  }, [fromAddress]);
  const update = useCallback(
    (changes: Partial<S>) => {
      setParams(
        (current) => {
          const next = { ...parse(current), ...changes };
          if (changes.page === undefined) next.page = 1;
          setPending(next);
          return toParams(next);
        },
        { replace: true },
      );
    },
    [setParams, parse, toParams],
  );
  return [pending ?? fromAddress, update];
}
