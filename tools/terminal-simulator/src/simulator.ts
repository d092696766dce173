import { timingSafeEqual } from 'node:crypto';
import {
  pairingRequestSchema,
  refundSaleRequestSchema,
  type SaleResult,
  saleRequestSchema,
  saleResultRequestSchema,
  simulatorNextSchema,
  startPaymentRequestSchema,
  TERMINAL_DEFAULT_PORT,
  TERMINAL_OPERATIONS,
  type TransactionHandle,
  transactionHandleSchema,
} from '@kiosk/contracts';
import Fastify, { type FastifyReply } from 'fastify';
import { z } from 'zod';
import { type CloudClient, startCloudClient } from './cloud-client.js';
import { type ProtocolError, type ReverseOutcome, type StartSaleOutcome, TerminalDevice } from './device.js';
import { renderHomePage, renderSalePage } from './page.js';
import { StateFile } from './state-file.js';

export interface SimulatorOptions {
  /** Default 4567; 0 picks a free port. */
  port?: number;
  /** Default 0.0.0.0. */
  host?: string;
  /** Default 'PAV-SIM-0001' (the seeded demo terminal). */
  serialNumber?: string;
  terminalId?: string;
  merchantId?: string;
  acquirer?: string;
  /** REST (default): HTTP only. CLOUD: HTTP as well, plus an outbound WebSocket to `cloudUrl`. */
  mode?: 'REST' | 'CLOUD';
  /** ws(s) URL of the server's CLOUD_DEVICE_PATH, e.g. ws://localhost:5173/api/pos/cloud/v1. */
  cloudUrl?: string;
  /** Sent as `?token=` on the CLOUD connection. */
  cloudToken?: string;
  /** Sent in the CLOUD hello; default `CLOUD-<serialNumber>`. */
  cloudFingerprint?: string;
  /** First CLOUD reconnect delay (doubles up to 10 s); default 500 ms. */
  cloudReconnectMs?: number;
  /** JSON file keeping sales, pairings and counters across restarts; default none (memory only). */
  stateFile?: string;
  /** Delay of a sale when the test environment chose none; default 1500 ms. */
  defaultDelayMs?: number;
  /** Base of sale inquiry links; default the simulator's own address. */
  publicUrl?: string;
  /** Receipt PNGs are kept for this many most recent sales; default 1000. */
  maxReceiptSales?: number;
  /** Load tests only: every sale returns the first sale's receipt images (no rendering per sale). */
  fixedReceipts?: boolean;
  /**
   * Needed in `X-Sim-Control-Token` by /__sim/* callers from another address when the simulator
   * listens beyond localhost (SIM_CONTROL_TOKEN). Callers on this machine never need it.
   */
  controlToken?: string;
  /** Progress lines (pairing, sales, CLOUD connection); default silent. */
  log?: (message: string) => void;
}

export interface RunningSimulator {
  /** http://<host>:<port> (127.0.0.1 when listening on every interface). */
  url: string;
  port: number;
  device: TerminalDevice;
  stop(): Promise<void>;
}

interface Envelope {
  HasError: boolean;
  ErrorCode: string | null;
  Message: string | null;
  Errors: string[];
  TransactionHandle: TransactionHandle | null;
  Data: unknown;
}

const ok = (handle: TransactionHandle | null, data: unknown, message: string | null = null): Envelope => ({
  HasError: false,
  ErrorCode: null,
  Message: message,
  Errors: [],
  TransactionHandle: handle,
  Data: data,
});

const fail = (
  handle: TransactionHandle | null,
  code: string,
  message: string,
  errors: string[] = [],
  data: unknown = null,
): Envelope => ({
  HasError: true,
  ErrorCode: code,
  Message: message,
  Errors: errors,
  TransactionHandle: handle,
  Data: data,
});

const protocolFail = (handle: TransactionHandle | null, error: ProtocolError, data: unknown = null) =>
  fail(handle, error.code, error.message, error.errors ?? [], data);

