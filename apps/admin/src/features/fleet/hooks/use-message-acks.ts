import { MESSAGE_ACK_EVENT, type MessageAckEvent, messageAckEventSchema } from '@kiosk/contracts';
import { MESSAGE_ACKS_CHANNEL } from '@kiosk/domain';
import { useRealtimeChannel } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fleetKeys } from '../api/fleet-keys';

/** Acknowledgements as they arrive (`message-acks`): the kiosk's history reloads, `onAck` hears it. */
export function useMessageAcks(onAck: (ack: MessageAckEvent) => void): boolean {
  const client = useQueryClient();
  const [joined, setJoined] = useState(false);
  useRealtimeChannel(
    MESSAGE_ACKS_CHANNEL,
    (event) => {
      if (event.event !== MESSAGE_ACK_EVENT) return;
      const ack = messageAckEventSchema.safeParse(event.payload);
      if (!ack.success) return;
      void client.invalidateQueries({ queryKey: fleetKeys.messages(ack.data.kiosk_id) });
      onAck(ack.data);
    },
    { onJoined: () => setJoined(true), onError: () => setJoined(false) },
  );
  return joined;
}
