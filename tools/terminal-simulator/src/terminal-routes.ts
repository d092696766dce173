import {
  pairingRequestSchema,
  refundSaleRequestSchema,
  saleRequestSchema,
  saleResultRequestSchema,
  startPaymentRequestSchema,
  TERMINAL_OPERATIONS,
  type TransactionHandle,
  transactionHandleSchema,
} from '@kiosk/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { TerminalDevice } from './device.js';
import type { StartSaleOutcome } from './device-records.js';
import {
  BUSY,
  badRequest,
  type Envelope,
  fail,
  issues,
  ok,
  parseBody,
  protocolFail,
  resultEnvelope,
  reversalEnvelope,
} from './envelope.js';

/**
 * The terminal protocol over HTTP: `POST /<Operation>` with a JSON body, answered in the
 * envelope (`envelope.ts`); an unknown path is BAD_REQUEST naming the operations.
 */

type Operation = (device: TerminalDevice, body: unknown, reply: FastifyReply) => unknown;

const handleOnlySchema = z.object({ TransactionHandle: transactionHandleSchema });
const cancelSaleSchema = z.object({
  TransactionHandle: transactionHandleSchema,
  SaleHandle: transactionHandleSchema.optional(),
});

const pairing: Operation = (device, body) => {
  const parsed = pairingRequestSchema.safeParse(body);
  if (!parsed.success)
    return fail(null, 'BAD_REQUEST', 'Geçersiz istek (Invalid request)', issues(parsed.error));
  const error = device.pair(parsed.data.SerialNumber, parsed.data.Fingerprint);
  if (error) return protocolFail(null, error);
  return ok(
    null,
    { SerialNumber: device.config.serialNumber, Fingerprint: parsed.data.Fingerprint, Paired: true },
    'Eşleştirme başarılı (Paired)',
  );
};

const getDeviceInfo: Operation = (device, body) => {
  const parsed = handleOnlySchema.safeParse(body);
  if (!parsed.success) return badRequest(body, parsed.error);
  const handle = parsed.data.TransactionHandle;
  const error = device.checkHandle(handle, true);
  if (error) return protocolFail(handle, error);
  return ok(handle, device.deviceInfo());
};

const completeSale: Operation = async (device, body, reply) => {
  const parsed = saleRequestSchema.safeParse(body);
  if (!parsed.success) return badRequest(body, parsed.error, 'Geçersiz satış isteği (Invalid sale request)');
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
  return startedAnswer(device, handle, device.startSale(handle, sale, 'rest'), reply);
};

const startPayment: Operation = async (device, body, reply) => {
  const parsed = startPaymentRequestSchema.safeParse(body);
  if (!parsed.success)
    return badRequest(body, parsed.error, 'Geçersiz ödeme isteği (Invalid payment request)');
  const { TransactionHandle: handle, Payment: payment } = parsed.data;
  const error = device.checkHandle(handle, true);
  if (error) return protocolFail(handle, error);
  return startedAnswer(device, handle, device.startPayment(handle, payment, 'rest'), reply);
};

const refundSale: Operation = (device, body) => {
  const parsed = refundSaleRequestSchema.safeParse(body);
  if (!parsed.success) return badRequest(body, parsed.error, 'Geçersiz iade isteği (Invalid refund request)');
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
};

const getSaleResult: Operation = (device, body) => {
  const parsed = saleResultRequestSchema.safeParse(body);
  if (!parsed.success) return badRequest(body, parsed.error);
  const handle = parsed.data.TransactionHandle;
  // A read: allowed while busy, and it does not consume a sequence number.
  const error = device.checkHandle(handle, false);
  if (error) return protocolFail(handle, error);
  return resultEnvelope(handle, device.resultOf(parsed.data.SaleHandle));
};

const cancelSale: Operation = (device, body) => {
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
  if (target === device.runningSale) return abortAnswer(device, handle);
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
};

const abortCurrentPayment: Operation = (device, body) => {
  const parsed = handleOnlySchema.safeParse(body);
  if (!parsed.success) return badRequest(body, parsed.error);
  const handle = parsed.data.TransactionHandle;
  const error = device.checkHandle(handle, false);
  if (error) return protocolFail(handle, error);
  return abortAnswer(device, handle);
};

const OPERATIONS: Record<(typeof TERMINAL_OPERATIONS)[number], Operation> = {
  Pairing: pairing,
  GetDeviceInfo: getDeviceInfo,
  CompleteSale: completeSale,
  StartPayment: startPayment,
  RefundSale: refundSale,
  GetSaleResult: getSaleResult,
  CancelSale: cancelSale,
  AbortCurrentPayment: abortCurrentPayment,
};

/** The answer to a started sale or payment (never answered for a 'no answer' outcome). */
async function startedAnswer(
  device: TerminalDevice,
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

function abortAnswer(device: TerminalDevice, handle: TransactionHandle): Envelope {
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

/** Registers `POST /<Operation>` for every terminal operation, and the unknown-operation answer. */
export function registerTerminalRoutes(app: FastifyInstance, device: TerminalDevice): void {
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
  for (const operation of TERMINAL_OPERATIONS) {
    app.post(`/${operation}`, async (request, reply) => {
      let body: unknown;
      try {
        body = parseBody(request.body);
      } catch {
        return reply.code(400).send(fail(null, 'BAD_REQUEST', 'Geçersiz JSON (Invalid JSON body)'));
      }
      const answer = await OPERATIONS[operation](device, body, reply);
      if (reply.sent) return reply;
      return reply.send(answer);
    });
  }
}
