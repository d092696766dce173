import type { OrderDetail } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateOrder, orderKeys } from './order-keys';

interface UpdateOrderItemsInput {
  order_id: string;
  /** The version the editor loaded; the server refuses an edit of an older one (409 version_conflict). */
  version: number;
  items: Array<{ id?: string; product_id: string; quantity: number }>;
}

/** POST /functions/v1/update-order-items: replaces the lines; the server computes every price and total. */
async function updateOrderItems(input: UpdateOrderItemsInput): Promise<OrderDetail> {
  const body = await api.post<{ success: true; data: OrderDetail }>(
    '/functions/v1/update-order-items',
    input,
  );
  return body.data;
}

export function useUpdateOrderItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrderItems,
    onSuccess: (order) => {
      client.setQueryData(orderKeys.detail(order.id), order);
    },
    onSettled: (_data, _error, input) => invalidateOrder(client, input.order_id),
  });
}
