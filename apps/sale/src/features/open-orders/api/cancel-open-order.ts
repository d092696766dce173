import type { CancelOpenOrder, OpenOrder } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /api/till/open-orders/:id/cancel with a reason (409 open_order_paid_refund_required when paid). */
export async function cancelOpenOrder(id: string, body: CancelOpenOrder): Promise<OpenOrder> {
  const response = await api.post<{ success: true; data: OpenOrder }>(
    `/api/till/open-orders/${id}/cancel`,
    body,
  );
  return response.data;
}
