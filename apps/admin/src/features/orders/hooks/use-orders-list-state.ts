import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type OrdersListState, ordersListStateToParams, parseOrdersListState } from '../utils/list-params';

/** The orders list's filters and page in the address; changing a filter goes back to page 1. */
export function useOrdersListState(): [OrdersListState, (changes: Partial<OrdersListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseOrdersListState(params), [params]);
  const update = useCallback(
    (changes: Partial<OrdersListState>) => {
      setParams(
        (current) => {
          const next = { ...parseOrdersListState(current), ...changes };
          if (changes.page === undefined) next.page = 1;
          return ordersListStateToParams(next);
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [state, update];
}
