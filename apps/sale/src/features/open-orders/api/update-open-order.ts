import type { OpenOrder, UpdateOpenOrder } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/**
 * PUT /api/till/open-orders/:id with the version the till read: 409 version_conflict (details:
 * version, updated_by, updated_at) when someone saved in between.
 */
export async function updateOpenOrder(id: string, body: UpdateOpenOrder): Promise<OpenOrder> {
  const response = await api.put<{ success: true; data: OpenOrder }>(`/api/till/open-orders/${id}`, body);
  return response.data;
}
