import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIMULATOR_OUTCOMES, type TransactionHandle } from '@kiosk/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from './simulator.js';
import {
  anyEnvelope,
  deviceInfoEnvelope,
  eventually,
  makeHandle,
  makeSale,
  type SaleInput,
  SERIAL,
  saleEnvelope,
  sleep,
} from './test-support.js';

let sim: RunningSimulator;
let sequence = 0;
const nextHandle = (fingerprint = 'FP-TEST') => makeHandle(++sequence, fingerprint);

async function post(operation: string, body: unknown, signal?: AbortSignal) {
  const response = await fetch(`${sim.url}/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  expect(response.status).toBe(200);
  return response.json() as Promise<unknown>;
}

async function setNext(outcome: string, delayMs: number, sticky = false) {
  const response = await fetch(`${sim.url}/__sim/next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome, delayMs, sticky }),
  });
  expect(response.status).toBe(200);
}

interface SimState {
  busy: boolean;
  next: { outcome: string; delayMs: number; sticky: boolean };
  sales: Array<{ handleKey: string; status: string; saleNumber: string | null; orderNo: string }>;
}
const state = async () => (await (await fetch(`${sim.url}/__sim/state`)).json()) as SimState;

const pair = (fingerprint = 'FP-TEST', serial = SERIAL) =>
  post('Pairing', { SerialNumber: serial, Fingerprint: fingerprint }).then((b) => anyEnvelope.parse(b));

async function completeSale(handle: TransactionHandle, sale: SaleInput = makeSale(), signal?: AbortSignal) {
  return saleEnvelope.parse(await post('CompleteSale', { TransactionHandle: handle, Sale: sale }, signal));
}

async function saleResult(saleHandle: TransactionHandle, handle: TransactionHandle = makeHandle(1)) {
  return saleEnvelope.parse(
    await post('GetSaleResult', { TransactionHandle: handle, SaleHandle: saleHandle }),
  );
}

beforeAll(async () => {
  sim = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 30 });
});
afterAll(async () => {
  await sim?.stop();
});
beforeEach(async () => {
  await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
  sequence = 0;
  await pair();
});

describe('pairing and handles', () => {
  it('pairs a fingerprint, and refuses a wrong serial or an unpaired client', async () => {
    const wrong = await pair('FP-OTHER', 'NOT-THIS-ONE');
    expect(wrong).toMatchObject({ HasError: true, ErrorCode: 'WRONG_SERIAL' });

    const unpaired = anyEnvelope.parse(
      await post('GetDeviceInfo', { TransactionHandle: makeHandle(1, 'FP-OTHER') }),
    );
    expect(unpaired).toMatchObject({ HasError: true, ErrorCode: 'NOT_PAIRED' });

    expect(await pair('FP-OTHER')).toMatchObject({ HasError: false, ErrorCode: null });
    const info = deviceInfoEnvelope.parse(
      await post('GetDeviceInfo', { TransactionHandle: makeHandle(1, 'FP-OTHER') }),
    );
    expect(info.HasError).toBe(false);
    expect(info.TransactionHandle?.Fingerprint).toBe('FP-OTHER');
    expect(info.Data).toMatchObject({ SerialNumber: SERIAL, TerminalId: 'PS000001', Busy: false });
    expect(info.Data?.MerchantId).toMatch(/^\d{15}$/);

    const otherSerial = anyEnvelope.parse(
      await post('GetDeviceInfo', { TransactionHandle: makeHandle(2, 'FP-OTHER', 'PAV-SIM-9999') }),
    );
    expect(otherSerial).toMatchObject({ HasError: true, ErrorCode: 'WRONG_SERIAL' });
  });

  it('refuses a stale sequence with a sequence error naming the last one', async () => {
    expect(
      anyEnvelope.parse(await post('GetDeviceInfo', { TransactionHandle: makeHandle(7) })).HasError,
    ).toBe(false);
    for (const stale of [7, 3]) {
      const answer = anyEnvelope.parse(await post('GetDeviceInfo', { TransactionHandle: makeHandle(stale) }));
      expect(answer).toMatchObject({ HasError: true, ErrorCode: 'SEQUENCE_ERROR', Data: null });
      expect(answer.Message).toContain('7');
      expect(answer.TransactionHandle?.TransactionSequence).toBe(stale);
    }
    // Each fingerprint has its own sequence.
    await pair('FP-SECOND');
    expect(
      anyEnvelope.parse(await post('GetDeviceInfo', { TransactionHandle: makeHandle(1, 'FP-SECOND') }))
        .HasError,
    ).toBe(false);
    // A stale sale is refused and nothing is charged.
    expect(await completeSale(makeHandle(5))).toMatchObject({ HasError: true, ErrorCode: 'SEQUENCE_ERROR' });
    expect((await state()).sales).toHaveLength(0);
    // Result queries and aborts do not consume (or check) a sequence.
    expect((await saleResult(makeHandle(99), makeHandle(2))).Data?.Status).toBe('NotFound');
    expect(
      anyEnvelope.parse(await post('AbortCurrentPayment', { TransactionHandle: makeHandle(2) })).HasError,
    ).toBe(false);
    expect(
      anyEnvelope.parse(await post('GetDeviceInfo', { TransactionHandle: makeHandle(8) })).HasError,
    ).toBe(false);
  });

  it('answers 400 for unparseable JSON and 200 BAD_REQUEST for an invalid body', async () => {
    const bad = await fetch(`${sim.url}/CompleteSale`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"TransactionHandle":',
    });
    expect(bad.status).toBe(400);
    expect(anyEnvelope.parse(await bad.json())).toMatchObject({ HasError: true, ErrorCode: 'BAD_REQUEST' });

    const invalid = anyEnvelope.parse(
      await post('CompleteSale', { TransactionHandle: nextHandle(), Sale: {} }),
    );
    expect(invalid).toMatchObject({ HasError: true, ErrorCode: 'BAD_REQUEST' });
    expect(invalid.Errors.length).toBeGreaterThan(0);
    expect(invalid.TransactionHandle?.TransactionSequence).toBe(sequence);

    const mismatch = await completeSale(nextHandle(), {
      ...makeSale(),
      Payments: [{ Mediator: 'CARD', AmountMinor: 1 }],
    });
    expect(mismatch).toMatchObject({ HasError: true, ErrorCode: 'BAD_REQUEST' });
    expect((await state()).sales).toHaveLength(0);
  });
});