const STATUS_MESSAGES: Record<string, string> = {
  Completed: 'İşlem onaylandı (Approved)',
  InProgress: 'Satış sürüyor, sonucu yeniden sorgulayın (Sale in progress, query again)',
  NotFound: 'Bu işlem numarasıyla satış bulunamadı (No sale with this handle)',
};

/** A sale result in the envelope: HasError for Failed and Cancelled (read Status, not only HasError). */
function resultEnvelope(handle: TransactionHandle | null, result: SaleResult): Envelope {
  const failed = result.Status === 'Failed' || result.Status === 'Cancelled';
  return {
    HasError: failed,
    ErrorCode: failed ? result.ErrorCode : null,
    Message: result.ErrorMessage ?? STATUS_MESSAGES[result.Status] ?? null,
    Errors: [],
    TransactionHandle: handle,
    Data: result,
  };
}

const handleOnlySchema = z.object({ TransactionHandle: transactionHandleSchema });
const cancelSaleSchema = z.object({
  TransactionHandle: transactionHandleSchema,
  SaleHandle: transactionHandleSchema.optional(),
});
const nextRequestSchema = simulatorNextSchema.extend({ sticky: z.boolean().default(false) });
const dayRequestSchema = z.object({ offsetDays: z.number().int().min(-3650).max(3650) });

const BUSY = 'Cihaz meşgul: başka bir satış sürüyor (Device busy: another sale is running)';

/** A void or refund in the envelope: HasError when it was refused (the result says why). */
function reversalEnvelope(handle: TransactionHandle, outcome: ReverseOutcome): Envelope {
  if (outcome.kind === 'busy') return fail(handle, 'DEVICE_BUSY', BUSY);
  const { result } = outcome.record;
  if (result.Status === 'Completed') {
    return ok(
      handle,
      result,
      result.Kind === 'VOID' ? 'İşlem iptal edildi (Voided)' : 'İade tamamlandı (Refunded)',
    );
  }
  return fail(handle, result.ErrorCode ?? 'INVALID_TRANSACTION', result.ErrorMessage ?? '', [], result);
}

function issues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
}

/** A request whose body does not match its operation: BAD_REQUEST, its handle echoed when valid. */
function badRequest(body: unknown, error: z.ZodError, message = 'Geçersiz istek (Invalid request)') {
  return fail(echoedHandle(body), 'BAD_REQUEST', message, issues(error));
}

/** The handle of a request, when it has a valid one (echoed even in error answers). */
function echoedHandle(body: unknown): TransactionHandle | null {
  if (typeof body !== 'object' || body === null) return null;
  const parsed = transactionHandleSchema.safeParse(
    (body as { TransactionHandle?: unknown }).TransactionHandle,
  );
  return parsed.success ? parsed.data : null;
}

class InvalidJson extends Error {}

