import http from 'node:http';
import {
  reversalResultSchema,
  type SaleRequest,
  type StartPaymentRequest,
  saleResultSchema,
  type TerminalTestMessageCode,
  type TransactionHandle,
} from '@kiosk/contracts';
import { defaultTerminalNetworks, type Ipv4Network, isAllowedTerminalAddress } from '@kiosk/domain';
import type {
  CallOptions,
  DeviceInfo,
  DriverOutcome,
  ReversalOutcome,
  ReversalRequest,
  TerminalDriver,
  TerminalTarget,
  TerminalTrace,
} from './terminal-driver.js';
import { traceable } from './terminal-trace.js';

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
/** Why nothing usable came back; the till's terminal test shows it translated (TerminalExchange.error_code). */
type CallFailure = Extract<
  TerminalTestMessageCode,
  | 'noAddress'
  | 'addressNotAllowed'
  | 'notAccessible'
  | 'noAnswer'
  | 'connectionLost'
  | 'answerTooLarge'
  | 'answerCutOff'
  | 'notATerminal'
>;

type Call =
  | { kind: 'answer'; envelope: Envelope }
  | { kind: 'not_connected'; code: CallFailure; message: string }
  | { kind: 'unknown'; code: CallFailure; message: string };

/**
 * POST http://<ip>:<port>/<Operation> with a JSON body, reported to `trace` (when given) with its
 * answer. Tells a failure to connect (nothing reached the terminal) from a lost answer (the request
 * went out; its outcome is unknown). Only an address in the allowed networks is asked, and only a
 * terminal's answer (its envelope) is passed on: whatever else answers there is "not a terminal",
 * its body and status never reach the trace.
 */
async function call(
  target: TerminalTarget,
  operation: string,
  body: unknown,
  timeoutMs: number,
  networks: readonly Ipv4Network[],
  trace?: TerminalTrace,
): Promise<Call> {
  const started = Date.now();
  const sent: Posted = !target.ip
    ? {
        call: { kind: 'not_connected', code: 'noAddress', message: 'POS device has no IP address' },
        status: null,
        raw: undefined,
      }
    : !isAllowedTerminalAddress(target.ip, networks)
      ? {
          call: {
            kind: 'not_connected',
            code: 'addressNotAllowed',
            message:
              'The POS device address is not in the networks a terminal may have (TERMINAL_ALLOWED_NETWORKS)',
          },
          status: null,
          raw: undefined,
        }
      : await post(target, operation, body, timeoutMs);
  const failure = sent.call.kind === 'answer' ? null : sent.call;
  trace?.({
    operation,
    request: traceable(body),
    response: !failure && sent.raw !== undefined ? traceable(sent.raw) : null,
    status: failure?.code === 'notATerminal' ? null : sent.status,
    duration_ms: Date.now() - started,
    error: failure?.message ?? null,
    error_code: failure?.code ?? null,
  });
  return sent.call;
}

interface Posted {
  call: Call;
  status: number | null;
  /** The answer's JSON (or text when it was not JSON), undefined without an answer. */
  raw: unknown;
}

/** Nothing reached the terminal: it could not be connected to. */
const notAccessible = (where: string): Call => ({
  kind: 'not_connected',
  code: 'notAccessible',
  message: `POS device is not accessible at ${where}`,
});

function post(target: TerminalTarget, operation: string, body: unknown, timeoutMs: number): Promise<Posted> {
  let status: number | null = null;
  let raw: unknown;
  return new Promise<Call>((resolve) => {
    const where = `${target.ip}:${target.port}`;
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
        done(notAccessible(where));
      }
    }, CONNECT_TIMEOUT_MS);
    const answerTimer = setTimeout(() => {
      request.destroy();
      done(
        connected
          ? { kind: 'unknown', code: 'noAnswer', message: 'No answer from the POS device' }
          : notAccessible(where),
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
              code: 'connectionLost',
              message: `Connection to the POS device was lost: ${error.code ?? error.message}`,
            }
          : notAccessible(where),
      );
    });
    request.on('response', (response) => {
      status = response.statusCode ?? null;
      readAnswer(response, request, (answer, read) => {
        if (read) raw = read.raw;
        done(answer);
      });
    });
    request.end(payload);
  }).then((result) => ({ call: result, status, raw }));
}

/**
 * Reads the terminal's answer (at most MAX_ANSWER_BYTES) and tells it: its envelope, or a lost
 * answer (too large, cut off, or not a terminal's); a whole answer comes with its `raw` form: its
 * JSON, or its text when it was not JSON.
 */
