import { type KitchenTickets, kitchenTicketsSchema } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/**
 * GET /functions/v1/kitchen/tickets: the station's open tickets (oldest first) and the cursor;
 * with `since`, also the orders that left the display after it (cancelled, handed over...).
 */
export async function getKitchenTickets(
  stationId: string | undefined,
  since: string | undefined,
): Promise<KitchenTickets> {
  const query: Record<string, string> = {};
  if (stationId) query.station = stationId;
  if (since) query.since = since;
  const response = await api.get<{ success: true; data: unknown }>('/functions/v1/kitchen/tickets', {
    query,
  });
  return kitchenTicketsSchema.parse(response.data);
}
