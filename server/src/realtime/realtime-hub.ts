import {
  type ClientMessage,
  clientMessageSchema,
  REALTIME_MAX_EVENTS_PER_SECOND,
  type RealtimeEvent,
  type ServerMessage,
} from '@kiosk/contracts';
import { type ChannelPrincipal, canJoinChannel } from '@kiosk/domain';
import type { WebSocket } from 'ws';
import { CoalescingRateLimiter } from './rate-limiter.js';

/** Resolves an access token to who holds it; undefined when the token is not valid. */
export type TokenVerifier = (token: string) => Promise<ChannelPrincipal | undefined>;

interface Connection {
  socket: WebSocket;
  principal: ChannelPrincipal | undefined;
  channels: Set<string>;
  limiter: CoalescingRateLimiter;
  alive: boolean;
}

const MAX_CHANNELS_PER_CONNECTION = 50;

/** Local fan-out: which sockets of this instance joined which channels. */
export class RealtimeHub {
  private readonly connections = new Set<Connection>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly verify: TokenVerifier,
    options: { heartbeatMs?: number; eventsPerSecond?: number } = {},
  ) {
    this.eventsPerSecond = options.eventsPerSecond ?? REALTIME_MAX_EVENTS_PER_SECOND;
    this.heartbeat = setInterval(() => this.ping(), options.heartbeatMs ?? 30_000);
    this.heartbeat.unref();
  }

  private readonly eventsPerSecond: number;

  get size(): number {
    return this.connections.size;
  }

  async attach(socket: WebSocket, token: string | undefined): Promise<void> {
    const connection: Connection = {
      socket,
      principal: undefined,
      channels: new Set(),
      limiter: new CoalescingRateLimiter(
        (event) => this.send(connection, { type: 'event', event }),
        this.eventsPerSecond,
      ),
      alive: true,
    };
    // Listen first so no message sent while the token is checked is lost.
    const ready = token ? this.verify(token).catch(() => undefined) : Promise.resolve(undefined);
    socket.on('message', (data) => {
      void ready.then(() => this.onMessage(connection, data.toString()));
    });
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => {
      connection.limiter.dispose();
      this.connections.delete(connection);
    });
    socket.on('error', () => socket.terminate());
    connection.principal = await ready;
    if (token && !connection.principal) {
      this.send(connection, { type: 'error', code: 'unauthorized', message: 'Invalid or expired token' });
    }
    this.connections.add(connection);
  }

  /** Delivers an event to every local socket that joined its channel. */
  dispatch(event: RealtimeEvent): void {
    for (const connection of this.connections) {
      if (connection.channels.has(event.channel)) connection.limiter.push(event);
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const connection of this.connections) {
      connection.limiter.dispose();
      connection.socket.close(1001, 'server shutting down');
    }
    this.connections.clear();
  }

  private async onMessage(connection: Connection, text: string): Promise<void> {
    let message: ClientMessage;
    try {
      message = clientMessageSchema.parse(JSON.parse(text));
    } catch {
      this.send(connection, {
        type: 'error',
        code: 'invalid_message',
        message: 'Malformed realtime message',
      });
      return;
    }
    if (message.type === 'ping') {
      this.send(connection, { type: 'pong' });
      return;
    }
    if (message.type === 'leave') {
      connection.channels.delete(message.channel);
      this.send(connection, { type: 'left', channel: message.channel });
      return;
    }
    if (message.token) {
      connection.principal = await this.verify(message.token).catch(() => undefined);
    }
    if (!canJoinChannel(message.channel, connection.principal)) {
      this.send(connection, {
        type: 'error',
        channel: message.channel,
        code: connection.principal ? 'forbidden' : 'unauthorized',
        message: connection.principal ? 'Not allowed on this channel' : 'Authentication required',
      });
      return;
    }
    if (
      connection.channels.size >= MAX_CHANNELS_PER_CONNECTION &&
      !connection.channels.has(message.channel)
    ) {
      this.send(connection, {
        type: 'error',
        channel: message.channel,
        code: 'too_many_channels',
        message: 'Too many channels',
      });
      return;
    }
    connection.channels.add(message.channel);
    this.send(connection, { type: 'joined', channel: message.channel });
  }

  private send(connection: Connection, message: ServerMessage): void {
    if (connection.socket.readyState === connection.socket.OPEN)
      connection.socket.send(JSON.stringify(message));
  }

  private ping(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }
}