function readAnswer(
  response: http.IncomingMessage,
  request: http.ClientRequest,
  answered: (answer: Call, read?: { raw: unknown }) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  response.on('data', (c: Buffer) => {
    size += c.length;
    if (size > MAX_ANSWER_BYTES) {
      request.destroy();
      answered({
        kind: 'unknown',
        code: 'answerTooLarge',
        message: 'The POS device answered more than a terminal answer can be',
      });
      return;
    }
    chunks.push(c);
  });
  response.on('error', () =>
    answered({ kind: 'unknown', code: 'answerCutOff', message: 'The answer of the POS device was cut off' }),
  );
  response.on('end', () => {
    let envelope: unknown;
    const text = Buffer.concat(chunks).toString('utf8');
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = undefined;
    }
    answered(
      isEnvelope(envelope)
        ? { kind: 'answer', envelope }
        : {
            kind: 'unknown',
            code: 'notATerminal',
            message: 'Something answered at this address, but not a card terminal',
          },
      { raw: envelope === undefined ? text : envelope },
    );
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

function toReversal(result: Call, sent: TransactionHandle): ReversalOutcome {
  if (result.kind !== 'answer') return result;
  const { envelope } = result;
  const parsed = reversalResultSchema.safeParse(envelope.Data);
  if (parsed.success) {
    if (!sameHandle(envelope.TransactionHandle, sent)) {
      return { kind: 'unknown', message: 'The POS device answered for another transaction' };
    }
    return { kind: 'reversal', result: parsed.data };
  }
  if (envelope.HasError) {
    return {
      kind: 'protocol_error',
      code: envelope.ErrorCode ?? 'UNKNOWN',
      message: envelope.Message ?? 'POS device error',
    };
  }
  return { kind: 'unknown', message: 'The POS device gave no reversal result' };
}

export class RestTerminalDriver implements TerminalDriver {
  readonly mode = 'REST' as const;

  /** `networks`: where a terminal may be (TERMINAL_ALLOWED_NETWORKS; default the private ranges, loopback, link-local). */
  constructor(private readonly networks: readonly Ipv4Network[] = defaultTerminalNetworks) {}

  async pair(target: TerminalTarget, options: CallOptions = {}) {
    const result = await call(
      target,
      'Pairing',
      { SerialNumber: target.serialNumber, Fingerprint: target.fingerprint },
      8000,
      this.networks,
      options.trace,
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

  async deviceInfo(target: TerminalTarget, handle: TransactionHandle, options: CallOptions = {}) {
    const result = await call(
      target,
      'GetDeviceInfo',
      { TransactionHandle: handle },
      8000,
      this.networks,
      options.trace,
    );
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

  async sale(target: TerminalTarget, request: SaleRequest, timeoutMs: number, options: CallOptions = {}) {
    return toOutcome(
      await call(target, 'CompleteSale', request, timeoutMs, this.networks, options.trace),
      request.TransactionHandle,
    );
  }

  async payment(
    target: TerminalTarget,
    request: StartPaymentRequest,
    timeoutMs: number,
    options: CallOptions = {},
  ) {
    return toOutcome(
      await call(target, 'StartPayment', request, timeoutMs, this.networks, options.trace),
      request.TransactionHandle,
    );
  }

  async result(
    target: TerminalTarget,
    handle: TransactionHandle,
    saleHandle: TransactionHandle,
    options: CallOptions = {},
  ) {
    return toOutcome(
      await call(
        target,
        'GetSaleResult',
        { TransactionHandle: handle, SaleHandle: saleHandle },
        8000,
        this.networks,
        options.trace,
      ),
      handle,
    );
  }

  async reverse(
    target: TerminalTarget,
    reversal: ReversalRequest,
    options: CallOptions = {},
  ): Promise<ReversalOutcome> {
    if (reversal.kind === 'void' && !reversal.request.SaleHandle) {
      return { kind: 'protocol_error', code: 'BAD_REQUEST', message: 'A void names the sale to cancel' };
    }
    const operation = reversal.kind === 'void' ? 'CancelSale' : 'RefundSale';
    return toReversal(
      await call(target, operation, reversal.request, 15_000, this.networks, options.trace),
      reversal.request.TransactionHandle,
    );
  }

  async abort(target: TerminalTarget, handle: TransactionHandle, options: CallOptions = {}): Promise<void> {
    await call(
      target,
      'AbortCurrentPayment',
      { TransactionHandle: handle },
      8000,
      this.networks,
      options.trace,
    );
  }
}
