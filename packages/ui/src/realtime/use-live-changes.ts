import type { RealtimeEvent } from '@kiosk/contracts';
import { DB_CHANGES_CHANNEL } from '@kiosk/domain';
import { useEffect, useRef, useState } from 'react';
import { useRealtimeChannel, useRealtimeClient, useRealtimeConnectionState } from './use-realtime-channel.js';

/** After the client gave up reconnecting (3 tries), try again this often: kiosks and tills run all day. */
const RECONNECT_AFTER_FAILURE_MS = 15_000;

/**
 * The live menu's channel (`db-changes`) for a device that runs all day, a kiosk or a till: `onEvent`
 * for each change, `onRejoin` when the channel is joined again after a dropped connection (events
 * may have been missed, so what they change is to be read again), and a new try every 15 s after
 * the client gave up reconnecting. `joined`: the channel is joined; `open`: the connection is.
 */
export function useLiveChanges(
  enabled: boolean,
  onEvent: (event: RealtimeEvent) => void,
  onRejoin: () => void,
): { joined: boolean; open: boolean } {
  const client = useRealtimeClient();
  const joinedBefore = useRef(false);
  const [joined, setJoined] = useState(false);
  useRealtimeChannel(enabled ? DB_CHANGES_CHANNEL : null, onEvent, {
    onJoined: () => {
      setJoined(true);
      if (joinedBefore.current) onRejoin();
      joinedBefore.current = true;
    },
    onError: () => setJoined(false),
  });

  const state = useRealtimeConnectionState();
  useEffect(() => {
    if (!enabled || state !== 'failed') return;
    const timer = setTimeout(() => client.reconnect(), RECONNECT_AFTER_FAILURE_MS);
    return () => clearTimeout(timer);
  }, [enabled, state, client]);

  return { joined, open: state === 'open' };
}
