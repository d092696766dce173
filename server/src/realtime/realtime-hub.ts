import {
  type ClientMessage,
  clientMessageSchema,
  REALTIME_MAX_EVENTS_PER_SECOND,
  type RealtimeEvent,
  type ServerMessage,
} from '@kiosk/contracts';
import {
  BOARD_CHANNEL,
  type ChannelPrincipal,
  canJoinChannel,
  isPublicChannel,
  KITCHEN_CHANNEL,
} from '@kiosk/domain';
import type { RawData, WebSocket } from 'ws';
import { CoalescingRateLimiter } from './rate-limiter.js';
import { SESSIONS_ENDED_CHANNEL, type SessionsEnded, sessionsEndedSchema } from './session-events.js';

/** Who holds a socket's token: channel rights plus the sign-in session they come from. */
export interface SocketPrincipal extends ChannelPrincipal {
  sessionId: string;
  /** For people: the users id (a global sign-out or a disabled account ends all their sessions). */
  userId?: string;
}

/** Resolves an access token to who holds it; undefined when the token is not valid. */
export type TokenVerifier = (token: string) => Promise<SocketPrincipal | undefined>;

/** Of these sign-in sessions, the ones still live, with their holder's current rights. */
type SessionChecker = (sessionIds: string[]) => Promise<Map<string, SocketPrincipal>>;

export interface RealtimeHubOptions {
  heartbeatMs?: number;
  eventsPerSecond?: number;
  /** Re-checks every signed-in socket's session this often (a session may end behind the bus's back). */
  checkSessions?: SessionChecker;
  sessionCheckMs?: number;
  log?: { warn(obj: unknown, msg?: string): void };
  /** A kiosk's signed-in socket opened or closed (the admin's presence refresh). */
  onKioskPresence?: (kioskId: string, connected: boolean) => void;
}

interface Connection {
  socket: WebSocket;
  principal: SocketPrincipal | undefined;
  channels: Set<string>;
  /** Made at the first throttled event (most sockets of a channel share its events' frames). */
  limiter: CoalescingRateLimiter | undefined;
  alive: boolean;
  /** When the last protocol ping went out, and the round trip its pong showed (kiosk presence). */
  pingSentAt?: number;
  roundTripMs?: number;
}

const MAX_CHANNELS_PER_CONNECTION = 50;

/**
 * Channels delivered at once, in order, outside the per-client limit of events a second: each of
 * their events is one order's kitchen step (small, never coalesced: none carries an `id`), and the
 * kitchen display and the order-ready board promise a paid order within one second. Behind the
 * limit a burst of 100 paid orders reached a display over 9 s (10 a second).
 */
const UNTHROTTLED_CHANNELS = new Set([KITCHEN_CHANNEL, BOARD_CHANNEL]);

/**
 * Local fan-out: which sockets of this instance joined which channels. A socket's private channels
 * last only as long as the sign-in session that joined them: a session ended on any instance
 * (sign-out, disabled account, kick) arrives as a `SESSIONS_ENDED_CHANNEL` event on the bus, and
 * every `sessionCheckMs` the sessions of all signed-in sockets are checked again in one query.
 */
export class RealtimeHub {
  private readonly connections = new Set<Connection>();
  /** The signed-in kiosks' sockets, by kiosk (presence asks about one kiosk at each connect). */
  private readonly kiosks = new Map<string, Set<Connection>>();
  /** Who joined each channel: a delivery visits that channel's sockets only. */
  private readonly members = new Map<string, Set<Connection>>();
  /** Each event's frame, serialized once for all the sockets it goes to (and for queued sends). */
  private readonly frames = new WeakMap<RealtimeEvent, Buffer>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly sessionTimer: NodeJS.Timeout | undefined;
  private checking = false;
  private readonly eventsPerSecond: number;
  private readonly log: { warn(obj: unknown, msg?: string): void };

  constructor(
    private readonly verify: TokenVerifier,
    private readonly options: RealtimeHubOptions = {},
  ) {
    this.eventsPerSecond = options.eventsPerSecond ?? REALTIME_MAX_EVENTS_PER_SECOND;
    this.log = options.log ?? console;
    this.heartbeat = setInterval(() => void this.ping(), options.heartbeatMs ?? 30_000);
    this.heartbeat.unref();
    if (options.checkSessions) {
      this.sessionTimer = setInterval(() => void this.recheckSessions(), options.sessionCheckMs ?? 10_000);
      this.sessionTimer.unref();
    }
  }

