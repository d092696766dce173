import type { OrderSummary, Printer, TillSession, TillSessionReport } from '@kiosk/contracts';
import { type RunningPrinterSimulator, startPrinterSimulator } from '@kiosk/printer-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from './support/api.js';
import { markOrderPaid } from './support/order-payment-fixtures.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { tillSessionHelpers } from './support/till-session-fixtures.js';

// Customer slips and session reports (issue 35) against the real server (its own print worker
// running), Postgres, the terminal simulator and two printer simulators.

const BASE = 'https://fis.example.com';
let till: TillFixture;
let s: ReturnType<typeof tillSessionHelpers>;
let kioskToken: string;
let kioskSim: RunningPrinterSimulator;
let tillSim: RunningPrinterSimulator;
let tillPrinter: Printer;

const textOf = (page: { lines: string[] }) => page.lines.map((l) => l.trim()).join('\n');
const pagesWith = (sim: RunningPrinterSimulator, text: string) =>
  sim.printer.printed.filter((page) => textOf(page).includes(text));

async function printer(name: string, sim: RunningPrinterSimulator, extra: Record<string, unknown>) {
  const res = await s.call<Printer>(
    'POST',
    '/functions/v1/printers',
    { name, host: '127.0.0.1', port: sim.port, paper_width_mm: 80, columns: 48, ...extra },
    till.admin,
  );
  expect(res.status).toBe(201);
  return res.body.data;
}

