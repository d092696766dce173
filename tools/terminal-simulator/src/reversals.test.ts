import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  reversalResultSchema,
  type SaleRequest,
  type TransactionHandle,
  terminalEnvelopeSchema,
} from '@kiosk/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderReceiptSvg } from './receipt.js';
import { type RunningSimulator, startSimulator } from './simulator.js';
import {
  anyEnvelope,
  eventually,
  makeHandle,
  makeSale,
  type SaleInput,
  saleEnvelope,
} from './test-support.js';

// Payments in parts (StartPayment, pre-paid and cash lines of a sale) and giving money back
// (CancelSale of a completed sale = void on its business day; RefundSale on any day).

let sim: RunningSimulator;
let sequence = 0;
const nextHandle = () => makeHandle(++sequence);
const reversalEnvelope = terminalEnvelopeSchema(reversalResultSchema);

async function post(operation: string, body: unknown) {
  const response = await fetch(`${sim.url}/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json() as Promise<unknown>;
}

async function control(path: string, body: unknown) {
  return fetch(`${sim.url}/__sim/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
const setNext = (outcome: string, delayMs = 20) => control('next', { outcome, delayMs });

const startPayment = async (handle: TransactionHandle, amountMinor: number) =>
  saleEnvelope.parse(
    await post('StartPayment', {
      TransactionHandle: handle,
      Payment: { OrderNo: 'K-0042', AmountMinor: amountMinor },
    }),
  );
const completeSale = async (handle: TransactionHandle, sale: SaleInput = makeSale()) =>
  saleEnvelope.parse(await post('CompleteSale', { TransactionHandle: handle, Sale: sale }));
const voidSale = async (handle: TransactionHandle, saleHandle: TransactionHandle) =>
  reversalEnvelope.parse(await post('CancelSale', { TransactionHandle: handle, SaleHandle: saleHandle }));
const refund = async (handle: TransactionHandle, saleHandle: TransactionHandle, amountMinor: number) =>
  reversalEnvelope.parse(
    await post('RefundSale', { TransactionHandle: handle, SaleHandle: saleHandle, AmountMinor: amountMinor }),
  );

/** The demo sale (1.184,50 TL) paid in parts. */
const split = (payments: SaleInput['Payments']): SaleInput => ({ ...makeSale(), Payments: payments });

beforeAll(async () => {
  sim = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 20 });
});
afterAll(async () => {
  await sim?.stop();
});
beforeEach(async () => {
  await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
  sequence = 0;
  await post('Pairing', { SerialNumber: 'PAV-SIM-0001', Fingerprint: 'FP-TEST' });
});

describe('StartPayment (a card part without a fiscal document)', () => {
  it('charges the card, makes no document, and its result can be asked for by handle', async () => {
    const handle = nextHandle();
    const answer = await startPayment(handle, 50_000);
    expect(answer).toMatchObject({ HasError: false, TransactionHandle: handle });
    expect(answer.Data).toMatchObject({ Status: 'Completed', AmountMinor: 50_000, FinancialDocuments: [] });
    expect(answer.Data?.SaleNumber).toBeTruthy();
    expect(answer.Data?.Payments).toHaveLength(1);
    expect(answer.Data?.Payments[0]).toMatchObject({ Mediator: 'CARD', AmountMinor: 50_000 });
    expect(answer.Data?.Payments[0]?.CardDetails?.AuthorizationCode).toMatch(/^[0-9A-Z]{6}$/);

    const asked = saleEnvelope.parse(
      await post('GetSaleResult', { TransactionHandle: nextHandle(), SaleHandle: handle }),
    );
    expect(asked.Data?.SaleNumber).toBe(answer.Data?.SaleNumber);
  });

  it('takes the chosen outcome, is aborted like a sale and makes the device busy', async () => {
    await setNext('declined');
    const declined = await startPayment(nextHandle(), 1_000);
    expect(declined).toMatchObject({ HasError: true, ErrorCode: 'DECLINED_BY_BANK' });
    expect(declined.Data).toMatchObject({ Status: 'Failed', Payments: [] });

    await setNext('approve', 5_000);
    const handle = nextHandle();
    const running = startPayment(handle, 1_000);
    await eventually(() => (sim.device.busy ? true : undefined));
    const busy = await completeSale(nextHandle());
    expect(busy).toMatchObject({ HasError: true, ErrorCode: 'DEVICE_BUSY' });
    const abort = anyEnvelope.parse(await post('AbortCurrentPayment', { TransactionHandle: makeHandle(1) }));
    expect(abort.HasError).toBe(false);
    expect((await running).Data).toMatchObject({ Status: 'Cancelled', ErrorCode: 'CANCELLED_BY_CUSTOMER' });
  });

  it('refuses a bad amount with the field named', async () => {
    const answer = anyEnvelope.parse(
      await post('StartPayment', {
        TransactionHandle: nextHandle(),
        Payment: { OrderNo: 'K-1', AmountMinor: 0 },
      }),
    );
    expect(answer).toMatchObject({ HasError: true, ErrorCode: 'BAD_REQUEST' });
    expect(answer.Errors.join()).toContain('Payment.AmountMinor');
  });
});

