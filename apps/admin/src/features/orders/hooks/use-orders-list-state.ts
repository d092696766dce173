import { useAddressState } from '@kiosk/ui';
import { type OrdersListState, ordersListStateToParams, parseOrdersListState } from '../utils/list-params';

/** The orders list's filters and page in the address; changing a filter goes back to page 1. */
export function useOrdersListState(): [OrdersListState, (changes: Partial<OrdersListState>) => void] {
  return useAddressState(parseOrdersListState, ordersListStateToParams);
}