  get size(): number {
    return this.connections.size;
  }

  async attach(socket: WebSocket, token: string | undefined): Promise<void> {
    const connection: Connection = {
      socket,
      principal: undefined,
      channels: new Set(),
      limiter: undefined,
      alive: true,
    };
    // Listen first so no message sent while the token is checked is lost. Whatever arrives, nothing
    // here may throw or reject unhandled: a bad frame closes this socket only.
    const ready = token ? this.verify(token).catch(() => undefined) : Promise.resolve(undefined);
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        this.refuse(connection, CLOSE_UNSUPPORTED_DATA, 'Binary frames are not part of the protocol');
        return;
      }
      const text = frameText(data);
      void ready
        .then(() => this.onMessage(connection, text))
        .catch((error: unknown) => {
          this.log.warn({ err: error }, 'realtime message handling failed');
          this.closeSocket(connection, 1011, 'server error');
        });
    });
    socket.on('pong', () => {
      connection.alive = true;
      if (connection.pingSentAt !== undefined) connection.roundTripMs = Date.now() - connection.pingSentAt;
    });
    socket.on('close', () => {
      this.leaveAll(connection);
      this.connections.delete(connection);
      const kioskId = kioskOf(connection.principal);
      this.setPrincipal(connection, undefined);
      if (kioskId) this.options.onKioskPresence?.(kioskId, false);
    });
    // ws reports protocol errors (a frame over maxPayload, invalid UTF-8) here and closes the socket itself.
    socket.on('error', () => socket.terminate());
    const principal = await ready;
    // closed while its token was checked: its close has already run, nothing to keep
    if (socket.readyState !== socket.OPEN) return;
    this.setPrincipal(connection, principal);
    if (token && !connection.principal) {
      this.send(connection, { type: 'error', code: 'unauthorized', message: 'Invalid or expired token' });
    }
    this.connections.add(connection);
    const kioskId = kioskOf(connection.principal);
    if (kioskId) this.kioskConnected(connection, kioskId);
  }

  /** A kiosk signed in on this socket: tell the admins, and measure a first round trip at once. */
  private kioskConnected(connection: Connection, kioskId: string): void {
    this.options.onKioskPresence?.(kioskId, true);
    try {
      connection.pingSentAt = Date.now();
      connection.socket.ping();
    } catch {
      // the heartbeat will find out
    }
  }

  /**
   * The kiosks holding a live signed-in connection on this instance, with their best measured
   * round trip (kiosk presence: online while connected, quality from the round trip).
   */
  kioskConnections(only?: string): Map<string, { roundTripMs: number | undefined }> {
    const kiosks = new Map<string, { roundTripMs: number | undefined }>();
    const entries: Iterable<[string, Set<Connection>]> =
      only === undefined ? this.kiosks : [[only, this.kiosks.get(only) ?? new Set()]];
    for (const [kioskId, connections] of entries) {
      for (const connection of connections) {
        if (connection.socket.readyState !== connection.socket.OPEN) continue;
        const known = kiosks.get(kioskId)?.roundTripMs;
        const rtt = connection.roundTripMs;
        kiosks.set(kioskId, {
          roundTripMs: known === undefined ? rtt : rtt === undefined ? known : Math.min(known, rtt),
        });
      }
    }
    return kiosks;
  }

  /** Sets who holds the socket, keeping the index of kiosks' sockets in step. */
  private setPrincipal(connection: Connection, principal: SocketPrincipal | undefined): void {
    const before = kioskOf(connection.principal);
    const after = kioskOf(principal);
    connection.principal = principal;
    if (before === after) return;
    if (before) {
      const sockets = this.kiosks.get(before);
      sockets?.delete(connection);
      if (sockets?.size === 0) this.kiosks.delete(before);
    }
    if (after) {
      const sockets = this.kiosks.get(after) ?? new Set<Connection>();
      sockets.add(connection);
      this.kiosks.set(after, sockets);
    }
  }

  /** Whether any local socket joined this channel. */
  listens(channel: string): boolean {
    return (this.members.get(channel)?.size ?? 0) > 0;
  }

  /** Delivers an event to every local socket that joined its channel (and still may). */
  dispatch(event: RealtimeEvent): void {
    if (event.channel === SESSIONS_ENDED_CHANNEL) {
      const parsed = sessionsEndedSchema.safeParse(event.payload);
      if (parsed.success) this.endSessions(parsed.data);
      return;
    }
    const members = this.members.get(event.channel);
    if (!members) return;
    const isPublic = isPublicChannel(event.channel);
    const unthrottled = UNTHROTTLED_CHANNELS.has(event.channel);
    const frame = this.frameOf(event);
    // dropChannels may take the current socket out of `members`: deleting while iterating a Set is safe.
    for (const connection of members) {
      if (!isPublic && !canJoinChannel(event.channel, connection.principal)) {
        this.dropChannels(connection, 'forbidden');
        continue;
      }
      if (unthrottled) this.sendFrame(connection, frame);
      else this.limiterOf(connection).push(event);
    }
  }

  private limiterOf(connection: Connection): CoalescingRateLimiter {
    connection.limiter ??= new CoalescingRateLimiter(
      (event) => this.sendFrame(connection, this.frameOf(event)),
      this.eventsPerSecond,
    );
    return connection.limiter;
  }

  private frameOf(event: RealtimeEvent): Buffer {
    let frame = this.frames.get(event);
    if (!frame) {
      const message: ServerMessage = { type: 'event', event };
      frame = Buffer.from(JSON.stringify(message));
      this.frames.set(event, frame);
    }
    return frame;
  }

  private joinChannel(connection: Connection, channel: string): void {
    connection.channels.add(channel);
    let members = this.members.get(channel);
    if (!members) {
      members = new Set();
      this.members.set(channel, members);
    }
    members.add(connection);
  }

  private leaveChannel(connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    const members = this.members.get(channel);
    if (!members) return;
    members.delete(connection);
    if (members.size === 0) this.members.delete(channel);
  }

  /** The socket leaves every channel and drops what its limiter still held. */
  private leaveAll(connection: Connection): void {
    for (const channel of [...connection.channels]) this.leaveChannel(connection, channel);
    connection.limiter?.dispose();
  }

  /** Takes the private channels away from every socket signed in with one of these sessions. */
  endSessions(ended: SessionsEnded): void {
    const sessionIds = new Set(ended.session_ids ?? []);
    for (const connection of this.connections) {
      const principal = connection.principal;
      if (!principal) continue;
      if (
        sessionIds.has(principal.sessionId) ||
        (ended.user_id !== undefined && principal.userId === ended.user_id) ||
        (ended.kiosk_user_id !== undefined && principal.kioskId === ended.kiosk_user_id)
      ) {
        this.setPrincipal(connection, undefined);
        this.dropChannels(connection, 'session_ended');
      }
    }
  }

  /** Checks every signed-in socket's session again (one query); ended ones lose their channels. */
  async recheckSessions(): Promise<void> {
    const check = this.options.checkSessions;
    if (!check || this.checking) return;
    const sessionIds = new Set<string>();
    for (const connection of this.connections) {
      if (connection.principal) sessionIds.add(connection.principal.sessionId);
    }
    if (sessionIds.size === 0) return;
    this.checking = true;
    try {
      const live = await check([...sessionIds]);
      await inSlices(this.connections, (connection) => {
        const principal = connection.principal;
        if (!principal || !sessionIds.has(principal.sessionId) || !this.connections.has(connection)) return;
        const current = live.get(principal.sessionId);
        this.setPrincipal(connection, current);
        // the same role (and kiosk) may join the same channels: nothing to drop
        if (current?.role === principal.role && current.kioskId === principal.kioskId) return;
        this.dropChannels(connection, current ? 'forbidden' : 'session_ended');
      });
    } catch (error) {
      this.log.warn({ err: error }, 'realtime session check failed; will try again');
    } finally {
      this.checking = false;
    }
  }

  /** Leaves every channel the socket's principal may no longer join, telling the client why. */
  private dropChannels(connection: Connection, code: 'session_ended' | 'forbidden'): void {
    for (const channel of [...connection.channels]) {
      if (canJoinChannel(channel, connection.principal)) continue;
      this.leaveChannel(connection, channel);
      this.send(connection, {
        type: 'error',
        channel,
        code,
        message:
          code === 'session_ended'
            ? 'The session has ended; sign in again to rejoin this channel'
            : 'No longer allowed on this channel',
      });
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    if (this.sessionTimer) clearInterval(this.sessionTimer);
    for (const connection of this.connections) {
      connection.limiter?.dispose();
      connection.socket.close(1001, 'server shutting down');
    }
    this.connections.clear();
    this.members.clear();
    this.kiosks.clear();
  }

  private async onMessage(connection: Connection, text: string): Promise<void> {
    const message = parseClientMessage(text);
    if (!message.success) {
      this.refuse(connection, CLOSE_INVALID_PAYLOAD, message.error);
      return;
    }
    await this.handleMessage(connection, message.data);
  }

  private async handleMessage(connection: Connection, message: ClientMessage): Promise<void> {
    // a frame read before the socket closed: nothing may join for it (it would never leave)
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    if (message.type === 'ping') {
      this.send(connection, { type: 'pong' });
      return;
    }
    if (message.type === 'leave') {
      this.leaveChannel(connection, message.channel);
      this.send(connection, { type: 'left', channel: message.channel });
      return;
    }
    if (message.token) {
      const before = kioskOf(connection.principal);
      this.setPrincipal(connection, await this.verify(message.token).catch(() => undefined));
      const after = kioskOf(connection.principal);
      if (after && after !== before) this.kioskConnected(connection, after);
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
    this.joinChannel(connection, message.channel);
    this.send(connection, { type: 'joined', channel: message.channel });
  }

  /** Tells the client what was wrong with its frame and closes that socket (no other). */
  private refuse(connection: Connection, code: number, message: string): void {
    this.send(connection, { type: 'error', code: 'invalid_message', message });
    this.closeSocket(connection, code, 'invalid message');
  }

  private closeSocket(connection: Connection, code: number, reason: string): void {
    this.leaveAll(connection);
    try {
      connection.socket.close(code, reason);
    } catch {
      connection.socket.terminate();
    }
  }

  private send(connection: Connection, message: ServerMessage): void {
    this.sendFrame(connection, JSON.stringify(message));
  }

  /** A text frame already serialized (an event's is shared by every socket it goes to). */
  private sendFrame(connection: Connection, frame: Buffer | string): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    try {
      connection.socket.send(frame, { binary: false });
    } catch (error) {
      this.log.warn({ err: error }, 'realtime send failed');
      connection.socket.terminate();
    }
  }

  /** Pings every socket; one that did not answer the last ping is cut. */
  private async ping(): Promise<void> {
    await inSlices(this.connections, (connection) => {
      if (!this.connections.has(connection)) return;
      try {
        if (!connection.alive) {
          connection.socket.terminate();
          return;
        }
        connection.alive = false;
        connection.pingSentAt = Date.now();
        connection.socket.ping();
      } catch {
        connection.socket.terminate();
      }
    });
  }
}

