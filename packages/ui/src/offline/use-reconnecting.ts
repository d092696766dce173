import { useEffect } from 'react';
import type { RealtimeConnectionState } from '../realtime/realtime-client.js';
import { useRealtimeClient, useRealtimeConnectionState } from '../realtime/use-realtime-channel.js';
import { useBrowserOnline } from './use-browser-online.js';

/** While the socket has given up, a new try this often (and at once when the browser is back online). */
const RECONNECT_TRY_MS = 10_000;

/** The server cannot be reached: the socket is retrying or gave up, or the browser has no network. */
export function isReconnecting(state: RealtimeConnectionState, online: boolean): boolean {
  return !online || state === 'retrying' || state === 'failed';
}

/**
 * Whether the app should say it is reconnecting (the page's realtime socket is its link to the
 * server). Keeps trying by itself, so the state clears without a reload when the server is back.
 */
export function useReconnecting(): boolean {
  const client = useRealtimeClient();
  const state = useRealtimeConnectionState(client);
  const online = useBrowserOnline();
  useEffect(() => {
    if (state !== 'failed') return;
    const retry = () => client.reconnect();
    const timer = setInterval(retry, RECONNECT_TRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [client, state]);
  return isReconnecting(state, online);
}
