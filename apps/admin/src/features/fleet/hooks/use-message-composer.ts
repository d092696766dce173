import type { KioskUser } from '@kiosk/contracts';
import {
  composeMessagePayload,
  KIOSK_MESSAGE_TTL_SECONDS,
  type KioskMessageType,
  parseMessageTtl,
  shortMessageId,
} from '@kiosk/domain';
import { toast } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useSendKioskMessage } from '../api/send-kiosk-message';
import { messageTarget } from '../utils/message-composer';

/**
 * The messenger composer's state: type, text, target and time to live, whether it can send, and the
 * send (the sent ids to `onSent`, a toast, the text cleared).
 */
export function useMessageComposer(kiosk: KioskUser | null, onSent: (ids: string[]) => void) {
  const { t } = useTranslation();
  const [type, setType] = useState<KioskMessageType>('NOTIFICATION');
  const [text, setText] = useState('');
  const [toStore, setToStore] = useState(false);
  const [ttl, setTtl] = useState(String(KIOSK_MESSAGE_TTL_SECONDS));
  const send = useSendKioskMessage();
  const payload = composeMessagePayload(type, text);
  const ttlSeconds = parseMessageTtl(ttl);
  const ttlValid = ttlSeconds !== undefined;
  const canSend = kiosk !== null && payload !== undefined && ttlValid && !send.isPending;

  function submit() {
    if (!kiosk) {
      toast.error(t('fleet.messenger.selectKiosk'));
      return;
    }
    if (!payload || ttlSeconds === undefined) return;
    send.mutate(
      {
        ...messageTarget(kiosk, toStore),
        message_type: type,
        payload,
        ttl_seconds: ttlSeconds,
      },
      {
        onSuccess: (sent) => {
          onSent(sent.map((m) => m.id));
          if (sent.length === 1 && sent[0]) {
            toast.success(t('fleet.messenger.sent', { id: shortMessageId(sent[0].id) }));
          } else toast.success(t('fleet.messenger.sentToStore', { count: sent.length }));
          setText('');
        },
        onError: (error) => toast.error(fleetErrorMessage(error, t, t('fleet.messenger.sendFailed'))),
      },
    );
  }
  return {
    type,
    setType,
    text,
    setText,
    toStore,
    setToStore,
    ttl,
    setTtl,
    ttlValid,
    canSend,
    pending: send.isPending,
    submit,
  };
}
