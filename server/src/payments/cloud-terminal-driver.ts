import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '@kiosk/contracts';
import {
  cloudDeviceMessageSchema,
  reversalResultSchema,
  type SaleRequest,
  type StartPaymentRequest,
  saleResultSchema,
  type TransactionHandle,
} from '@kiosk/contracts';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type {
  CallOptions,
  DeviceInfo,
  DriverOutcome,
  ReversalOutcome,
  ReversalRequest,
  TerminalDriver,
  TerminalTarget,
} from './terminal-driver.js';
import { traceable } from './terminal-trace.js';

/** What a request down the socket ends with: a sale result, a reversal result, or no answer. */
type AnyOutcome = DriverOutcome | ReversalOutcome;

const handleKey = (handle: TransactionHandle) =>
  `${handle.SerialNumber}:${handle.TransactionDate}:${handle.TransactionSequence}`;

/** Largest frame a terminal may send (a sale result with two receipt PNGs is well under this). */
const CLOUD_MAX_FRAME_BYTES = 2 * 1024 * 1024;
/** A live connection is pinged this often; one that missed a pong since the last ping is closed. */
const HEARTBEAT_MS = 15_000;
/** How long another instance has to say it holds a terminal's connection. */
const LOCATE_MS = 1_000;
/** The bus channel instances use to reach each other's terminals (not joinable by clients). */
export const CLOUD_RELAY_CHANNEL = 'cloud-terminals';

interface Waiter {
  resolve: (outcome: AnyOutcome) => void;
  /** The frame type that answers the request ('reversal' for void and refund, else 'result'). */
  answer?: 'result' | 'reversal';
  timer: NodeJS.Timeout;
  /** The connection the request went down: only it may answer. */
  socket?: WebSocket;
}

interface Live {
  socket: WebSocket;
  alive: boolean;
}

/** The parts of the realtime bus the hub needs to reach terminals connected to other instances. */
export interface CloudRelay {
  instanceId: string;
  publish(payload: Record<string, unknown>): Promise<void>;
  subscribe(listener: (payload: Record<string, unknown>) => void): void;
}

const outcomeSchema: z.ZodType<AnyOutcome> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('result'), result: saleResultSchema }),
  z.object({ kind: z.literal('reversal'), result: reversalResultSchema }),
  z.object({ kind: z.literal('protocol_error'), code: z.string(), message: z.string() }),
  z.object({ kind: z.literal('not_connected'), message: z.string() }),
  z.object({ kind: z.literal('unknown'), message: z.string() }),
]);

const relayMessageSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('locate'), id: z.string(), from: z.string(), serial: z.string() }),
  z.object({ op: z.literal('located'), id: z.string(), to: z.string(), instance: z.string() }),
  z.object({
    op: z.literal('call'),
    id: z.string(),
    from: z.string(),
    to: z.string(),
    serial: z.string(),
    requestId: z.string(),
    message: z.record(z.string(), z.unknown()),
    timeoutMs: z.number().int().min(0).max(600_000),
  }),
  z.object({ op: z.literal('answer'), id: z.string(), to: z.string(), outcome: outcomeSchema }),
]);
type RelayMessage = z.infer<typeof relayMessageSchema>;

const NOT_CONNECTED = { kind: 'not_connected' as const, message: 'Could not connect to POS device' };

/** The till's translated log line for a CLOUD exchange that gave no answer (TerminalExchange.error_code). */
const CLOUD_ERROR_CODES: Partial<Record<string, string>> = {
  not_connected: 'notAccessible',
  unknown: 'noAnswer',
  protocol_error: 'connectionFailed',
};

/**
 * CLOUD mode: terminals keep an outbound WebSocket to the server (they may sit behind NAT with no
 * reachable address). Sales, result queries and aborts go down that socket; results come back
 * under the id they were sent with, and only from the connection the request went down. A terminal
 * connected to another instance is reached through the realtime bus: the instance holding its
 * connection sends the request and relays the answer back.
 *
 * Anything a terminal sends that is not a valid message closes that terminal's connection; it never
 * reaches the process. A second connection for a terminal that is already connected (and answers
 * pings) is refused, so a copied token cannot take over a working terminal's sales unnoticed.
 */
