import type { CreateOpenOrder, OpenOrder } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /api/till/open-orders: opens a tab; its order and queue numbers come back at once. */
export async function createOpenOrder(body: CreateOpenOrder): Promise<OpenOrder> {
  const response = await api.post<{ success: true; data: OpenOrder }>('/api/till/open-orders', body);
  return response.data;
}
