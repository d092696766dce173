import { type KitchenActionResult, kitchenActionResultSchema } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /functions/v1/kitchen/start: Tap to start: a new ticket goes to preparing. */
export async function startTicket(body: { order_id: string }): Promise<KitchenActionResult> {
  const response = await api.post<{ success: true; data: unknown }>('/functions/v1/kitchen/start', body);
  return kitchenActionResultSchema.parse(response.data);
}