function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new InvalidJson();
  }
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const log = options.log ?? (() => {});
  const host = options.host ?? '0.0.0.0';
  const mode = options.mode ?? 'REST';
  const serialNumber = options.serialNumber ?? 'PAV-SIM-0001';
  if (mode === 'CLOUD' && !options.cloudUrl) throw new Error('CLOUD mode needs cloudUrl (SIM_CLOUD_URL)');

  let baseUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const device = new TerminalDevice({
    serialNumber,
    terminalId: options.terminalId ?? 'PS000001',
    merchantId: options.merchantId ?? '000100000012345',
    acquirer: options.acquirer ?? 'Garanti BBVA',
    model: 'Pavo N86 (Simülatör)',
    version: '1.0.0-sim',
    defaultDelayMs: options.defaultDelayMs ?? 1500,
    inquiryBaseUrl: () => baseUrl,
    maxReceiptSales: options.maxReceiptSales ?? 1000,
    ...(options.fixedReceipts ? { fixedReceipts: true } : {}),
    log,
  });

  let stateFile: StateFile | null = null;
  if (options.stateFile) {
    const saved = StateFile.load(options.stateFile);
    if (saved) {
      device.restore(saved);
      log(`restored ${saved.sales.length} sales from ${options.stateFile}`);
    }
    stateFile = new StateFile(options.stateFile, () => device.snapshot(), log);
    const file = stateFile;
    device.onChange(() => file.schedule());
    if (saved) file.schedule(); // abandoned sales were rewritten
  }

  let cloud: CloudClient | null = null;

  // forceCloseConnections: "no answer" requests are never answered; closing must not wait for them.
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 5 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // The control API decides what the next sale does. It answers no CORS, refuses every request
  // that names another web origin (a page elsewhere posting a form or calling fetch), and, when
  // the simulator listens beyond localhost, wants the control token from callers on other machines.
  const boundToLoopback = isLoopbackHost(host);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/__sim/')) return;
    const refusal = controlRefusal({
      origin: request.headers.origin,
      host: request.headers.host,
      remoteAddress: request.socket.remoteAddress,
      token: request.headers['x-sim-control-token'],
      expectedToken: options.controlToken,
      boundToLoopback,
    });
    if (refusal) return reply.code(refusal.status).send({ error: refusal.error, message: refusal.message });
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .send(
        fail(
          null,
          'BAD_REQUEST',
          `Bilinmeyen işlem (Unknown operation): ${request.method} ${request.url.split('?')[0]}`,
          [`Operations: ${TERMINAL_OPERATIONS.join(', ')}`],
        ),
      ),
  );

  // ---- the terminal protocol ------------------------------------------------------------------

  const operations: Record<
    (typeof TERMINAL_OPERATIONS)[number],
    (body: unknown, reply: FastifyReply) => unknown
  > = {
    Pairing(body) {
      const parsed = pairingRequestSchema.safeParse(body);
      if (!parsed.success)
        return fail(null, 'BAD_REQUEST', 'Geçersiz istek (Invalid request)', issues(parsed.error));
      const error = device.pair(parsed.data.SerialNumber, parsed.data.Fingerprint);
      if (error) return protocolFail(null, error);
      return ok(
        null,
        { SerialNumber: serialNumber, Fingerprint: parsed.data.Fingerprint, Paired: true },
        'Eşleştirme başarılı (Paired)',
      );
    },

    GetDeviceInfo(body) {
      const parsed = handleOnlySchema.safeParse(body);
      if (!parsed.success) return badRequest(body, parsed.error);
      const handle = parsed.data.TransactionHandle;
      const error = device.checkHandle(handle, true);
      if (error) return protocolFail(handle, error);
      return ok(handle, device.deviceInfo());
    },

    async CompleteSale(body, reply) {
      const parsed = saleRequestSchema.safeParse(body);
      if (!parsed.success)
        return badRequest(body, parsed.error, 'Geçersiz satış isteği (Invalid sale request)');
      const { TransactionHandle: handle, Sale: sale } = parsed.data;
      const error = device.checkHandle(handle, true);
      if (error) return protocolFail(handle, error);
      const paid = sale.Payments.reduce((sum, payment) => sum + payment.AmountMinor, 0);
      if (paid !== sale.TotalPriceMinor) {
        return fail(
          handle,
          'BAD_REQUEST',
          `Ödeme toplamı (${paid}) satış tutarına (${sale.TotalPriceMinor}) eşit değil (Payments do not add up to the total)`,
          ['Sale.Payments'],
        );
      }
      return startedAnswer(handle, device.startSale(handle, sale, 'rest'), reply);
    },

    async StartPayment(body, reply) {
      const parsed = startPaymentRequestSchema.safeParse(body);
      if (!parsed.success)
        return badRequest(body, parsed.error, 'Geçersiz ödeme isteği (Invalid payment request)');
      const { TransactionHandle: handle, Payment: payment } = parsed.data;
      const error = device.checkHandle(handle, true);
      if (error) return protocolFail(handle, error);
      return startedAnswer(handle, device.startPayment(handle, payment, 'rest'), reply);
    },

    RefundSale(body) {
      const parsed = refundSaleRequestSchema.safeParse(body);
      if (!parsed.success)
        return badRequest(body, parsed.error, 'Geçersiz iade isteği (Invalid refund request)');
      const { TransactionHandle: handle, SaleHandle: saleHandle } = parsed.data;
      // The same handle again is answered as the first time (its sequence is not new).
      const earlier = device.findReversal(handle);
      if (earlier) return reversalEnvelope(handle, { kind: 'reversal', record: earlier, replay: true });
      const error = device.checkHandle(handle, true);
      if (error) return protocolFail(handle, error);
      return reversalEnvelope(
        handle,
        device.reverse(
          {
            kind: 'REFUND',
            handle,
            saleHandle,
            amountMinor: parsed.data.AmountMinor,
            lines: parsed.data.Lines,
          },
          'rest',
        ),
      );
    },

    GetSaleResult(body) {
      const parsed = saleResultRequestSchema.safeParse(body);
      if (!parsed.success) return badRequest(body, parsed.error);
      const handle = parsed.data.TransactionHandle;
      // A read: allowed while busy, and it does not consume a sequence number.
      const error = device.checkHandle(handle, false);
      if (error) return protocolFail(handle, error);
      return resultEnvelope(handle, device.resultOf(parsed.data.SaleHandle));
    },

    CancelSale(body) {
      const parsed = cancelSaleSchema.safeParse(body);
      if (!parsed.success) return badRequest(body, parsed.error);
      const { TransactionHandle: handle, SaleHandle: saleHandle } = parsed.data;
      // A void asked again with the same handle is answered as the first time.
      const earlier = device.findReversal(handle);
      if (earlier) return reversalEnvelope(handle, { kind: 'reversal', record: earlier, replay: true });
      const error = device.checkHandle(handle, true);
      if (error) return protocolFail(handle, error);
      const target = saleHandle ? device.findSale(saleHandle) : device.runningSale;
      if (!target) {
        return fail(
          handle,
          'INVALID_TRANSACTION',
          'İptal edilecek satış bulunamadı (No such sale to cancel)',
          [],
          saleHandle ? device.resultOf(saleHandle) : null,
        );
      }
      if (target === device.runningSale) return abortAnswer(handle);
      if (target.result.Status === 'Completed' && saleHandle) {
        // A completed sale or payment: a void (same business day only).
        return reversalEnvelope(handle, device.reverse({ kind: 'VOID', handle, saleHandle }, 'rest'));
      }
      return fail(
        handle,
        'INVALID_TRANSACTION',
        'Satış zaten sonuçlanmış (The sale has already ended)',
        [],
        target.result,
      );
    },

    AbortCurrentPayment(body) {
      const parsed = handleOnlySchema.safeParse(body);
      if (!parsed.success) return badRequest(body, parsed.error);
      const handle = parsed.data.TransactionHandle;
      const error = device.checkHandle(handle, false);
      if (error) return protocolFail(handle, error);
      return abortAnswer(handle);
    },
  };

  /** The answer to a started sale or payment (never answered for a 'no answer' outcome). */
  async function startedAnswer(
    handle: TransactionHandle,
    started: StartSaleOutcome,
    reply: FastifyReply,
  ): Promise<Envelope | undefined> {
    if (started.kind === 'busy') return fail(handle, 'DEVICE_BUSY', BUSY);
    if (started.kind === 'duplicate') {
      return fail(
        handle,
        'BAD_REQUEST',
        'Bu işlem numarasıyla bir satış zaten var; sonucunu GetSaleResult ile sorun (A sale with this handle exists: use GetSaleResult)',
      );
    }
    if (started.record.outcome === 'no_answer') {
      // The sale goes on (and is approved), but this request is never answered.
      reply.hijack();
      return undefined;
    }
    return resultEnvelope(handle, await device.waitForResult(started.record));
  }

  function abortAnswer(handle: TransactionHandle): Envelope {
    const aborted = device.abortCurrent();
    if (aborted.kind === 'none') return ok(handle, null, 'Devam eden ödeme yok (No payment in progress)');
    if (aborted.kind === 'too_late') {
      return fail(
        handle,
        'IN_PROGRESS',
        'Ödeme tamamlanıyor, iptal edilemez; sonucu sorgulayın (The payment is completing and cannot be aborted: query the result)',
        [],
        aborted.record.result,
      );
    }
    return ok(handle, aborted.record.result, 'Ödeme iptal edildi (Payment cancelled)');
  }

  for (const operation of TERMINAL_OPERATIONS) {
    app.post(`/${operation}`, async (request, reply) => {
      let body: unknown;
      try {
        body = parseBody(request.body);
      } catch {
        return reply.code(400).send(fail(null, 'BAD_REQUEST', 'Geçersiz JSON (Invalid JSON body)'));
      }
      const answer = await operations[operation](body, reply);
      if (reply.sent) return reply;
      return reply.send(answer);
    });
  }

  // ---- the test environment -------------------------------------------------------------------

  const state = () => ({
    serialNumber,
    terminalId: device.config.terminalId,
    merchantId: device.config.merchantId,
    mode,
    cloudConnected: cloud?.connected ?? false,
    busy: device.busy,
    next: device.next,
    businessDay: device.businessDay(),
    dayOffsetDays: device.dayOffsetDays,
    pairings: device.pairingList(),
    sales: device.saleList().map((record) => ({
      handleKey: record.key,
      kind: record.kind ?? 'sale',
      orderNo: record.sale.OrderNo,
      status: record.result.Status,
      amountMinor: record.sale.TotalPriceMinor,
      saleNumber: record.result.SaleNumber,
      errorCode: record.result.ErrorCode,
      outcome: record.outcome,
      origin: record.origin,
      attemptId: record.attemptId,
      startedAt: record.startedAt,
      settledAt: record.settledAt,
      businessDay: record.businessDay ?? null,
    })),
    reversals: device.reversalList().map((record) => ({
      handleKey: record.key,
      originalKey: record.originalKey,
      kind: record.result.Kind,
      status: record.result.Status,
      amountMinor: record.result.AmountMinor,
      reversalNumber: record.result.ReversalNumber,
      errorMessage: record.result.ErrorMessage,
      origin: record.origin,
      at: record.at,
    })),
  });

  app.get('/', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderHomePage(device, mode, cloud?.connected ?? false)),
  );

  app.get('/__sim/state', async () => state());

  app.post('/__sim/next', async (request, reply) => {
    const isForm = String(request.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    let body: unknown;
    if (isForm) {
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const delay = form.get('delayMs');
      body = {
        outcome: form.get('outcome') ?? undefined,
        delayMs: delay === null || delay === '' ? undefined : Number(delay),
        sticky: form.get('sticky') === 'true' || form.get('sticky') === 'on',
      };
    } else {
      try {
        body = parseBody(request.body);
      } catch {
        return reply.code(400).send({ error: 'invalid_json' });
      }
    }
    const parsed = nextRequestSchema.safeParse(body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation_failed', issues: issues(parsed.error) });
    device.setNext(parsed.data);
    if (isForm) return reply.redirect('/', 303);
    return { next: device.next };
  });

  // Moves the device's business day (e.g. +1: the sales so far are of "yesterday": a void of them
  // is refused, a refund works).
  app.post('/__sim/day', async (request, reply) => {
    let body: unknown;
    try {
      body = parseBody(request.body);
    } catch {
      return reply.code(400).send({ error: 'invalid_json' });
    }
    const parsed = dayRequestSchema.safeParse(body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation_failed', issues: issues(parsed.error) });
    device.setDayOffset(parsed.data.offsetDays);
    return { businessDay: device.businessDay(), offsetDays: device.dayOffsetDays };
  });

  app.post('/__sim/reset', async () => {
    device.reset();
    return { ok: true };
  });

  // ---- sale inquiry links ---------------------------------------------------------------------

  app.get<{ Params: { saleNumber: string } }>('/sales/:saleNumber', async (request, reply) => {
    const record = device.findBySaleNumber(request.params.saleNumber);
    if (!record)
      return reply.code(404).type('text/plain; charset=utf-8').send('Satış bulunamadı (Sale not found)');
    return reply.type('text/html; charset=utf-8').send(renderSalePage(record));
  });

  app.get<{ Params: { saleNumber: string; copy: string } }>(
    '/sales/:saleNumber/:copy',
    async (request, reply) => {
      const record = device.findBySaleNumber(request.params.saleNumber);
      const { copy } = request.params;
      const png =
        copy === 'customer.png'
          ? record?.result.Receipts.CustomerPng
          : copy === 'merchant.png'
            ? record?.result.Receipts.MerchantPng
            : null;
      if (!png)
        return reply.code(404).type('text/plain; charset=utf-8').send('Fiş bulunamadı (Receipt not found)');
      return reply.type('image/png').send(Buffer.from(png, 'base64'));
    },
  );

  await app.listen({ port: options.port ?? TERMINAL_DEFAULT_PORT, host });
  const address = app.server.address();
  const port =
    typeof address === 'object' && address ? address.port : (options.port ?? TERMINAL_DEFAULT_PORT);
  const shownHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}`;
  if (!baseUrl) baseUrl = url;

  if (mode === 'CLOUD' && options.cloudUrl) {
    cloud = startCloudClient({
      url: options.cloudUrl,
      fingerprint: options.cloudFingerprint ?? `CLOUD-${serialNumber}`,
      device,
      log,
      ...(options.cloudToken ? { token: options.cloudToken } : {}),
      ...(options.cloudReconnectMs ? { minBackoffMs: options.cloudReconnectMs } : {}),
    });
  }

  let stopping: Promise<void> | null = null;
  return {
    url,
    port,
    device,
    stop() {
      stopping ??= (async () => {
        await cloud?.stop();
        device.shutdown();
        await app.close();
        await stateFile?.flush();
      })();
      return stopping;
    },
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || plain.startsWith('127.');
}

/**
 * Why a /__sim/* request is refused, or undefined when it may go on: a foreign (or "null") Origin
 * is 403; a caller from another address of a simulator that listens beyond localhost needs the
 * control token (401 without the right one, 403 when none is configured).
 */
function controlRefusal(request: {
  origin: string | undefined;
  host: string | undefined;
  remoteAddress: string | undefined;
  token: string | string[] | undefined;
  expectedToken: string | undefined;
  boundToLoopback: boolean;
}): { status: 401 | 403; error: string; message: string } | undefined {
  if (request.origin !== undefined) {
    let sameOrigin = false;
    try {
      const origin = new URL(request.origin);
      sameOrigin = origin.protocol === 'http:' && request.host !== undefined && origin.host === request.host;
    } catch {
      sameOrigin = false;
    }
    if (!sameOrigin)
      return { status: 403, error: 'forbidden_origin', message: 'The control API answers its own page only' };
  }
  if (request.boundToLoopback || isLoopbackAddress(request.remoteAddress)) return undefined;
  if (!request.expectedToken)
    return {
      status: 403,
      error: 'control_token_not_configured',
      message: 'Set SIM_CONTROL_TOKEN to use the control API from another machine',
    };
  const given = typeof request.token === 'string' ? Buffer.from(request.token) : Buffer.alloc(0);
  const expected = Buffer.from(request.expectedToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return {
      status: 401,
      error: 'control_token_required',
      message: 'X-Sim-Control-Token is missing or wrong',
    };
  return undefined;
}