describe('sales', () => {
  it('approves with sale number, documents, card details and two receipt PNGs', async () => {
    const handle = nextHandle();
    const answer = await completeSale(handle, makeSale('K-APPROVE'));
    expect(answer).toMatchObject({ HasError: false, ErrorCode: null, TransactionHandle: handle });
    const data = answer.Data;
    if (!data) throw new Error('no data');
    expect(data.Status).toBe('Completed');
    expect(data.SaleNumber).toMatch(/^\d{6}$/);
    expect(data.SaleInquiryLink).toBe(`${sim.url}/sales/${data.SaleNumber}`);
    expect(data).toMatchObject({ TerminalId: 'PS000001', AmountMinor: 118_450, ErrorCode: null });
    expect(data.FinancialDocuments).toHaveLength(1);
    expect(data.FinancialDocuments[0]).toMatchObject({ DocumentType: 'E_ARCHIVE', SerialNumber: SERIAL });
    expect(data.FinancialDocuments[0]?.InvoiceNumber).toMatch(/^GIB\d{4}\d{9}$/);
    expect(data.FinancialDocuments[0]?.Date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const card = data.Payments[0]?.CardDetails;
    expect(data.Payments[0]).toMatchObject({ Mediator: 'CARD', AmountMinor: 118_450 });
    expect(card?.Brand).toMatch(/^(VISA|MASTERCARD|TROY)$/);
    expect(card?.MaskedNumber).toMatch(/^\d{4} \d{2}\*\* \*{4} \d{4}$/);
    expect(card?.AuthorizationCode).toMatch(/^[0-9A-Z]{6}$/);
    expect(card).toMatchObject({ Acquirer: 'Garanti BBVA', ResponseCode: '00' });
    expect(card?.BatchNumber).toMatch(/^\d{4}$/);

    for (const png of [data.Receipts.CustomerPng, data.Receipts.MerchantPng]) {
      const bytes = Buffer.from(png ?? '', 'base64');
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 576 });
      expect(meta.height).toBeGreaterThan(600);
    }
    expect(data.Receipts.CustomerPng).not.toBe(data.Receipts.MerchantPng);

    // The same result later, by handle; the inquiry link and receipt images are served.
    const again = await saleResult(handle);
    expect(again.HasError).toBe(false);
    expect(again.Data).toEqual(data);
    const page = await fetch(data.SaleInquiryLink ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('K-APPROVE');
    const image = await fetch(`${sim.url}/sales/${data.SaleNumber}/customer.png`);
    expect(image.headers.get('content-type')).toBe('image/png');

    // Sale numbers grow and brands rotate.
    const second = await completeSale(nextHandle());
    expect(Number(second.Data?.SaleNumber)).toBe(Number(data.SaleNumber) + 1);
    expect(second.Data?.Payments[0]?.CardDetails?.Brand).not.toBe(card?.Brand);
  });

  it('keeps the device busy while a sale runs', async () => {
    await setNext('approve', 300);
    const first = nextHandle();
    const running = completeSale(first);
    await eventually(async () => ((await state()).busy ? true : undefined));

    const busy = await completeSale(nextHandle());
    expect(busy).toMatchObject({ HasError: true, ErrorCode: 'DEVICE_BUSY', Data: null });
    const progress = await saleResult(first);
    expect(progress).toMatchObject({ HasError: false, ErrorCode: null });
    expect(progress.Data?.Status).toBe('InProgress');
    const info = deviceInfoEnvelope.parse(await post('GetDeviceInfo', { TransactionHandle: nextHandle() }));
    expect(info.Data?.Busy).toBe(true);

    expect((await running).Data?.Status).toBe('Completed');
    const after = await state();
    expect(after.busy).toBe(false);
    expect(after.sales).toHaveLength(1);
    expect((await completeSale(nextHandle())).Data?.Status).toBe('Completed');
  });

  const failures = [
    ['declined', 'DECLINED_BY_BANK', 'Failed'],
    ['card_read_error', 'CARD_READ_ERROR', 'Failed'],
    ['cancelled', 'CANCELLED_BY_CUSTOMER', 'Cancelled'],
    ['timed_out', 'TIMED_OUT', 'Failed'],
    ['device_connection_error', 'DEVICE_CONNECTION_ERROR', 'Failed'],
    ['bank_communication_error', 'BANK_COMMUNICATION_ERROR', 'Failed'],
    ['invalid_transaction', 'INVALID_TRANSACTION', 'Failed'],
  ] as const;

  it('covers every outcome of the test environment', () => {
    expect([...failures.map(([outcome]) => outcome), 'approve', 'no_answer'].sort()).toEqual(
      [...SIMULATOR_OUTCOMES].sort(),
    );
  });

  it.each(failures)('%s fails the sale with %s and charges nothing', async (outcome, code, status) => {
    await setNext(outcome, 10);
    const handle = nextHandle();
    const answer = await completeSale(handle);
    expect(answer).toMatchObject({ HasError: true, ErrorCode: code });
    expect(answer.Message).toMatch(/^[^()]+\(.+\)$/);
    expect(answer.Data).toMatchObject({
      Status: status,
      ErrorCode: code,
      SaleNumber: null,
      SaleInquiryLink: null,
      FinancialDocuments: [],
      Payments: [],
      Receipts: { CustomerPng: null, MerchantPng: null },
    });
    expect(answer.Data?.ErrorMessage).toBe(answer.Message);
    expect(await saleResult(handle)).toEqual({ ...answer, TransactionHandle: makeHandle(1) });
    // The outcome applied to one sale; the next one is approved again.
    expect((await state()).next.outcome).toBe('approve');
    expect((await completeSale(nextHandle())).Data?.Status).toBe('Completed');
  });

  it('keeps a sticky outcome for every following sale', async () => {
    await setNext('declined', 10, true);
    expect((await completeSale(nextHandle())).ErrorCode).toBe('DECLINED_BY_BANK');
    expect((await completeSale(nextHandle())).ErrorCode).toBe('DECLINED_BY_BANK');
    expect((await state()).next).toMatchObject({ outcome: 'declined', sticky: true });
  });

  it('no_answer: the request is never answered, the sale is approved and can be queried', async () => {
    await setNext('no_answer', 50);
    const handle = nextHandle();
    const started = Date.now();
    await expect(completeSale(handle, makeSale(), AbortSignal.timeout(800))).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    const result = await saleResult(handle);
    expect(result).toMatchObject({ HasError: false });
    expect(result.Data?.Status).toBe('Completed');
    expect(result.Data?.SaleNumber).toBeTruthy();
    expect((await state()).sales).toHaveLength(1);
  });

  it('settles a sale whose client went away mid-sale, and keeps its result', async () => {
    await setNext('approve', 250);
    const handle = nextHandle();
    const controller = new AbortController();
    const request = completeSale(handle, makeSale(), controller.signal);
    await sleep(60);
    controller.abort();
    await expect(request).rejects.toThrow();
    expect((await saleResult(handle)).Data?.Status).toBe('InProgress');
    const settled = await eventually(async () => {
      const result = await saleResult(handle);
      return result.Data?.Status === 'InProgress' ? undefined : result;
    });
    expect(settled.Data?.Status).toBe('Completed');
    const sales = (await state()).sales;
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ status: 'Completed', saleNumber: settled.Data?.SaleNumber });
  });

  it('AbortCurrentPayment and CancelSale end a running sale as Cancelled', async () => {
    await setNext('approve', 5000);
    const handle = nextHandle();
    const running = completeSale(handle);
    await eventually(async () => ((await state()).busy ? true : undefined));
    const abort = anyEnvelope.parse(await post('AbortCurrentPayment', { TransactionHandle: makeHandle(1) }));
    expect(abort).toMatchObject({ HasError: false });
    const answer = await running;
    expect(answer).toMatchObject({ HasError: true, ErrorCode: 'CANCELLED_BY_CUSTOMER' });
    expect(answer.Data).toMatchObject({ Status: 'Cancelled', Payments: [], SaleNumber: null });
    expect((await saleResult(handle)).Data?.Status).toBe('Cancelled');
    const nothing = anyEnvelope.parse(
      await post('AbortCurrentPayment', { TransactionHandle: makeHandle(1) }),
    );
    expect(nothing).toMatchObject({ HasError: false, Data: null });

    await setNext('approve', 5000);
    const second = nextHandle();
    const secondRunning = completeSale(second);
    await eventually(async () => ((await state()).busy ? true : undefined));
    const cancel = anyEnvelope.parse(
      await post('CancelSale', { TransactionHandle: nextHandle(), SaleHandle: second }),
    );
    expect(cancel).toMatchObject({ HasError: false });
    expect((await secondRunning).Data?.Status).toBe('Cancelled');

    const done = nextHandle();
    expect((await completeSale(done)).Data?.Status).toBe('Completed');
    // A completed sale is not aborted: CancelSale of it is a void (reversals.test.ts).
    const voided = anyEnvelope.parse(
      await post('CancelSale', { TransactionHandle: nextHandle(), SaleHandle: done }),
    );
    expect(voided).toMatchObject({ HasError: false, Data: { Kind: 'VOID', Status: 'Completed' } });
    expect((await saleResult(done)).Data?.Status).toBe('Completed');
  });

  it('answers NotFound for an unknown handle', async () => {
    const answer = await saleResult(makeHandle(12345));
    expect(answer).toMatchObject({ HasError: false });
    expect(answer.Data?.Status).toBe('NotFound');
  });
});

