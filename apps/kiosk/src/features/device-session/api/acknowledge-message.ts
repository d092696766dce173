import type { KioskStatus } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /functions/v1/kiosk-message-ack: the kiosk acknowledges a message (a STATUS_REQUEST with its status). */
export async function acknowledgeMessage(messageId: string, response?: KioskStatus): Promise<void> {
  await api.post('/functions/v1/kiosk-message-ack', {
    message_id: messageId,
    ...(response ? { response } : {}),
  });
}