async function kioskOrder(): Promise<OrderSummary> {
  const res = await till.client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
    token: kioskToken,
    body: { order_type: 'eat_in', items: [till.line('Klasik Burger'), till.line('Ayran', 2)] },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

const slipJobs = (orderId: string) =>
  till.db
    .selectFrom('print_jobs')
    .select(['printer_id', 'kind'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'customer_slip')
    .execute();

async function openSession(): Promise<TillSession> {
  const current = await s.call<{ session: TillSession | null }>(
    'GET',
    `/api/till/sessions/current?pos_device_id=${till.device.id}`,
  );
  return current.body.data.session ?? (await s.openSession({ float_minor: 10_000 }));
}

beforeAll(async () => {
  till = await tillFixture({ RECEIPT_BASE_URL: BASE });
  s = tillSessionHelpers(till);
  kioskToken = (await till.client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
  kioskSim = await startPrinterSimulator({ name: 'Kiosk fiş', port: 0, controlPort: 0, host: '127.0.0.1' });
  tillSim = await startPrinterSimulator({ name: 'Kasa', port: 0, controlPort: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await kioskSim?.stop();
  await tillSim?.stop();
  await till?.close();
});

describe('customer slips', () => {
  it("prints a kiosk order's slip once paid: queue number, items, total, 'Fiş yerine geçmez', the receipt QR", async () => {
    const first = await kioskOrder();
    const { kiosk_id } = await till.db
      .selectFrom('orders')
      .select('kiosk_id')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    await printer('Kiosk fiş', kioskSim, { slip_source_ids: [kiosk_id] });
    tillPrinter = await printer('Kasa yazıcı', tillSim, {
      slip_source_ids: [till.device.id],
      session_reports: true,
    });
    // not paid yet: no slip
    expect(await slipJobs(first.id)).toEqual([]);
    const order = await kioskOrder();
    await markOrderPaid(till.db, order.id);
    // the job is written with the payment, for the kiosk's printer only
    expect(await slipJobs(order.id)).toHaveLength(1);
    await expect.poll(() => pagesWith(kioskSim, order.order_number).length, { timeout: 10_000 }).toBe(1);
    const [page] = pagesWith(kioskSim, order.order_number);
    const text = textOf(page ?? { lines: [] });
    expect(text).toContain('SIRA NUMARANIZ');
    expect(page?.lines.map((l) => l.trim())).toContain(String(order.reference_number));
    expect(text).toMatch(/1 x Klasik Burger/);
    expect(text).toMatch(/2 x Ayran/);
    expect(text).toMatch(/TOPLAM\s+[\d.]+,\d\d TL/);
    expect(text).toContain('FİŞ YERİNE GEÇMEZ');
    expect(page?.warnings).toEqual([]);
    // the QR opens this order's digital receipt
    const [qr] = page?.qrCodes ?? [];
    expect(qr?.startsWith(`${BASE}/receipt/`)).toBe(true);
    const receipt = await fetch(`${till.server.urls.sale}${qr?.slice(BASE.length)}`);
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain(order.order_number);
    expect(pagesWith(tillSim, order.order_number)).toEqual([]);
  });

  it("prints a till sale's slip on the till's printer, not the kiosk's", async () => {
    await openSession();
    const order = await till.newOrder();
    await till.next('approve');
    const paid = await till.pay(order.id, {
      method: 'cash',
      amount_minor: order.total_minor,
      tendered_minor: order.total_minor,
    });
    expect(paid.status).toBe(200);
    expect(await till.settled(paid.body.data.id)).toMatchObject({ step: 'paid' });
    expect((await slipJobs(order.id)).map((j) => j.printer_id)).toEqual([tillPrinter.id]);
    await expect.poll(() => pagesWith(tillSim, order.order_number).length, { timeout: 10_000 }).toBe(1);
    expect(pagesWith(kioskSim, order.order_number)).toEqual([]);
  });
});

describe('session reports', () => {
  it('prints the X report on request and the close report with the close', async () => {
    const session = await openSession();
    const x = await s.call<{ kind: string; jobs: number }>('POST', `/api/till/sessions/${session.id}/print`);
    expect(x.status).toBe(200);
    expect(x.body.data).toEqual({ kind: 'X', jobs: 1 });
    await expect.poll(() => pagesWith(tillSim, 'X RAPORU').length, { timeout: 10_000 }).toBe(1);
    expect(textOf(pagesWith(tillSim, 'X RAPORU')[0] ?? { lines: [] })).toMatch(
      /Beklenen nakit\s+[\d.]+,\d\d TL/,
    );

    const report = await s.call<TillSessionReport>('GET', `/api/till/sessions/${session.id}/report`);
    const closed = await s.call('POST', `/api/till/sessions/${session.id}/close`, {
      counted_minor: report.body.data.expected_cash_minor + 1_00,
    });
    expect(closed.status).toBe(200);
    const jobs = await till.db
      .selectFrom('print_jobs')
      .select(['printer_id', 'kind'])
      .where('till_session_id', '=', session.id)
      .execute();
    expect(jobs.filter((j) => j.kind === 'session_report')).toHaveLength(2);
    await expect.poll(() => pagesWith(tillSim, 'KASA KAPANIŞ RAPORU').length, { timeout: 10_000 }).toBe(1);
    const close = textOf(pagesWith(tillSim, 'KASA KAPANIŞ RAPORU')[0] ?? { lines: [] });
    expect(close).toMatch(/Sayılan nakit\s+[\d.]+,\d\d TL/);
    expect(close).toMatch(/Fark\s+1,00 TL/);
  });

  it('answers 409 no_report_printer when no printer prints session reports; staff only', async () => {
    const session = await openSession();
    const kiosk = await s.call('POST', `/api/till/sessions/${session.id}/print`, undefined, kioskToken);
    expect(kiosk.status).toBe(403);
    const off = await s.call(
      'PUT',
      `/functions/v1/printers/${tillPrinter.id}`,
      {
        name: tillPrinter.name,
        host: '127.0.0.1',
        port: tillSim.port,
        paper_width_mm: 80,
        columns: 48,
        slip_source_ids: [till.device.id],
        session_reports: false,
      },
      till.admin,
    );
    expect(off.status).toBe(200);
    const none = await s.call('POST', `/api/till/sessions/${session.id}/print`);
    expect(none.status).toBe(409);
    expect(none.body.error?.code).toBe('no_report_printer');
    const missing = await s.call('POST', '/api/till/sessions/00000000-0000-4000-8000-000000000000/print');
    expect(missing.status).toBe(404);
  });
});
