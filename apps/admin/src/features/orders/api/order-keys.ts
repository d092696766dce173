import type { QueryClient } from '@tanstack/react-query';

export interface OrdersQuery {
  page: number;
  status?: string;
  startDate?: string;
  /** Issue 34: the search text and the store, channel, payment method and staff filters. */
  q?: string;
  store?: string;
  channel?: string;
  method?: string;
  staff?: string;
}

/** Query keys of the orders screens. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrdersQuery) => [...orderKeys.lists(), query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  receipt: (orderId: string, type: 'customer' | 'merchant') =>
    [...orderKeys.all, 'receipt', orderId, type] as const,
  editableProducts: () => [...orderKeys.all, 'editable-products'] as const,
  filterChoices: () => [...orderKeys.all, 'filter-choices'] as const,
};

/** After an order changed: its detail and every list page are reloaded. */
export function invalidateOrder(client: QueryClient, orderId: string): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
    client.invalidateQueries({ queryKey: orderKeys.lists() }),
  ]).then(() => undefined);
}
