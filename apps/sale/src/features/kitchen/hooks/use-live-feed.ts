import type { RealtimeEvent } from '@kiosk/contracts';
import { useBrowserOnline, useRealtimeChannel, useRealtimeClient } from '@kiosk/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Keeps a screen in step with the server: `load` runs at once, after every event of `channel`,
 * after every (re)join and when the browser comes back online. Loads never overlap: events that
 * arrive during a load cause one more load after it. `offline` is true at once when the browser or
 * the realtime connection drops; what was loaded stays until the next load succeeds. `onEvent` sees
 * each event first and returns true when the event itself brought the screen up to date (no load
 * then: a burst of events does not make every screen load its whole list).
 */
export function useLiveFeed(
  channel: string,
  load: () => Promise<void>,
  pollMs = 30_000,
  onEvent?: (event: RealtimeEvent) => boolean,
) {
  const loadRef = useRef(load);
  loadRef.current = load;
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  const running = useRef(false);
  const again = useRef(false);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    try {
      do {
        again.current = false;
        try {
          await loadRef.current();
          setFailed(false);
        } catch {
          setFailed(true);
        }
      } while (again.current);
    } finally {
      running.current = false;
    }
  }, []);

  const client = useRealtimeClient();
  const online = useBrowserOnline();
  const connection = useRealtimeChannel(
    channel,
    (event) => {
      if (onEventRef.current?.(event) !== true) void refresh();
    },
    { onJoined: () => void refresh() },
  );

  // at once, and again whenever what to load changes (e.g. another station)
  useEffect(() => {
    loadRef.current = load;
    void refresh();
  }, [load, refresh]);

  useEffect(() => {
    const timer = setInterval(() => void refresh(), pollMs);
    return () => clearInterval(timer);
  }, [refresh, pollMs]);

  useEffect(() => {
    if (!online) return;
    // back online: start over if the client gave up, and fetch what was missed
    if (client.getState() === 'failed') client.reconnect();
    void refresh();
  }, [online, client, refresh]);

  return { offline: !online || connection !== 'open' || failed, refresh };
}
