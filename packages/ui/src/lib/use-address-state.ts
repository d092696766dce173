import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the address (`?q=&status=&page=`), so a reload or a shared link
 * keeps them. Changing anything but the page goes back to page 1. Changes made in quick succession
 * build on each other (not on an address the router has not written yet), and the newest state
 * shows at once while the router catches up.
 */
export function useAddressState<S extends { page: number }>(
  parse: (params: URLSearchParams) => S,
  toParams: (state: S) => URLSearchParams,
): [S, (changes: Partial<S>) => void] {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const fromAddress = useMemo(() => parse(new URLSearchParams(address)), [address, parse]);
  // The newest change: shown until the address is `target`, or moves somewhere else than `from`.
  const pending = useRef<{ state: S; from: string; target: string } | null>(null);
  const [, rerender] = useState(0);
  const current = pending.current;
  const waiting = current !== null && address === current.from && address !== current.target;
  const update = useCallback(
    (changes: Partial<S>) => {
      const latest = pending.current;
      const here = new URLSearchParams(window.location.search).toString();
      const base =
        latest && (here === latest.from || here === latest.target)
          ? latest.state
          : parse(new URLSearchParams(here));
      const next = { ...base, ...changes };
      if (changes.page === undefined) next.page = 1;
      const target = toParams(next);
      pending.current = { state: next, from: here, target: target.toString() };
      rerender((n) => n + 1);
      setParams(target, { replace: true });
    },
    [setParams, parse, toParams],
  );
  return [waiting && current ? current.state : fromAddress, update];
}
