import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listStateToParams, type ProductListState, parseListState } from '../utils/list-params';

/**
 * The products list state in the address (`?q=&category=&status=...&page=`): changing a filter,
 * the sort or the page size goes back to page 1.
 */
export function useProductListState(): [ProductListState, (changes: Partial<ProductListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);
  const update = useCallback(
    (changes: Partial<ProductListState>) => {
      setParams(
        (current) => {
          const previous = parseListState(current);
          const next = { ...previous, ...changes };
          if (changes.page === undefined) next.page = 1;
          return listStateToParams(next);
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [state, update];
}
