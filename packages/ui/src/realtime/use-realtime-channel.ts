import type { RealtimeEvent } from '@kiosk/contracts';
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import {
  createRealtimeClient,
  type RealtimeChannelError,
  type RealtimeClient,
  type RealtimeConnectionState,
} from './realtime-client.js';

let sharedClient: RealtimeClient | null = null;

/** The page's shared realtime client (created on first use with default options). */
export function getRealtimeClient(): RealtimeClient {
  sharedClient ??= createRealtimeClient();
  return sharedClient;
}

const RealtimeClientContext = createContext<RealtimeClient | null>(null);

/** Provides a specific realtime client (e.g. one that sends the signed-in user's token). */
export function RealtimeProvider({ client, children }: { client: RealtimeClient; children?: ReactNode }) {
  return createElement(RealtimeClientContext.Provider, { value: client }, children);
}

export function useRealtimeClient(): RealtimeClient {
  return useContext(RealtimeClientContext) ?? getRealtimeClient();
}

/** Connection state of the realtime client, re-rendering on every change. */
export function useRealtimeConnectionState(client?: RealtimeClient): RealtimeConnectionState {
  const contextClient = useRealtimeClient();
  const target = client ?? contextClient;
  return useSyncExternalStore(
    (notify) => target.onStateChange(notify),
    () => target.getState(),
    () => 'idle',
  );
}

export interface UseRealtimeChannelOptions {
  onError?: (error: RealtimeChannelError) => void;
  /** The channel was joined (again after every reconnect). */
  onJoined?: () => void;
  /** Leave the channel while false. */
  enabled?: boolean;
  client?: RealtimeClient;
}

/**
 * Joins `channel` for as long as the component is mounted and calls `onEvent` for each of its
 * events (the latest callback is always used, so it need not be memoised). Pass `null` as the
 * channel to join nothing. Returns the connection state.
 */
export function useRealtimeChannel(
  channel: string | null,
  onEvent: (event: RealtimeEvent) => void,
  options: UseRealtimeChannelOptions = {},
): RealtimeConnectionState {
  const contextClient = useRealtimeClient();
  const client = options.client ?? contextClient;
  const onEventRef = useRef(onEvent);
  const onErrorRef = useRef(options.onError);
  const onJoinedRef = useRef(options.onJoined);
  onEventRef.current = onEvent;
  onErrorRef.current = options.onError;
  onJoinedRef.current = options.onJoined;
  const enabled = options.enabled ?? true;

  useEffect(() => {
    if (!channel || !enabled) return;
    return client.subscribe(channel, {
      onEvent: (event) => onEventRef.current(event),
      onError: (error) => onErrorRef.current?.(error),
      onJoined: () => onJoinedRef.current?.(),
    });
  }, [client, channel, enabled]);

  return useRealtimeConnectionState(client);
}
