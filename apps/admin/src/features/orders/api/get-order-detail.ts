import type { OrderDetail } from '@kiosk/contracts';
import { isApiError } from '@kiosk/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ORDERS_REFRESH_MS } from './get-orders';
import { orderKeys } from './order-keys';

/** GET /functions/v1/get-order-detail?orderId=: the order with its lines, customer, POS, payment and receipts. */
async function getOrderDetail(orderId: string, signal?: AbortSignal): Promise<OrderDetail> {
  const body = await api.get<{ success: true; data: OrderDetail }>('/functions/v1/get-order-detail', {
    query: { orderId },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** An id that is not a UUID can never be an order: the page says 'not found' without asking. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isOrderId = (id: string | undefined): id is string => id !== undefined && UUID.test(id);

export function useOrderDetail(orderId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.detail(orderId ?? ''),
    queryFn: ({ signal }) => getOrderDetail(orderId ?? '', signal),
    enabled: isOrderId(orderId),
    refetchInterval: ORDERS_REFRESH_MS,
    // a missing order stays missing: no retry
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });
}