export class CloudTerminalHub implements TerminalDriver {
  readonly mode = 'CLOUD' as const;
  private readonly devices = new Map<string, Live>();
  private readonly waiters = new Map<string, Waiter>();
  private readonly locating = new Map<string, (instance: string) => void>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly options: {
      relay?: CloudRelay;
      log?: { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };
      heartbeatMs?: number;
    } = {},
  ) {
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs ?? HEARTBEAT_MS);
    this.heartbeat.unref();
    options.relay?.subscribe((payload) => void this.onRelay(payload));
  }

  /**
   * Takes a device connection once the server has checked its token for that serial number; false
   * (and the new connection closed) when the terminal already has a live connection.
   */
  attach(serialNumber: string, socket: WebSocket, remote?: string): boolean {
    const current = this.devices.get(serialNumber);
    if (current && current.socket.readyState === current.socket.OPEN) {
      this.options.log?.warn(
        { serialNumber, remote },
        'CLOUD terminal refused: it already has a live connection',
      );
      socket.close(4009, 'terminal already connected');
      return false;
    }
    const live: Live = { socket, alive: true };
    this.devices.set(serialNumber, live);
    this.options.log?.info({ serialNumber, remote }, 'CLOUD terminal connected');
    socket.on('pong', () => {
      live.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      const parsed = isBinary ? undefined : parseFrame(data);
      if (parsed?.type !== 'result' && parsed?.type !== 'reversal') {
        this.options.log?.warn({ serialNumber }, 'CLOUD terminal sent an invalid message: connection closed');
        socket.close(4400, 'invalid message');
        return;
      }
      const waiter = this.waiters.get(parsed.attemptId);
      // Only the connection the request went down answers it, and only with the frame it asks for.
      if (!waiter || waiter.socket !== socket || (waiter.answer ?? 'result') !== parsed.type) return;
      clearTimeout(waiter.timer);
      this.waiters.delete(parsed.attemptId);
      waiter.resolve(
        parsed.type === 'result'
          ? { kind: 'result', result: parsed.result }
          : { kind: 'reversal', result: parsed.result },
      );
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      if (this.devices.get(serialNumber) === live) this.devices.delete(serialNumber);
      // Requests still waiting on this connection: whatever reached the terminal is unknown.
      for (const [id, waiter] of this.waiters) {
        if (waiter.socket !== socket) continue;
        clearTimeout(waiter.timer);
        this.waiters.delete(id);
        waiter.resolve({ kind: 'unknown', message: 'Connection to the POS device was lost' });
      }
    });
    return true;
  }

  /** Closes a device's live connection (e.g. its token was rotated); it must sign in again. */
  detach(serialNumber: string, reason: string): void {
    const live = this.devices.get(serialNumber);
    if (!live) return;
    this.devices.delete(serialNumber);
    live.socket.close(4004, reason);
  }

  isConnected(serialNumber: string): boolean {
    const live = this.devices.get(serialNumber);
    return live !== undefined && live.socket.readyState === live.socket.OPEN;
  }

  close(): void {
    clearInterval(this.heartbeat);
  }

  private beat(): void {
    for (const [serialNumber, live] of this.devices) {
      if (!live.alive) {
        this.options.log?.warn({ serialNumber }, 'CLOUD terminal missed its heartbeat: connection closed');
        this.devices.delete(serialNumber);
        live.socket.terminate();
        continue;
      }
      live.alive = false;
      live.socket.ping();
    }
  }

  private sendLocal(
    serialNumber: string,
    message: Record<string, unknown>,
    id: string,
    timeoutMs: number,
  ): Promise<AnyOutcome> {
    const live = this.devices.get(serialNumber);
    if (!live || live.socket.readyState !== live.socket.OPEN) return Promise.resolve(NOT_CONNECTED);
    const { socket } = live;
    const answer = message.type === 'void' || message.type === 'refund' ? 'reversal' : 'result';
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(id);
        resolve({ kind: 'unknown', message: 'No answer from the POS device' });
      }, timeoutMs);
      this.waiters.set(id, { resolve, timer, socket, answer });
      socket.send(JSON.stringify(message), (error) => {
        if (!error) return;
        clearTimeout(timer);
        this.waiters.delete(id);
        // The frame may or may not have left: the outcome is unknown.
        resolve({ kind: 'unknown', message: 'Connection to the POS device was lost' });
      });
    });
  }

  /** The instance holding a terminal's connection (asked over the bus), or undefined. */
  private locate(serialNumber: string): Promise<string | undefined> {
    const relay = this.options.relay;
    if (!relay) return Promise.resolve(undefined);
    const id = randomUUID();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.locating.delete(id);
        resolve(undefined);
      }, LOCATE_MS);
      this.locating.set(id, (instance) => {
        clearTimeout(timer);
        this.locating.delete(id);
        resolve(instance);
      });
      relay.publish({ op: 'locate', id, from: relay.instanceId, serial: serialNumber }).catch(() => {
        clearTimeout(timer);
        this.locating.delete(id);
        resolve(undefined);
      });
    });
  }

  /** Sends to the terminal (see `route`), reporting the message and its answer to the trace. */
  private async send(
    target: TerminalTarget,
    message: Record<string, unknown>,
    id: string,
    timeoutMs: number,
    options: CallOptions = {},
  ): Promise<AnyOutcome> {
    const started = Date.now();
    const outcome = await this.route(target, message, id, timeoutMs);
    options.trace?.({
      operation: `cloud:${String(message.type)}`,
      request: traceable(message),
      response: 'result' in outcome ? traceable({ type: outcome.kind, result: outcome.result }) : null,
      status: null,
      duration_ms: Date.now() - started,
      error:
        outcome.kind === 'result' || outcome.kind === 'reversal'
          ? null
          : `${outcome.kind}: ${outcome.message}`,
      error_code: CLOUD_ERROR_CODES[outcome.kind] ?? null,
    });
    return outcome;
  }

  /** Sends to the terminal, here or through the instance holding its connection. */
  private async route(
    target: TerminalTarget,
    message: Record<string, unknown>,
    id: string,
    timeoutMs: number,
  ): Promise<AnyOutcome> {
    if (this.isConnected(target.serialNumber))
      return this.sendLocal(target.serialNumber, message, id, timeoutMs);
    const relay = this.options.relay;
    const instance = await this.locate(target.serialNumber);
    if (!relay || !instance) return NOT_CONNECTED;
    const relayId = randomUUID();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(relayId);
        resolve({ kind: 'unknown', message: 'No answer from the POS device' });
      }, timeoutMs + 2_000);
      this.waiters.set(relayId, { resolve, timer });
      const call: RelayMessage = {
        op: 'call',
        id: relayId,
        from: relay.instanceId,
        to: instance,
        serial: target.serialNumber,
        requestId: id,
        message,
        timeoutMs,
      };
      relay.publish(call).catch(() => {
        clearTimeout(timer);
        this.waiters.delete(relayId);
        // The call may have been published before the error: unknown, never "not sent".
        resolve({ kind: 'unknown', message: 'Could not reach the instance holding the POS device' });
      });
    });
  }

  private async onRelay(payload: Record<string, unknown>): Promise<void> {
    const relay = this.options.relay;
    const parsed = relayMessageSchema.safeParse(payload);
    if (!relay || !parsed.success) return;
    const message = parsed.data;
    try {
      switch (message.op) {
        case 'locate':
          if (message.from !== relay.instanceId && this.isConnected(message.serial)) {
            await relay.publish({
              op: 'located',
              id: message.id,
              to: message.from,
              instance: relay.instanceId,
            });
          }
          return;
        case 'located':
          if (message.to === relay.instanceId) this.locating.get(message.id)?.(message.instance);
          return;
        case 'call': {
          if (message.to !== relay.instanceId) return;
          const outcome = await this.sendLocal(
            message.serial,
            message.message,
            message.requestId,
            message.timeoutMs,
          );
          await relay.publish({ op: 'answer', id: message.id, to: message.from, outcome });
          return;
        }
        case 'answer': {
          if (message.to !== relay.instanceId) return;
          const waiter = this.waiters.get(message.id);
          if (!waiter || waiter.socket) return;
          clearTimeout(waiter.timer);
          this.waiters.delete(message.id);
          waiter.resolve(message.outcome);
          return;
        }
      }
    } catch (error) {
      this.options.log?.warn({ err: error }, 'CLOUD terminal relay failed');
    }
  }

  async pair(target: TerminalTarget) {
    if (this.isConnected(target.serialNumber)) return { kind: 'ok' as const };
    return (await this.locate(target.serialNumber)) ? { kind: 'ok' as const } : NOT_CONNECTED;
  }

  async deviceInfo(target: TerminalTarget) {
    if (!this.isConnected(target.serialNumber) && !(await this.locate(target.serialNumber))) {
      return { kind: 'not_connected' as const, message: NOT_CONNECTED.message };
    }
    const info: DeviceInfo = {
      SerialNumber: target.serialNumber,
      TerminalId: '',
      MerchantId: '',
      Version: 'cloud',
    };
    return { kind: 'info' as const, info };
  }

  async sale(target: TerminalTarget, request: SaleRequest, timeoutMs: number, options: CallOptions = {}) {
    const id = handleKey(request.TransactionHandle);
    return asSale(await this.send(target, { type: 'sale', attemptId: id, request }, id, timeoutMs, options));
  }

  async payment(
    target: TerminalTarget,
    request: StartPaymentRequest,
    timeoutMs: number,
    options: CallOptions = {},
  ) {
    const id = handleKey(request.TransactionHandle);
    return asSale(
      await this.send(target, { type: 'payment', attemptId: id, request }, id, timeoutMs, options),
    );
  }

  async result(
    target: TerminalTarget,
    _handle: TransactionHandle,
    saleHandle: TransactionHandle,
    options: CallOptions = {},
  ) {
    const id = `query-${randomUUID()}`;
    return asSale(await this.send(target, { type: 'query', attemptId: id, saleHandle }, id, 8000, options));
  }

  async reverse(
    target: TerminalTarget,
    reversal: ReversalRequest,
    options: CallOptions = {},
  ): Promise<ReversalOutcome> {
    if (reversal.kind === 'void' && !reversal.request.SaleHandle) {
      return { kind: 'protocol_error', code: 'BAD_REQUEST', message: 'A void names the sale to cancel' };
    }
    // The same handle asked again gets the same attempt id: the terminal answers its first result.
    const id = `${reversal.kind}-${handleKey(reversal.request.TransactionHandle)}`;
    const outcome = await this.send(
      target,
      { type: reversal.kind, attemptId: id, request: reversal.request },
      id,
      15_000,
      options,
    );
    if (outcome.kind === 'result')
      return { kind: 'unknown', message: 'The POS device gave no reversal result' };
    return outcome;
  }

  async abort(target: TerminalTarget, handle: TransactionHandle, _options: CallOptions = {}): Promise<void> {
    // The terminal sends no answer to an abort: the sale's own result tells how it ended.
    const id = `abort-${handleKey(handle)}`;
    const message = { type: 'abort', attemptId: handleKey(handle) };
    if (this.isConnected(target.serialNumber)) {
      this.devices.get(target.serialNumber)?.socket.send(JSON.stringify(message));
      return;
    }
    void this.send(target, message, id, 2_000);
  }
}

/** A sale's outcome (a reversal answering a sale request is no answer to it). */
function asSale(outcome: AnyOutcome): DriverOutcome {
  if (outcome.kind === 'reversal') return { kind: 'unknown', message: 'The POS device gave no sale result' };
  return outcome;
}

/** A terminal's frame, or undefined when it is not a valid message. */
function parseFrame(data: unknown) {
  const buffer = Array.isArray(data) ? Buffer.concat(data as Buffer[]) : Buffer.from(data as Buffer);
  if (buffer.length > CLOUD_MAX_FRAME_BYTES) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(buffer.toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = cloudDeviceMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** The hub's relay over the realtime bus (pg_notify; large answers go through the outbox). */
export function busRelay(
  instanceId: string,
  publish: (payload: Record<string, unknown>) => Promise<void>,
  onEvent: (listener: (event: RealtimeEvent) => void) => void,
): CloudRelay {
  return {
    instanceId,
    publish,
    subscribe(listener) {
      onEvent((event) => {
        if (event.channel === CLOUD_RELAY_CHANNEL) listener(event.payload);
      });
    },
  };
}
