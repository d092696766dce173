import http from 'node:http';
import { type SaleRequest, saleResultSchema, type TransactionHandle } from '@kiosk/contracts';
import type { DeviceInfo, DriverOutcome, TerminalDriver, TerminalTarget } from './terminal-driver.js';

const CONNECT_TIMEOUT_MS = 4000;
/** A sale result with two receipt images is far below this; more is not a terminal's answer. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

type Envelope = {
  HasError: boolean;
  ErrorCode: string | null;
  Message: string | null;
  TransactionHandle?: unknown;
  Data: unknown;
};

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { HasError?: unknown }).HasError === 'boolean';

/** Whether the terminal's echoed handle is the one the request was sent with. */
function sameHandle(echoed: unknown, sent: TransactionHandle): boolean {
  const handle = echoed as Partial<TransactionHandle> | null | undefined;
  return (
    handle?.SerialNumber === sent.SerialNumber &&
    handle?.TransactionSequence === sent.TransactionSequence &&
    handle?.TransactionDate === sent.TransactionDate
  );
}
type Call =
  | { kind: 'answer'; envelope: Envelope }
  | { kind: 'not_connected'; message: string }
  | { kind: 'unknown'; message: string };

/**
 * POST http://<ip>:<port>/<Operation> with a JSON body. Tells a failure to connect (nothing
 * reached the terminal) from a lost answer (the request went out; its outcome is unknown).
 */
function call(target: TerminalTarget, operation: string, body: unknown, timeoutMs: number): Promise<Call> {
  return new Promise((resolve) => {
    const where = `${target.ip}:${target.port}`;
    if (!target.ip) {
      resolve({ kind: 'not_connected', message: 'POS device has no IP address' });
      return;
    }
    const payload = Buffer.from(JSON.stringify(body));
    let connected = false;
    let settled = false;
    const done = (value: Call) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      clearTimeout(answerTimer);
      resolve(value);
    };
    const request = http.request({
      host: target.ip,
      port: target.port,
      path: `/${operation}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': payload.length },
      agent: false,
    });
    const connectTimer = setTimeout(() => {
      if (!connected) {
        request.destroy();
        done({ kind: 'not_connected', message: `POS device is not accessible at ${where}` });
      }
    }, CONNECT_TIMEOUT_MS);
    const answerTimer = setTimeout(() => {
      request.destroy();
      done(
        connected
          ? { kind: 'unknown', message: 'No answer from the POS device' }
          : { kind: 'not_connected', message: `POS device is not accessible at ${where}` },
      );
    }, timeoutMs);
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        connected = true;
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      done(
        connected
          ? {
              kind: 'unknown',
              message: `Connection to the POS device was lost: ${error.code ?? error.message}`,
            }
          : { kind: 'not_connected', message: `POS device is not accessible at ${where}` },
      );
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (c: Buffer) => {
        size += c.length;
        if (size > MAX_ANSWER_BYTES) {
          request.destroy();
          done({ kind: 'unknown', message: 'The POS device answered more than a terminal answer can be' });
          return;
        }
        chunks.push(c);
      });
      response.on('error', () =>
        done({ kind: 'unknown', message: 'The answer of the POS device was cut off' }),
      );
      response.on('end', () => {
        let envelope: unknown;
        try {
          envelope = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          envelope = undefined;
        }
        done(
          isEnvelope(envelope)
            ? { kind: 'answer', envelope }
            : { kind: 'unknown', message: 'The POS device answered something unreadable' },
        );
      });
    });
    request.end(payload);
  });
}

function toOutcome(result: Call, sent: TransactionHandle): DriverOutcome {
  if (result.kind !== 'answer') return result;
  const { envelope } = result;
  const parsed = saleResultSchema.safeParse(envelope.Data);
  if (parsed.success) {
    // A result for another transaction is not this sale's result: its outcome stays unknown.
    if (!sameHandle(envelope.TransactionHandle, sent)) {
      return { kind: 'unknown', message: 'The POS device answered for another transaction' };
    }
    return { kind: 'result', result: parsed.data };
  }
  if (envelope.HasError) {
    return {
      kind: 'protocol_error',
      code: envelope.ErrorCode ?? 'UNKNOWN',
      message: envelope.Message ?? 'POS device error',
    };
  }
  return { kind: 'unknown', message: 'The POS device gave no sale result' };
}

export class RestTerminalDriver implements TerminalDriver {
  readonly mode = 'REST' as const;

  async pair(target: TerminalTarget) {
    const result = await call(
      target,
      'Pairing',
      { SerialNumber: target.serialNumber, Fingerprint: target.fingerprint },
      8000,
    );
    if (result.kind !== 'answer') return result;
    if (result.envelope.HasError) {
      return {
        kind: 'protocol_error' as const,
        code: result.envelope.ErrorCode ?? 'UNKNOWN',
        message: result.envelope.Message ?? 'Pairing failed',
      };
    }
    return { kind: 'ok' as const };
  }

  async deviceInfo(target: TerminalTarget, handle: TransactionHandle) {
    const result = await call(target, 'GetDeviceInfo', { TransactionHandle: handle }, 8000);
    if (result.kind !== 'answer') return result;
    if (result.envelope.HasError || !result.envelope.Data) {
      return {
        kind: 'protocol_error' as const,
        code: result.envelope.ErrorCode ?? 'UNKNOWN',
        message: result.envelope.Message ?? 'Device info failed',
      };
    }
    return { kind: 'info' as const, info: result.envelope.Data as DeviceInfo };
  }

  async sale(target: TerminalTarget, request: SaleRequest, timeoutMs: number) {
    return toOutcome(await call(target, 'CompleteSale', request, timeoutMs), request.TransactionHandle);
  }

  async result(target: TerminalTarget, handle: TransactionHandle, saleHandle: TransactionHandle) {
    return toOutcome(
      await call(target, 'GetSaleResult', { TransactionHandle: handle, SaleHandle: saleHandle }, 8000),
      handle,
    );
  }

  async abort(target: TerminalTarget, handle: TransactionHandle): Promise<void> {
    await call(target, 'AbortCurrentPayment', { TransactionHandle: handle }, 8000);
  }
}
