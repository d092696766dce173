import { useCallback, useMemo, useState } from 'react';
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
  const address = params.toString();
  const fromAddress = useMemo(() => parse(new URLSearchParams(address)), [address, parse]);
  // A change made at `from` shows until the address moves on from `from`.
  const [pending, setPending] = useState<{ state: S; from: string } | null>(null);
  const update = useCallback(
    (changes: Partial<S>) => {
      setParams(
        (current) => {
          const next = { ...parse(current), ...changes };
          if (changes.page === undefined) next.page = 1;
          setPending({ state: next, from: current.toString() });
          return toParams(next);
        },
        { replace: true },
      );
    },
    [setParams, parse, toParams],
  );
  return [pending && pending.from === address ? pending.state : fromAddress, update];
}