/** Sockets a sweep visits before it lets the event loop run (an event's delivery, say). */
const SWEEP_SLICE = 500;

/**
 * Runs `visit` over a snapshot of `items`, a slice at a time: a sweep over 10,000 sockets (the
 * heartbeat, the session re-check) never holds an event's delivery back for its whole length.
 */
async function inSlices<T>(items: Iterable<T>, visit: (item: T) => void): Promise<void> {
  const all = [...items];
  for (let start = 0; start < all.length; start += SWEEP_SLICE) {
    if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    for (let i = start; i < Math.min(all.length, start + SWEEP_SLICE); i += 1) visit(all[i] as T);
  }
}

const kioskOf = (principal: SocketPrincipal | undefined): string | undefined =>
  principal?.role === 'kiosk' ? principal.kioskId : undefined;

/** WebSocket close codes for a frame the protocol does not allow. */
const CLOSE_UNSUPPORTED_DATA = 1003;
const CLOSE_INVALID_PAYLOAD = 1007;

function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** A client frame checked against the protocol; the error names what was wrong. */
function parseClientMessage(
  text: string,
): { success: true; data: ClientMessage } | { success: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { success: false, error: 'Malformed realtime message: not JSON' };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (parsed.success) return { success: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'message';
  return { success: false, error: `Malformed realtime message: ${field}: ${issue?.message ?? 'invalid'}` };
}
