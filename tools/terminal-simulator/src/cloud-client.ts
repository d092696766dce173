import { cloudDeviceMessageSchema, type SaleResult } from '@kiosk/contracts';
import WebSocket from 'ws';
import type { z } from 'zod';
import { answerServerMessage, type CloudReplies, parseServerMessage } from './cloud-messages.js';
import type { TerminalDevice } from './device.js';
import type { SaleRecord } from './device-records.js';

/**
 * CLOUD mode: the device keeps an outbound WebSocket to the server, says hello, takes sales,
 * queries and aborts from it, and reports every settled sale back under its attempt id. The
 * connection is re-opened with back-off when it drops; a result that could not be delivered is
 * sent after the next hello.
 */

export interface CloudClientOptions {
  url: string;
  token?: string;
  fingerprint: string;
  device: TerminalDevice;
  /** First reconnect delay; doubles up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  log?: (message: string) => void;
}

export interface CloudClient {
  readonly connected: boolean;
  stop(): Promise<void>;
}

type DeviceMessage = z.input<typeof cloudDeviceMessageSchema>;

export function startCloudClient(options: CloudClientOptions): CloudClient {
  const { device } = options;
  const log = options.log ?? (() => {});
  const minBackoff = options.minBackoffMs ?? 500;
  const maxBackoff = options.maxBackoffMs ?? 10_000;
  let socket: WebSocket | null = null;
  let ready = false;
  let stopped = false;
  let backoff = minBackoff;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const target = new URL(options.url);
  if (options.token) target.searchParams.set('token', options.token);

  function send(message: DeviceMessage, onSent?: () => void): boolean {
    const ws = socket;
    if (!ws || !ready || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(cloudDeviceMessageSchema.parse(message)), (error) => {
      if (!error) onSent?.();
    });
    return true;
  }

  function sendResult(attemptId: string, result: SaleResult, onSent?: () => void): boolean {
    return send({ type: 'result', attemptId, result }, onSent);
  }

  /** Sends the result of a settled CLOUD sale unless it was already delivered (or must never be). */
  function deliver(record: SaleRecord): void {
    if (record.origin !== 'cloud' || record.attemptId === null || record.cloudDelivered) return;
    if (record.settledAt === null || record.outcome === 'no_answer') return;
    sendResult(record.attemptId, record.result, () => {
      record.cloudDelivered = true;
    });
  }

  const unsubscribe = device.onSettled(deliver);
  const replies: CloudReplies = {
    device,
    sendResult: (attemptId, result) => sendResult(attemptId, result),
    sendReversal: (attemptId, result) => send({ type: 'reversal', attemptId, result }),
  };

  function connect(): void {
    if (stopped) return;
    const ws = new WebSocket(target);
    socket = ws;
    ws.on('open', () => {
      backoff = minBackoff;
      ready = true;
      log(`cloud: connected to ${options.url}`);
      send({ type: 'hello', serialNumber: device.config.serialNumber, fingerprint: options.fingerprint });
      // Results that settled while the connection was down.
      for (const record of device.saleList()) deliver(record);
    });
    ws.on('message', (data) => {
      const message = parseServerMessage(data.toString(), log);
      if (message) answerServerMessage(message, replies);
    });
    ws.on('error', (error) => log(`cloud: ${error.message}`));
    ws.on('close', () => {
      if (socket === ws) {
        socket = null;
        ready = false;
      }
      if (stopped) return;
      log(`cloud: connection closed, reconnecting in ${backoff} ms`);
      reconnectTimer = setTimeout(connect, backoff);
      backoff = Math.min(backoff * 2, maxBackoff);
    });
  }

  connect();

  return {
    get connected() {
      return ready;
    },
    async stop() {
      stopped = true;
      unsubscribe();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (socket) await closeSocket(socket);
    },
  };
}

/** Closes the socket, waiting up to a second for it to close before it is cut. */
async function closeSocket(ws: WebSocket): Promise<void> {
  if (ws.readyState === WebSocket.CLOSED) return;
  await new Promise<void>((resolve) => {
    ws.once('close', () => resolve());
    if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
    else ws.close();
    setTimeout(() => {
      ws.terminate();
      resolve();
    }, 1000).unref();
  });
}
