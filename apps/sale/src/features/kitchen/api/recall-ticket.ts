import { type KitchenActionResult, kitchenActionResultSchema } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /functions/v1/kitchen/recall: The station's last bumped ticket comes back (ready goes back to preparing). */
export async function recallTicket(body: { station_id: string }): Promise<KitchenActionResult> {
  const response = await api.post<{ success: true; data: unknown }>('/functions/v1/kitchen/recall', body);
  return kitchenActionResultSchema.parse(response.data);
}