describe('CompleteSale with payment lines', () => {
  it('charges only the card lines that are not pre-paid, and lists every line', async () => {
    const partHandle = nextHandle();
    const part = await startPayment(partHandle, 50_000);
    const partNumber = part.Data?.SaleNumber ?? '';
    const answer = await completeSale(
      nextHandle(),
      split([
        { Mediator: 'CARD', AmountMinor: 50_000, PrePaid: true, Reference: partNumber },
        { Mediator: 'CASH', AmountMinor: 30_000 },
        { Mediator: 'CARD', AmountMinor: 38_450 },
      ]),
    );
    expect(answer.Data?.Status).toBe('Completed');
    expect(answer.Data?.FinancialDocuments).toHaveLength(1);
    const [prePaid, cash, card] = answer.Data?.Payments ?? [];
    // The pre-paid line carries the card of the part it names; the new charge has a new card slip.
    expect(prePaid?.CardDetails?.AuthorizationCode).toBe(
      part.Data?.Payments[0]?.CardDetails?.AuthorizationCode,
    );
    expect(cash).toMatchObject({ Mediator: 'CASH', AmountMinor: 30_000, CardDetails: null });
    expect(card?.CardDetails?.AuthorizationCode).toMatch(/^[0-9A-Z]{6}$/);
  });

  it('a sale with nothing to charge completes even with a card failure chosen (it waits for the next card)', async () => {
    await setNext('declined');
    const cashOnly = await completeSale(nextHandle(), split([{ Mediator: 'CASH', AmountMinor: 118_450 }]));
    expect(cashOnly).toMatchObject({ HasError: false });
    expect(cashOnly.Data).toMatchObject({ Status: 'Completed', ErrorCode: null });
    expect(cashOnly.Data?.Receipts.CustomerPng).toBeTruthy();
    const card = await completeSale(nextHandle());
    expect(card).toMatchObject({ HasError: true, ErrorCode: 'DECLINED_BY_BANK' });
  });

  it('a failure of the device applies to a sale with nothing to charge too', async () => {
    await setNext('device_connection_error');
    const answer = await completeSale(
      nextHandle(),
      split([
        { Mediator: 'CARD', AmountMinor: 100_000, PrePaid: true, Reference: '000001' },
        { Mediator: 'CASH', AmountMinor: 18_450 },
      ]),
    );
    expect(answer).toMatchObject({ HasError: true, ErrorCode: 'DEVICE_CONNECTION_ERROR' });
  });

  it('a card failure fails a split sale whose card part is charged now', async () => {
    await setNext('card_read_error');
    const answer = await completeSale(
      nextHandle(),
      split([
        { Mediator: 'CASH', AmountMinor: 18_450 },
        { Mediator: 'CARD', AmountMinor: 100_000 },
      ]),
    );
    expect(answer.Data).toMatchObject({ Status: 'Failed', ErrorCode: 'CARD_READ_ERROR' });
  });

  it('refuses payments that do not add up to the total', async () => {
    const answer = await completeSale(
      nextHandle(),
      split([
        { Mediator: 'CASH', AmountMinor: 18_450 },
        { Mediator: 'CARD', AmountMinor: 1_000, PrePaid: true, Reference: '1' },
      ]),
    );
    expect(answer).toMatchObject({ HasError: true, ErrorCode: 'BAD_REQUEST', Errors: ['Sale.Payments'] });
  });

  it('prints every payment line: cash, card, and the pre-paid card with its reference', () => {
    const sale = split([
      { Mediator: 'CARD', AmountMinor: 50_000, PrePaid: true, Reference: '000007' },
      { Mediator: 'CASH', AmountMinor: 30_000 },
      { Mediator: 'CARD', AmountMinor: 38_450 },
    ]) as SaleRequest['Sale'];
    const svg = renderReceiptSvg({
      copy: 'customer',
      widthMm: 80,
      date: new Date('2026-11-21T11:32:05Z'),
      sale: { ...sale, ReceiptOptions: { WidthMm: 80, CustomerCopy: true, MerchantCopy: true } },
      saleNumber: '000008',
      documentNumber: '0008',
      invoiceNumber: 'GIB2026000000008',
      serialNumber: 'PAV-SIM-0001',
      terminalId: 'PS000001',
      merchantId: '000100000012345',
      payments: sale.Payments.map((p) => ({
        Mediator: p.Mediator,
        AmountMinor: p.AmountMinor,
        CardDetails: null,
      })),
    });
    expect(svg).toContain('KART (ÖN ÖDEME)');
    expect(svg).toContain('REF NO: 000007');
    expect(svg).toContain('NAKİT');
    expect(svg).toContain('KREDİ/BANKA KARTI');
    expect(svg).toContain('500,00 TL');
    expect(svg).toContain('384,50 TL');
  });
});

