import { type KitchenActionResult, kitchenActionResultSchema } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /functions/v1/kitchen/line-done: One line marked done (or not). */
export async function setLineDone(body: {
  order_item_id: string;
  done: boolean;
}): Promise<KitchenActionResult> {
  const response = await api.post<{ success: true; data: unknown }>('/functions/v1/kitchen/line-done', body);
  return kitchenActionResultSchema.parse(response.data);
}
