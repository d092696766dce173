import { type SendKioskMessage, sentKioskMessagesSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** POST /rest/v1/kiosk_messages: to one kiosk, or one message to each active kiosk of a store. */
async function sendKioskMessage(body: SendKioskMessage) {
  const answer = await api.post<unknown>('/rest/v1/kiosk_messages', body);
  return sentKioskMessagesSchema.parse(answer).data;
}

export function useSendKioskMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendKioskMessage,
    onSuccess: (sent) => {
      for (const m of sent)
        void client.invalidateQueries({ queryKey: fleetKeys.messages(m.target_kiosk_id) });
    },
  });
}
