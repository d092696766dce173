import type { OrderListItem, OrdersPage } from '@kiosk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ORDERS_PAGE_SIZE } from '../utils/list-params';
import { type OrdersQuery, orderKeys } from './order-keys';

export type { OrderListItem, OrdersPage };

/** Spec section 9: data refresh every 30 s. */
export const ORDERS_REFRESH_MS = 30_000;

/** GET /functions/v1/get-orders?page&limit=20&status&startDate: one page of orders, newest first. */
function getOrders(query: OrdersQuery, signal?: AbortSignal): Promise<OrdersPage> {
  return api.get<OrdersPage>('/functions/v1/get-orders', {
    query: { ...query, limit: ORDERS_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

/** A page of orders; the previous page stays on screen while the next one loads. */
export function useOrders(query: OrdersQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => getOrders(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: ORDERS_REFRESH_MS,
  });
}
