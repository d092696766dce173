import { simulatorNextSchema } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TerminalDevice } from './device.js';
import { issues, parseBody } from './envelope.js';
import { renderHomePage, renderSalePage } from './page.js';

/**
 * The test environment (the page, and /__sim/* to choose the next sale's outcome, move the
 * business day, read the state and reset) and the sale inquiry links a receipt prints.
 */

/** What the control routes show besides the device: its mode and whether CLOUD is connected. */
export interface ControlContext {
  mode: 'REST' | 'CLOUD';
  cloudConnected: () => boolean;
}

const nextRequestSchema = simulatorNextSchema.extend({ sticky: z.boolean().default(false) });
const dayRequestSchema = z.object({ offsetDays: z.number().int().min(-3650).max(3650) });

/** GET /__sim/state: the device, its pairings, sales and reversals. */
function simulatorState(device: TerminalDevice, context: ControlContext) {
  return {
    serialNumber: device.config.serialNumber,
    terminalId: device.config.terminalId,
    merchantId: device.config.merchantId,
    mode: context.mode,
    cloudConnected: context.cloudConnected(),
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
  };
}

export function registerControlRoutes(
  app: FastifyInstance,
  device: TerminalDevice,
  context: ControlContext,
): void {
  app.get('/', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderHomePage(device, context.mode, context.cloudConnected())),
  );

  app.get('/__sim/state', async () => simulatorState(device, context));

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
}

export function registerInquiryRoutes(app: FastifyInstance, device: TerminalDevice): void {
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
}
