import type { OpenOrder } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** GET /api/till/open-orders/:id: the latest state of one open order (with its version). */
export async function getOpenOrder(id: string): Promise<OpenOrder> {
  const response = await api.get<{ success: true; data: OpenOrder }>(`/api/till/open-orders/${id}`);
  return response.data;
}
