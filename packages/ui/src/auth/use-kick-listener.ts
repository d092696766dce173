import { kickChannelOf } from '@kiosk/domain';
import { useState } from 'react';
import { useRealtimeChannel } from '../realtime/use-realtime-channel.js';
import { withServerSchemas } from '../validation/load-server-schemas.js';
import { useSession } from './session-context.js';

/**
 * For device sessions (the kiosk, the order-ready board). The realtime broadcast an admin's kick
 * sends (spec document 2, sections 4 and 7) goes to the device's own channel,
 * `kick_user:<kiosk id>`; the server lets no other device join it.
 * Listens to it while the device is signed in; an event naming this kiosk signs it out
 * at once. Returns whether the channel is joined.
 */
export function useKickListener(kioskId: string | null): boolean {
  const { signOut } = useSession();
  const [joined, setJoined] = useState(false);
  useRealtimeChannel(
    kioskId ? kickChannelOf(kioskId) : null,
    (event) =>
      withServerSchemas(({ kickUserPayloadSchema }) => {
        const payload = kickUserPayloadSchema.safeParse(event.payload);
        if (payload.success && payload.data.kiosk_user_id === kioskId) {
          void signOut({ remote: false, reason: 'kicked' });
        }
      }),
    {
      onJoined: () => setJoined(true),
      onError: () => setJoined(false),
    },
  );
  return joined && kioskId !== null;
}
