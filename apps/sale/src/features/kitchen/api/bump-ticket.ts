import { type KitchenActionResult, kitchenActionResultSchema } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /functions/v1/kitchen/bump: The station's part is done; the last station's bump makes the order ready. */
export async function bumpTicket(body: {
  order_id: string;
  station_id: string;
}): Promise<KitchenActionResult> {
  const response = await api.post<{ success: true; data: unknown }>('/functions/v1/kitchen/bump', body);
  return kitchenActionResultSchema.parse(response.data);
}
