import type { RangeReport, SalesDashboard, ZReportResponse } from '@kiosk/contracts';
import { parseCsv } from '@kiosk/domain';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;

const DAY = '2026-03-17';
const OUTLET = 'Çağrı Şişçi İğdır Büfe';

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  await server.database.db
    .updateTable('businesses')
    .set({ name: OUTLET })
    .where('is_active', '=', true)
    .execute();
});
afterAll(() => server?.close());

let sequence = 0;

/** A paid order on DAY with one line per amount, paid by the given parts (written as the services would). */
async function paidOrder(
  lines: { name: string; total: number; vat_rate: number }[],
  parts: ('card' | 'cash')[],
) {
  const db = server.database.db;
  sequence += 1;
  const kiosk = await db.selectFrom('kiosk_users').select('id').executeTakeFirstOrThrow();
  const pos = await db.selectFrom('pos_devices').select('id').executeTakeFirst();
  const total = lines.reduce((a, l) => a + l.total, 0);
  const vat = (l: { total: number; vat_rate: number }) =>
    Math.round((l.total * l.vat_rate) / (100 + l.vat_rate));
  const order = await db
    .insertInto('orders')
    .values({
      order_number: `EX${String(sequence).padStart(6, '0')}`,
      reference_number: sequence,
      business_day: new Date(`${DAY}T00:00:00Z`),
      kiosk_id: kiosk.id,
      channel: 'kiosk',
      order_type: 'takeaway',
      subtotal_minor: total,
      tax_minor: lines.reduce((a, l) => a + vat(l), 0),
      total_minor: total,
      created_at: new Date(`${DAY}T12:15:00+03:00`),
      metadata: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(
      lines.map((l) => ({
        order_id: order.id,
        product_id: null,
        product_name: l.name,
        quantity: 1,
        unit_price_minor: l.total,
        total_price_minor: l.total,
        vat_rate: l.vat_rate,
        vat_minor: vat(l),
        configurations: '[]',
      })),
    )
    .execute();
  const share = Math.floor(total / parts.length);
  for (const [i, method] of parts.entries()) {
    const amount = i === parts.length - 1 ? total - share * (parts.length - 1) : share;
    await db
      .insertInto('payment_attempts')
      .values({
        order_id: order.id,
        attempt_no: i + 1,
        driver: 'REST',
        method,
        pos_device_id: method === 'card' ? (pos?.id ?? null) : null,
        status: 'approved',
        amount_minor: amount,
      })
      .execute();
  }
  await db
    .updateTable('orders')
    .set({ status: 'paid', payment_status: 'paid', paid_at: new Date() })
    .where('id', '=', order.id)
    .execute();
}

const get = (path: string, token = admin) =>
  fetch(`${server.urls.admin}${path}`, { headers: { authorization: `Bearer ${token}` } });

/** Every word of a PDF's pages. */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

const trMoney = (minor: number) =>
  new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

describe('Z report exports (XLSX, PDF, CSV) read back against the JSON report', () => {
  let report: ZReportResponse;

  beforeAll(async () => {
    await paidOrder([{ name: 'Çiğ köfte dürüm', total: 12_345, vat_rate: 10 }], ['card']);
    await paidOrder(
      [
        { name: 'Ayran', total: 2_500, vat_rate: 1 },
        { name: 'Şiş kebap', total: 45_000, vat_rate: 10 },
      ],
      ['card', 'cash'],
    );
    await paidOrder([{ name: 'Künefe', total: 123_456_78, vat_rate: 20 }], ['cash']);
    const close = await client.call('POST', '/functions/v1/z-report/close', {
      token: admin,
      body: { day: DAY },
    });
    expect(close.status).toBe(201);
    report = (
      await client.call<{ data: ZReportResponse }>('GET', `/functions/v1/z-report?day=${DAY}`, {
        token: admin,
      })
    ).body.data;
    expect(report.report.gross_sales_minor).toBe(12_345 + 47_500 + 123_456_78);
  });

  it('XLSX: the summary, methods and VAT rates as number cells in lira, the header with the outlet and Z number', async () => {
    const res = await get(`/functions/v1/z-report/export?day=${DAY}&format=xlsx&lang=tr`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="z-raporu-${DAY}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const head = workbook.getWorksheet('Z raporu');
    expect(head?.getCell('A3').value).toBe(OUTLET);
    expect(head?.getCell('C3').value).toBe(report.closing?.z_number);
    const summary = workbook.getWorksheet('Özet');
    const byItem = new Map<string, ExcelJS.Row>();
    summary?.eachRow((row) => byItem.set(String(row.getCell(1).value), row));
    expect(byItem.get('Brüt satış')?.getCell(2).value).toBe(report.report.gross_sales_minor / 100);
    expect(byItem.get('Brüt satış')?.getCell(3).value).toBe(report.report.vat_total_minor / 100);
    expect(byItem.get('Net satış')?.getCell(2).value).toBe(report.report.net_sales_minor / 100);
    expect(byItem.get('Brüt satış')?.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    const methods = workbook.getWorksheet('Ödeme tipleri');
    expect(methods?.getCell('A3').value).toBe('Kart');
    expect(methods?.getCell('B3').value).toBe(report.report.by_method.card.sales_minor / 100);
    expect(methods?.getCell('B4').value).toBe(report.report.by_method.cash.sales_minor / 100);
    const rates = workbook.getWorksheet('KDV');
    const rows: unknown[][] = [];
    rates?.eachRow((row, n) => {
      if (n > 2) rows.push([row.getCell(1).value, row.getCell(2).value, row.getCell(3).value]);
    });
    expect(rows).toEqual(
      report.report.by_vat_rate.map((r) => [`%${r.vat_rate}`, r.gross_minor / 100, r.vat_minor / 100]),
    );
  });

  it('PDF: the outlet (Turkish letters intact), the Z number, the print time and the amounts', async () => {
    const before = new Date();
    const res = await get(`/functions/v1/z-report/export?day=${DAY}&format=pdf&lang=tr`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="z-raporu-${DAY}.pdf"`);
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain(OUTLET);
    expect(text).toContain(`Z no: ${report.closing?.z_number}`);
    expect(text).toContain('İş günü: 17.03.2026');
    const printed = new Intl.DateTimeFormat('tr-TR', {
      dateStyle: 'short',
      timeZone: 'Europe/Istanbul',
    }).format(before);
    expect(text).toMatch(new RegExp(`Yazdırılma: ${printed.replace(/\./g, '\\.')} \\d{2}:\\d{2}:\\d{2}`));
    expect(text).toContain(trMoney(report.report.gross_sales_minor));
    expect(text).toContain('123.456,78');
    expect(text).toContain(trMoney(report.report.by_method.cash.sales_minor));
  });

  it('English PDF and the CSV answer in their language; a cashier is refused', async () => {
    const pdf = await get(`/functions/v1/z-report/export?day=${DAY}&format=pdf&lang=en`);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="z-report-${DAY}.pdf"`);
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain('Z report');
    expect(text).toContain('Business day: 17/03/2026');
    expect(text).toContain('123,456.78');

    const csv = await get(`/functions/v1/z-report/export?day=${DAY}&format=csv&lang=tr`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const parsed = parseCsv(await csv.text());
    if (!parsed.ok) throw new Error('CSV did not parse');
    expect(parsed.records.find((r) => r.cells[1] === 'Brüt satış')?.cells[2]).toBe(
      trMoney(report.report.gross_sales_minor),
    );

    const bad = await get(`/functions/v1/z-report/export?day=${DAY}&format=doc`);
    expect(bad.status).toBe(400);
    const cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
      .access_token;
    expect((await get(`/functions/v1/z-report/export?day=${DAY}&format=pdf`, cashier)).status).toBe(403);
  });
});

describe('range report exports (XLSX, CSV) read back against the JSON report', () => {
  let report: RangeReport;
  const query = `from=${DAY}&to=${DAY}`;

  beforeAll(async () => {
    const res = await client.call<{ data: RangeReport }>('GET', `/rest/v1/reports/range?${query}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    report = res.body.data;
    expect(report.totals.orders).toBeGreaterThan(0);
  });

  it('XLSX: the totals and every item as number cells in lira, sheet names in Turkish', async () => {
    const res = await get(`/rest/v1/reports/range/export?${query}&format=xlsx&lang=tr`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="donem-raporu-${DAY}_${DAY}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const names = workbook.worksheets.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Özet', 'Ürünler', 'Kategoriler', 'Saatler', 'Mağazalar']));
    const totals = workbook.getWorksheet('Özet');
    if (!totals) throw new Error('no Özet sheet');
    const headers = (totals.getRow(2).values as unknown[]).slice(1);
    const cell = (row: number, header: string) => totals?.getRow(row).getCell(headers.indexOf(header) + 1);
    expect(cell(3, 'Sipariş')?.value).toBe(report.totals.orders);
    expect(cell(3, 'Brüt satış (TL)')?.value).toBe(report.totals.gross_minor / 100);
    expect(cell(3, 'Brüt satış (TL)')?.numFmt).toContain('TL');
    expect(cell(4, 'Net satış (TL)')?.value).toBe(report.previous_totals.net_minor / 100);
    const items = workbook.getWorksheet('Ürünler');
    const rows: unknown[][] = [];
    items?.eachRow((row, n) => {
      if (n > 2) rows.push([row.getCell(1).value, row.getCell(2).value, row.getCell(3).value]);
    });
    expect(rows).toEqual(report.by_item.map((i) => [i.name, i.quantity, i.gross_minor / 100]));
    expect(rows.map((r) => r[0])).toContain('Çiğ köfte dürüm');
  });

  it('CSV in English: each table titled, amounts with two decimals; a reversed range is refused at its field', async () => {
    const res = await get(`/rest/v1/reports/range/export?${query}&format=csv&lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="range-report-${DAY}_${DAY}.csv"`,
    );
    const parsed = parseCsv(await res.text());
    if (!parsed.ok) throw new Error('CSV did not parse');
    const rows = parsed.records.map((r) => r.cells);
    const itemsAt = rows.findIndex((r) => r[0] === 'Items');
    expect(rows[itemsAt + 1]?.slice(0, 3)).toEqual(['Item', 'Quantity', 'Gross sales (TRY)']);
    const kunefe = rows.slice(itemsAt).find((r) => r[0] === 'Künefe');
    expect(kunefe?.slice(1, 3)).toEqual(['1', '123456.78']);

    const reversed = await client.call<{ error: { code: string; details?: { field: string }[] } }>(
      'GET',
      `/rest/v1/reports/range/export?from=2026-03-18&to=${DAY}&format=csv`,
      { token: admin },
    );
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.code).toBe('range_reversed');
    expect(reversed.body.error.details?.[0]?.field).toBe('from');
  });
});

describe("the sales dashboard's export (XLSX, CSV) read back against the dashboard's JSON", () => {
  let data: SalesDashboard;
  const query = `preset=custom&from=${DAY}&to=${DAY}`;

  beforeAll(async () => {
    const res = await client.call<{ data: SalesDashboard }>('GET', `/functions/v1/sales-dashboard?${query}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    data = res.body.data;
    expect(data.summary.orders).toBeGreaterThan(0);
    expect(data.top_products.length).toBeGreaterThan(0);
  });

  it('XLSX: the summary against last week, the hours and the top sellers as number cells in lira', async () => {
    const res = await get(`/functions/v1/sales-dashboard/export?${query}&format=xlsx&lang=tr`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="kontrol-paneli-${DAY}_${DAY}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Özet', 'Saatler', 'En çok satanlar', 'Kanallar', 'Kiosk ve kasalar']),
    );
    /** A sheet's rows under its title and headers, as objects by header. */
    const rowsOf = (name: string) => {
      const sheet = workbook.getWorksheet(name);
      if (!sheet) throw new Error(`no ${name} sheet`);
      const headers = (sheet.getRow(2).values as unknown[]).slice(1).map(String);
      const rows: Record<string, unknown>[] = [];
      sheet.eachRow((row, n) => {
        if (n > 2) rows.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1).value])));
      });
      return rows;
    };
    const [now, before] = rowsOf('Özet');
    expect(now).toMatchObject({
      Sipariş: data.summary.orders,
      'Brüt satış (TL)': data.summary.gross_sales_minor / 100,
      'Ortalama fiş (TL)': data.summary.average_ticket_minor / 100,
      'Kartla ödenen (TL)': data.summary.card_minor / 100,
      'Nakit ödenen (TL)': data.summary.cash_minor / 100,
      'İadeler (TL)': data.summary.refunds_minor / 100,
    });
    expect(before).toMatchObject({
      Sipariş: data.previous_summary.orders,
      'Brüt satış (TL)': data.previous_summary.gross_sales_minor / 100,
    });
    expect(rowsOf('Saatler').map((h) => [h.Saat, h.Sipariş, h['Brüt satış (TL)']])).toEqual(
      data.by_hour.map((h) => [`${String(h.hour).padStart(2, '0')}:00`, h.orders, h.gross_minor / 100]),
    );
    const top = rowsOf('En çok satanlar').map((p) => [p.Ürün, p.Adet, p['Brüt satış (TL)']]);
    expect(top).toEqual(data.top_products.map((p) => [p.name, p.quantity, p.gross_minor / 100]));
    expect(top.map((p) => p[0])).toContain('Çiğ köfte dürüm');
    const sheet = workbook.getWorksheet('Özet');
    expect(sheet?.getRow(3).getCell(5).type).toBe(ExcelJS.ValueType.Number);
  });

  it('CSV in English: each table titled, amounts with two decimals; a reversed range 400 at its field; a cashier 403', async () => {
    const res = await get(`/functions/v1/sales-dashboard/export?${query}&format=csv&lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="dashboard-${DAY}_${DAY}.csv"`);
    const parsed = parseCsv(await res.text());
    if (!parsed.ok) throw new Error('CSV did not parse');
    const rows = parsed.records.map((r) => r.cells);
    const topAt = rows.findIndex((r) => r[0] === 'Top sellers');
    expect(rows[topAt + 1]).toEqual(['Item', 'Quantity', 'Gross sales (TRY)']);
    const kunefe = rows.slice(topAt).find((r) => r[0] === 'Künefe');
    expect(kunefe).toEqual(['Künefe', '1', '123456.78']);
    const channelsAt = rows.findIndex((r) => r[0] === 'Channels');
    const channels = data.by_channel.map((c) => [
      c.channel === 'kiosk' ? 'Kiosk' : 'Till',
      String(c.orders),
      (c.gross_minor / 100).toFixed(2),
    ]);
    expect(rows.slice(channelsAt + 2, channelsAt + 2 + channels.length)).toEqual(channels);

    const reversed = await client.call<{ error: { code: string; details?: { field: string }[] } }>(
      'GET',
      `/functions/v1/sales-dashboard/export?preset=custom&from=2026-03-18&to=${DAY}&format=csv`,
      { token: admin },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.code).toBe('validation_failed');
    // the dashboard's own rule (a start after the end), said at the end date as the dashboard does
    expect(reversed.body.error.details?.[0]?.field).toBe('query.to');
    const cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body;
    expect(
      (await get(`/functions/v1/sales-dashboard/export?${query}&format=csv`, cashier.access_token)).status,
    ).toBe(403);
  });
});
