import type { KioskMessageAckResponse } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /functions/v1/kiosk-message-ack: recorded once by the server, so a retry is harmless. */
export async function acknowledgeMessage(
  messageId: string,
  response: KioskMessageAckResponse,
): Promise<void> {
  await api.post('/functions/v1/kiosk-message-ack', { message_id: messageId, response });
}