describe('voids and refunds', () => {
  it('voids a completed sale on its business day, once, whatever is asked again', async () => {
    const saleHandle = nextHandle();
    const sale = await completeSale(saleHandle);
    const voidHandle = nextHandle();
    const voided = await voidSale(voidHandle, saleHandle);
    expect(voided).toMatchObject({ HasError: false, TransactionHandle: voidHandle });
    expect(voided.Data).toMatchObject({
      Status: 'Completed',
      Kind: 'VOID',
      AmountMinor: 118_450,
      OriginalSaleNumber: sale.Data?.SaleNumber,
    });
    expect(voided.Data?.FinancialDocuments[0]?.DocumentType).toBe('CANCEL');
    // the test page lists it
    const page = await (await fetch(`${sim.url}/`)).text();
    expect(page).toContain('İptal (Void)');
    expect(page).toContain(voided.Data?.ReversalNumber ?? '?');

    // The same handle again (a lost answer asked for again): the same answer, no second void.
    const again = await voidSale(voidHandle, saleHandle);
    expect(again).toEqual(voided);
    expect(sim.device.reversalList()).toHaveLength(1);

    const twice = await voidSale(nextHandle(), saleHandle);
    expect(twice).toMatchObject({ HasError: true, ErrorCode: 'INVALID_TRANSACTION' });
    expect(twice.Data).toMatchObject({ Status: 'Failed', Kind: 'VOID' });
    const refundAfterVoid = await refund(nextHandle(), saleHandle, 100);
    expect(refundAfterVoid).toMatchObject({ HasError: true, ErrorCode: 'INVALID_TRANSACTION' });
    expect(refundAfterVoid.Data?.ErrorMessage).toMatch(/voided/);
  });

  it('voids a card part (StartPayment) without a document', async () => {
    const partHandle = nextHandle();
    await startPayment(partHandle, 25_000);
    const voided = await voidSale(nextHandle(), partHandle);
    expect(voided.Data).toMatchObject({ Status: 'Completed', Kind: 'VOID', AmountMinor: 25_000 });
    expect(voided.Data?.FinancialDocuments).toEqual([]);
  });

  it('on a later business day refuses a void (use RefundSale) and refunds up to what is left', async () => {
    const saleHandle = nextHandle();
    await completeSale(saleHandle);
    const moved = await control('day', { offsetDays: 1 });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ offsetDays: 1 });

    const lateVoid = await voidSale(nextHandle(), saleHandle);
    expect(lateVoid).toMatchObject({ HasError: true, ErrorCode: 'INVALID_TRANSACTION' });
    expect(lateVoid.Message).toContain('RefundSale');

    const refundHandle = nextHandle();
    const first = await refund(refundHandle, saleHandle, 18_450);
    expect(first).toMatchObject({ HasError: false });
    expect(first.Data).toMatchObject({ Status: 'Completed', Kind: 'REFUND', AmountMinor: 18_450 });
    expect(await refund(refundHandle, saleHandle, 18_450)).toEqual(first);

    const tooMuch = await refund(nextHandle(), saleHandle, 100_001);
    expect(tooMuch).toMatchObject({ HasError: true, ErrorCode: 'INVALID_TRANSACTION' });
    expect(tooMuch.Data).toMatchObject({ Status: 'Failed', Kind: 'REFUND' });
    expect(tooMuch.Message).toContain('100000');

    const rest = await refund(nextHandle(), saleHandle, 100_000);
    expect(rest.Data).toMatchObject({ Status: 'Completed', AmountMinor: 100_000 });
    expect((await refund(nextHandle(), saleHandle, 1)).ErrorCode).toBe('INVALID_TRANSACTION');
    // A partly refunded sale is never voided, even back on its own day.
    await control('day', { offsetDays: 0 });
    expect((await voidSale(nextHandle(), saleHandle)).ErrorCode).toBe('INVALID_TRANSACTION');
  });

  it('refunds only what the sale charged to a card', async () => {
    const saleHandle = nextHandle();
    await completeSale(
      saleHandle,
      split([
        { Mediator: 'CASH', AmountMinor: 100_000 },
        { Mediator: 'CARD', AmountMinor: 18_450 },
      ]),
    );
    expect((await refund(nextHandle(), saleHandle, 18_451)).ErrorCode).toBe('INVALID_TRANSACTION');
    expect((await refund(nextHandle(), saleHandle, 18_450)).Data?.Status).toBe('Completed');
  });

  it('refuses to reverse a sale that did not complete, or none, and waits while a sale runs', async () => {
    await setNext('declined');
    const failedHandle = nextHandle();
    await completeSale(failedHandle);
    expect((await refund(nextHandle(), failedHandle, 100)).ErrorCode).toBe('INVALID_TRANSACTION');
    expect((await refund(nextHandle(), makeHandle(9_999), 100)).Data?.ErrorMessage).toMatch(/No such sale/);

    const done = nextHandle();
    await completeSale(done);
    await setNext('approve', 5_000);
    const running = completeSale(nextHandle());
    await eventually(() => (sim.device.busy ? true : undefined));
    expect(
      anyEnvelope.parse(
        await post('RefundSale', {
          TransactionHandle: nextHandle(),
          SaleHandle: done,
          AmountMinor: 100,
        }),
      ),
    ).toMatchObject({ HasError: true, ErrorCode: 'DEVICE_BUSY' });
    await post('AbortCurrentPayment', { TransactionHandle: makeHandle(1) });
    await running;
  });

  it('the day control validates its input and answers only its own origin', async () => {
    expect((await control('day', { offsetDays: 'tomorrow' })).status).toBe(400);
    const foreign = await fetch(`${sim.url}/__sim/day`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ offsetDays: 1 }),
    });
    expect(foreign.status).toBe(403);
    const state = (await (await fetch(`${sim.url}/__sim/state`)).json()) as { dayOffsetDays: number };
    expect(state.dayOffsetDays).toBe(0);
  });

  it('keeps voids, refunds and the day offset across a restart: a void asked again is not done twice', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'terminal-sim-rev-'));
    const stateFile = path.join(dir, 'state.json');
    const at = (url: string) => async (operation: string, body: unknown) =>
      (await fetch(`${url}/${operation}`, { method: 'POST', body: JSON.stringify(body) })).json();
    try {
      const first = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 10, stateFile });
      const call = at(first.url);
      await call('Pairing', { SerialNumber: 'PAV-SIM-0001', Fingerprint: 'FP-FILE' });
      const sold = makeHandle(1, 'FP-FILE');
      await call('StartPayment', { TransactionHandle: sold, Payment: { OrderNo: 'K-1', AmountMinor: 700 } });
      const voidHandle = makeHandle(2, 'FP-FILE');
      const voided = reversalEnvelope.parse(
        await call('CancelSale', { TransactionHandle: voidHandle, SaleHandle: sold }),
      );
      expect(voided.Data?.Status).toBe('Completed');
      first.device.setDayOffset(2);
      await first.stop();

      const second = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 10, stateFile });
      try {
        const ask = at(second.url);
        expect(
          reversalEnvelope.parse(
            await ask('CancelSale', { TransactionHandle: voidHandle, SaleHandle: sold }),
          ),
        ).toEqual(voided);
        expect(second.device.reversalList()).toHaveLength(1);
        expect(second.device.dayOffsetDays).toBe(2);
        const refund = reversalEnvelope.parse(
          await ask('RefundSale', {
            TransactionHandle: makeHandle(3, 'FP-FILE'),
            SaleHandle: sold,
            AmountMinor: 1,
          }),
        );
        expect(refund.Data?.ErrorMessage).toMatch(/voided/);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
