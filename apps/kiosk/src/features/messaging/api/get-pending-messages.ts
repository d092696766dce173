import { type KioskMessage, pendingKioskMessagesSchema } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** GET /functions/v1/kiosk-messages/pending: this kiosk's unacknowledged messages within their ttl, oldest first. */
export async function getPendingMessages(): Promise<KioskMessage[]> {
  const body = await api.get<unknown>('/functions/v1/kiosk-messages/pending');
  return pendingKioskMessagesSchema.parse(body).data;
}