describe('test environment', () => {
  it('serves a page, the state and the outcome chooser', async () => {
    const page = await fetch(`${sim.url}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Ödeme Terminali Simülatörü');
    expect(html).toContain(SERIAL);
    for (const outcome of SIMULATOR_OUTCOMES) expect(html).toContain(`value="${outcome}"`);

    const form = await fetch(`${sim.url}/__sim/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=timed_out&delayMs=20',
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect((await state()).next).toEqual({ outcome: 'timed_out', delayMs: 20, sticky: false });

    const invalid = await fetch(`${sim.url}/__sim/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'explode' }),
    });
    expect(invalid.status).toBe(400);

    await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
    const after = await state();
    expect(after.next).toMatchObject({ outcome: 'approve', sticky: false });
    expect(after.sales).toEqual([]);
  });
});

describe('state file', () => {
  it('keeps sales, pairings and sequences across a restart; a running sale comes back Abandoned', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'terminal-sim-'));
    const stateFile = path.join(dir, 'state.json');
    try {
      const first = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 10, stateFile });
      const call = async (operation: string, body: unknown) =>
        (await fetch(`${first.url}/${operation}`, { method: 'POST', body: JSON.stringify(body) })).json();
      await call('Pairing', { SerialNumber: SERIAL, Fingerprint: 'FP-FILE' });
      const done = makeHandle(1, 'FP-FILE');
      const sold = saleEnvelope.parse(
        await call('CompleteSale', { TransactionHandle: done, Sale: makeSale() }),
      );
      expect(sold.Data?.Status).toBe('Completed');
      first.device.setNext({ outcome: 'approve', delayMs: 60_000, sticky: false });
      const hanging = makeHandle(2, 'FP-FILE');
      void call('CompleteSale', { TransactionHandle: hanging, Sale: makeSale() }).catch(() => {});
      await eventually(() => (first.device.busy ? true : undefined));
      await first.stop();

      const second = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 10, stateFile });
      try {
        const ask = async (operation: string, body: unknown) =>
          (await fetch(`${second.url}/${operation}`, { method: 'POST', body: JSON.stringify(body) })).json();
        const kept = saleEnvelope.parse(
          await ask('GetSaleResult', { TransactionHandle: makeHandle(3, 'FP-FILE'), SaleHandle: done }),
        );
        expect(kept.Data).toEqual(sold.Data);
        const abandoned = saleEnvelope.parse(
          await ask('GetSaleResult', { TransactionHandle: makeHandle(3, 'FP-FILE'), SaleHandle: hanging }),
        );
        expect(abandoned).toMatchObject({ HasError: false, ErrorCode: null });
        expect(abandoned.Data?.Status).toBe('Abandoned');
        const stale = anyEnvelope.parse(
          await ask('GetDeviceInfo', { TransactionHandle: makeHandle(2, 'FP-FILE') }),
        );
        expect(stale.ErrorCode).toBe('SEQUENCE_ERROR');
        const next = saleEnvelope.parse(
          await ask('CompleteSale', { TransactionHandle: makeHandle(3, 'FP-FILE'), Sale: makeSale() }),
        );
        expect(Number(next.Data?.SaleNumber)).toBe(Number(sold.Data?.SaleNumber) + 1);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
