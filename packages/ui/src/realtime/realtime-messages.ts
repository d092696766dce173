import type { ServerMessage } from '@kiosk/contracts';
import { withServerSchemas } from '../validation/load-server-schemas.js';
import type { ChannelHandlers, RealtimeChannelError } from './realtime-types.js';

/** The subscribers of each joined channel. */
export type ChannelSubscribers = Map<string, Set<ChannelHandlers>>;

/**
 * Hands a frame the server sent to the channels' subscribers: an event to its channel's
 * `onEvent`, `joined` to `onJoined`, an error to its channel's `onError` (every channel's when
 * it names none). Frames that are not JSON or not a server message are ignored. Checked with
 * the message schema: at once once the schemas are loaded, the first frames when they are in
 * (in the order they came).
 */
export function dispatchServerMessage(channels: ChannelSubscribers, data: unknown): void {
  let raw: unknown;
  try {
    raw = JSON.parse(typeof data === 'string' ? data : String(data));
  } catch {
    return;
  }
  withServerSchemas(({ serverMessageSchema }) => {
    const parsed = serverMessageSchema.safeParse(raw);
    if (parsed.success) dispatch(channels, parsed.data);
  });
}

function dispatch(channels: ChannelSubscribers, message: ServerMessage): void {
  const subscribers = (channel: string) => [...(channels.get(channel) ?? [])];
  switch (message.type) {
    case 'event':
      for (const handlers of subscribers(message.event.channel)) handlers.onEvent(message.event);
      break;
    case 'joined':
      for (const handlers of subscribers(message.channel)) handlers.onJoined?.();
      break;
    case 'error': {
      const error: RealtimeChannelError = { code: message.code, message: message.message };
      if (message.channel !== undefined) error.channel = message.channel;
      const targets = message.channel !== undefined ? [message.channel] : [...channels.keys()];
      for (const channel of targets) {
        for (const handlers of subscribers(channel)) handlers.onError?.(error);
      }
      break;
    }
    default:
      break;
  }
}
