import type { CancelReason, DisplayStatus } from '@kiosk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateOrder } from './order-keys';

interface UpdateOrderStatusInput {
  order_id: string;
  new_status: DisplayStatus;
  reason?: CancelReason;
  description?: string;
}

/** POST /functions/v1/update-order-status: one of the order's allowed next steps (409 invalid_transition otherwise). */
function updateOrderStatus(input: UpdateOrderStatusInput): Promise<{ success: true }> {
  return api.post<{ success: true }>('/functions/v1/update-order-status', input);
}

/** Changes the status, then reloads the order and the lists (also after a refusal: the order moved on). */
export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: (_data, _error, input) => invalidateOrder(client, input.order_id),
  });
}
