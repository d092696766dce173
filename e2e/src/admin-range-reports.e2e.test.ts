import { readFile } from 'node:fs/promises';
import { parseCsv } from '@kiosk/domain';
import ExcelJS from 'exceljs';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot, settle, sidewaysOverflow } from './browser.js';
import { DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

// Reports beyond one day (issue 34): paid orders of this week and of the period before are written
// to the database (the triggers keep the aggregates); the range report shows them beside the
// previous period, switches presets through the address, downloads its XLSX and CSV (opened and
// compared with the page's figures), the Z report's PDF is downloaded; a reversed custom range is
// said at its field on the range report and on the dashboard, without figures under it; the pages
// fit a 390 px phone. Turkish and English; screenshots at 1440 and 390 px.

const WAIT = { timeout: 30_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 1300 };

let server: E2eServer;
let browser: Browser;
let admin: TokenBody;
let db: pg.Client;
let today: string;
let sequence = 0;

/** A paid cash order of `daysAgo` business days before today, one line per item. */
async function paidOrder(daysAgo: number, lines: Array<{ name: string; total: number }>): Promise<number> {
  sequence += 1;
  const total = lines.reduce((a, l) => a + l.total, 0);
  const kiosk = (await db.query<{ id: string }>('SELECT id FROM kiosk_users ORDER BY created_at LIMIT 1'))
    .rows[0];
  const order = await db.query<{ id: string }>(
    `INSERT INTO orders (order_number, reference_number, business_day, kiosk_id, channel, order_type,
       subtotal_minor, tax_minor, total_minor, created_at, metadata)
     VALUES ($1, $2, current_date - $3::int, $4, 'kiosk', 'takeaway', $5, 0, $5,
       (current_date - $3::int) + time '12:15', '{}') RETURNING id`,
    [`RR${String(sequence).padStart(6, '0')}`, 900 + sequence, daysAgo, kiosk?.id, total],
  );
  const id = order.rows[0]?.id;
  for (const line of lines)
    await db.query(
      `INSERT INTO order_items (order_id, product_id, product_name, quantity, unit_price_minor,
         total_price_minor, vat_rate, vat_minor, configurations)
       VALUES ($1, NULL, $2, 1, $3, $3, 10, 0, '[]')`,
      [id, line.name, line.total],
    );
  await db.query(
    `INSERT INTO payment_attempts (order_id, attempt_no, driver, method, pos_device_id, status, amount_minor)
     VALUES ($1, 1, 'REST', 'cash', NULL, 'approved', $2)`,
    [id, total],
  );
  await db.query(
    `UPDATE orders SET status = 'paid', payment_status = 'paid', paid_at = now() WHERE id = $1`,
    [id],
  );
  return total;
}

const money = (minor: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

async function openAdmin(path: string, language: 'tr' | 'en', viewport = DESKTOP) {
  const opened = await openPage(browser, {
    viewport,
    localStorage: { ...storedSession('admin', admin), language },
  });
  await opened.page.goto(`${server.urls.admin}${path}`);
  return opened;
}

/** What makes the page itself scroll sideways or cuts a figure; a table scrolling in its own box is allowed. */
async function pageOverflow(page: Page, cut: string): Promise<string[]> {
  return (await sidewaysOverflow(page, cut)).filter((found) => !found.startsWith('scrolls: section'));
}

/** A downloaded file: its name and bytes. */
async function download(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download', WAIT), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

let weekTotal = 0;
let earlierTotal = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  db = new pg.Client({ connectionString: server.databaseUrl, options: '-c TimeZone=Europe/Istanbul' });
  await db.connect();
  today = (await db.query<{ d: string }>('SELECT current_date::text AS d')).rows[0]?.d ?? '';
  admin = await signInByApi(server.urls.admin, DEMO.admin);
  // today (in this week and in the last 30 days) and 40 days ago (the 30 days before those)
  weekTotal += await paidOrder(0, [
    { name: 'Çiğ Köfte Dürüm', total: 12_550 },
    { name: 'Şalgam', total: 3_000 },
  ]);
  weekTotal += await paidOrder(0, [{ name: 'Çiğ Köfte Dürüm', total: 12_550 }]);
  earlierTotal += await paidOrder(40, [{ name: 'Ayran', total: 2_500 }]);
}, 180_000);

afterAll(async () => {
  await db?.end();
  await closeBrowser(browser);
  await server?.stop();
});

describe('range report', () => {
  it('Turkish: presets in the address, figures beside the previous period, XLSX and CSV opened, the Z PDF', async () => {
    const { context, page, errors } = await openAdmin('/reports/range?preset=last_30_days', 'tr');
    await page
      .getByTestId('range-gross')
      .filter({ hasText: money(weekTotal, 'tr-TR') })
      .waitFor(WAIT);
    expect(await text(page, 'range-gross-previous')).toContain(money(earlierTotal, 'tr-TR'));
    expect(await text(page, 'range-orders')).toBe('2');
    expect(await text(page, 'range-orders-change')).toBe('+100%');
    await page.getByTestId('range-top-quantity').getByText('Çiğ Köfte Dürüm').waitFor(WAIT);
    await page.getByTestId('range-chart-hours').locator('path.recharts-rectangle').first().waitFor(WAIT);
    // the amount axis in TL
    const tick = page
      .getByTestId('range-chart-hours')
      .locator('.recharts-yAxis .recharts-cartesian-axis-tick-value');
    expect(await tick.last().textContent()).toContain('₺');
    await settle(page);
    await screenshot(page, 'admin-range-report-tr');

    // This week: the address keeps the preset; the earlier order is outside both periods now.
    await page.getByTestId('range-preset-this_week').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('preset')).toBe('this_week');
    await page
      .getByTestId('range-gross-previous')
      .filter({ hasText: money(0, 'tr-TR') })
      .waitFor(WAIT);
    const shownGross = await text(page, 'range-gross');
    expect(shownGross).toContain(money(weekTotal, 'tr-TR'));

    const xlsx = await download(page, 'range-download-xlsx');
    expect(xlsx.name).toMatch(/^donem-raporu-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const totals = workbook.getWorksheet('Özet');
    if (!totals) throw new Error('no Özet sheet');
    const headers = (totals.getRow(2).values as unknown[]).slice(1);
    const gross = totals?.getRow(3).getCell(headers.indexOf('Brüt satış (TL)') + 1).value;
    expect(shownGross).toContain(money(Number(gross) * 100, 'tr-TR'));
    expect(totals?.getRow(3).getCell(headers.indexOf('Sipariş') + 1).value).toBe(2);
    const items: unknown[] = [];
    workbook.getWorksheet('Ürünler')?.eachRow((row, n) => {
      if (n > 2) items.push(row.getCell(1).value);
    });
    expect(items).toContain('Çiğ Köfte Dürüm');

    const csv = await download(page, 'range-download-csv');
    expect(csv.name.endsWith('.csv')).toBe(true);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = parseCsv(csv.bytes.toString('utf8'));
    if (!parsed.ok) throw new Error('CSV did not parse');
    const header = parsed.records[1]?.cells ?? [];
    const period = parsed.records[2]?.cells ?? [];
    expect(period[header.indexOf('Brüt satış (TL)')]).toBe((weekTotal / 100).toFixed(2).replace('.', ','));
    expect(parsed.records.some((r) => r.cells[0] === 'Şalgam')).toBe(true);

    // The Z report's tab: the PDF of today.
    await page.getByTestId('report-tab-z').click();
    await page.getByTestId('z-pdf').waitFor(WAIT);
    const pdf = await download(page, 'z-pdf');
    expect(pdf.name).toBe(`z-raporu-${today}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reversed custom range is said at its field, with no figures under it (range report and dashboard)', async () => {
    const { context, page, errors } = await openAdmin('/reports/range?preset=this_week', 'tr');
    await page.getByTestId('range-gross').waitFor(WAIT);
    await page.getByTestId('range-preset-custom').click();
    await page.getByTestId('range-from').fill('2026-03-10');
    await page.getByTestId('range-to').fill('2026-03-01');
    await expect
      .poll(() => text(page, 'range-from-error'))
      .toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz');
    expect(await page.getByTestId('range-from').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('range-gross').count()).toBe(0);
    expect(await page.getByTestId('range-download-xlsx').isDisabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'admin-range-report-reversed-tr');
    await page.getByTestId('range-from').fill('2025-01-01');
    await expect.poll(() => text(page, 'range-to-error')).toBe('Dönem en fazla 366 gün olabilir');
    expect(await page.getByTestId('range-from-error').count()).toBe(0);

    await page.goto(`${server.urls.admin}/dashboard`);
    await page.getByRole('button', { name: 'Özel' }).click();
    await page.getByTestId('sales-range-from').fill('2026-03-10');
    await page.getByTestId('sales-range-to').fill('2026-03-01');
    await expect
      .poll(() => text(page, 'sales-range-error'))
      .toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz');
    expect(await page.getByTestId('sales-range-from').getAttribute('aria-invalid')).toBe('true');
    expect(await text(page, 'sales-gross')).toBe('…');
    await settle(page);
    await screenshot(page, 'admin-dashboard-reversed-range-tr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('English: the report and its CSV in English', async () => {
    const { context, page, errors } = await openAdmin('/reports/range?preset=last_30_days', 'en');
    await page
      .getByTestId('range-gross')
      .filter({ hasText: money(weekTotal, 'en-GB') })
      .waitFor(WAIT);
    expect(await text(page, 'report-tab-period')).toBe('Range report');
    await page.getByRole('heading', { name: 'Top sellers (quantity)' }).waitFor(WAIT);
    await page.getByTestId('range-chart-weekdays').locator('path.recharts-rectangle').first().waitFor(WAIT);
    await settle(page);
    await screenshot(page, 'admin-range-report-en');
    const csv = await download(page, 'range-download-csv');
    expect(csv.name).toMatch(/^range-report-.*\.csv$/);
    const parsed = parseCsv(csv.bytes.toString('utf8'));
    if (!parsed.ok) throw new Error('CSV did not parse');
    expect(parsed.records[0]?.cells[0]).toBe('Range report – Summary');
    const header = parsed.records[1]?.cells ?? [];
    expect(parsed.records[2]?.cells[header.indexOf('Gross sales (TRY)')]).toBe((weekTotal / 100).toFixed(2));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the dashboard's figures download as XLSX (Turkish) and CSV (English), the same as shown", async () => {
    const tr = await openAdmin('/dashboard', 'tr');
    await tr.page.getByTestId('sales-gross').filter({ hasText: '₺' }).waitFor(WAIT);
    await expect.poll(() => tr.page.getByTestId('dashboard-download-xlsx').isEnabled(), WAIT).toBe(true);
    const shown = await text(tr.page, 'sales-gross');
    await settle(tr.page);
    await screenshot(tr.page, 'admin-dashboard-downloads-tr-1440');
    const xlsx = await download(tr.page, 'dashboard-download-xlsx');
    expect(xlsx.name).toBe(`kontrol-paneli-${today}_${today}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const totals = workbook.getWorksheet('Özet');
    if (!totals) throw new Error('no Özet sheet');
    const headers = (totals.getRow(2).values as unknown[]).slice(1);
    const gross = Number(totals.getRow(3).getCell(headers.indexOf('Brüt satış (TL)') + 1).value);
    expect(gross).toBeGreaterThan(0);
    expect(shown).toContain(money(gross * 100, 'tr-TR'));
    expect(tr.errors).toEqual([]);
    await tr.context.close();

    const en = await openAdmin('/dashboard', 'en');
    await en.page.getByTestId('sales-gross').filter({ hasText: '₺' }).waitFor(WAIT);
    await expect.poll(() => en.page.getByTestId('dashboard-download-csv').isEnabled(), WAIT).toBe(true);
    expect(await text(en.page, 'dashboard-download-csv')).toBe('Download CSV');
    const csv = await download(en.page, 'dashboard-download-csv');
    expect(csv.name).toBe(`dashboard-${today}_${today}.csv`);
    const parsed = parseCsv(csv.bytes.toString('utf8'));
    if (!parsed.ok) throw new Error('CSV did not parse');
    expect(parsed.records[0]?.cells[0]).toBe('Dashboard sales – Summary');
    const header = parsed.records[1]?.cells ?? [];
    expect(parsed.records[2]?.cells[header.indexOf('Gross sales (TRY)')]).toBe(gross.toFixed(2));
    expect(en.errors).toEqual([]);
    await en.context.close();
  });

  it('a 390 px phone: the range report, dashboard, Z report, orders and till sessions never scroll sideways', async () => {
    const pages: Array<[string, string, string]> = [
      ['/reports/range?preset=last_30_days', 'range-chart-hours', 'admin-range-report-390-tr'],
      ['/dashboard', 'sales-chart-hours', 'admin-dashboard-390-range-tr'],
      ['/reports', 'z-gross', 'admin-z-report-390-exports-tr'],
      ['/orders', 'orders-cards', 'admin-orders-390-tr'],
      ['/till-sessions', 'till-sessions-table', 'admin-till-sessions-390-tr'],
    ];
    for (const [path, ready, name] of pages) {
      const { context, page, errors } = await openAdmin(path, 'tr', PHONE);
      await page.waitForLoadState('networkidle');
      await page
        .getByTestId(ready)
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      await settle(page);
      await screenshot(page, name);
      expect(await pageOverflow(page, '[data-testid^="range-"], [data-testid^="z-"]'), path).toEqual([]);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });
});
