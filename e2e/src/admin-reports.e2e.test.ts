import { readFile } from 'node:fs/promises';
import { startSimulator } from '@kiosk/terminal-simulator';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot, settle, sidewaysOverflow } from './browser.js';
import {
  callApi,
  DEMO,
  openTillSessionByApi,
  signInByApi,
  signInKioskByApi,
  storedSession,
  type TokenBody,
} from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

// Sales reports (issue 21): a kiosk order paid by card at the simulated terminal, a till order paid
// in cash, a till order paid by card and one refund (the cash order's, returned in cash) go
// through the API; the dashboard shows them, the Z report's totals equal the orders' and the
// payments' totals in the database, the day is closed and the CSV downloaded and read. Screenshots
// of the dashboard and the report in Turkish and English. One server, one browser for the file.

interface MenuData {
  products: Array<{ id: string; name: string }>;
  productConfigurations: Array<{ product_id: string; step_id: string }>;
  configurationSteps: Array<{ id: string; required: boolean }>;
  stepOptions: Array<{ step_id: string; option_id: string; is_default: boolean }>;
}
interface CreatedOrder {
  id: string;
  total_minor: number;
}

const WAIT = { timeout: 30_000 };

let simulator: Awaited<ReturnType<typeof startSimulator>>;
let server: E2eServer;
let browser: Browser;
let admin: TokenBody;
let cashier: TokenBody;
let kiosk: TokenBody;
let menu: MenuData;
let terminalId: string;
let db: pg.Client;

function lineFor(name: string, quantity = 1) {
  const product = menu.products.find((p) => p.name === name);
  if (!product) throw new Error(`no product ${name} on the menu`);
  const selection: Record<string, Record<string, number>> = {};
  for (const link of menu.productConfigurations.filter((c) => c.product_id === product.id)) {
    const step = menu.configurationSteps.find((s) => s.id === link.step_id);
    const options = menu.stepOptions.filter((o) => o.step_id === link.step_id);
    const chosen = options.find((o) => o.is_default) ?? (step?.required ? options[0] : undefined);
    selection[link.step_id] = chosen ? { [chosen.option_id]: 1 } : {};
  }
  return { product_id: product.id, quantity, selection };
}

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function paidKioskOrder(...names: string[]): Promise<CreatedOrder> {
  const created = await callApi<{ data: CreatedOrder }>(
    server.urls.kiosk,
    kiosk.access_token,
    '/functions/v1/manage-orders/create',
    {
      items: names.map((n) => lineFor(n)),
      order_type: 'takeaway',
    },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const started = await callApi<{ data: { attempt_id: string } }>(
    server.urls.kiosk,
    kiosk.access_token,
    '/functions/v1/kiosk-payment/start',
    {
      order_id: created.body.data.id,
    },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await until('the kiosk payment', async () => {
    const status = await callApi<{ data: { step: string } }>(
      server.urls.kiosk,
      kiosk.access_token,
      `/functions/v1/kiosk-payment/status?attempt_id=${started.body.data.attempt_id}`,
    );
    const step = status.body.data.step;
    if (!['connecting', 'waiting', 'creating_order', 'paid'].includes(step))
      throw new Error(`payment ${step}`);
    return step === 'paid' ? true : undefined;
  });
  return created.body.data;
}

async function tillOrder(...names: string[]): Promise<CreatedOrder> {
  const created = await callApi<{ data: CreatedOrder }>(
    server.urls.sale,
    cashier.access_token,
    '/functions/v1/manage-orders/create',
    {
      items: names.map((n) => lineFor(n)),
    },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

async function payAtTill(order: CreatedOrder, method: 'card' | 'cash') {
  const body =
    method === 'cash'
      ? { method, amount_minor: order.total_minor, tendered_minor: order.total_minor + 1_000 }
      : { method, amount_minor: order.total_minor };
  const paid = await callApi<{ data: { id: string } }>(
    server.urls.sale,
    cashier.access_token,
    `/api/till/orders/${order.id}/payments`,
    {
      pos_device_id: terminalId,
      ...body,
    },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  await until('the till payment', async () => {
    const state = await callApi<{ data: { status: string } }>(
      server.urls.sale,
      cashier.access_token,
      `/api/till/orders/${order.id}/payments`,
    );
    return state.body.data.status === 'paid' ? true : undefined;
  });
}

const money = (minor: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

const PHONE = { width: 390, height: 844 };

async function openAdmin(path: string, language: 'tr' | 'en', viewport = { width: 1440, height: 1300 }) {
  const opened = await openPage(browser, {
    viewport,
    localStorage: { ...storedSession('admin', admin), language },
  });
  await opened.page.goto(`${server.urls.admin}${path}`);
  return opened;
}

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').trim();

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 100, log: () => {} });
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  // The outlet's business day: the server's pool sets the outlet's time zone on every connection,
  // so this client does too (after 21:00 UTC, UTC's current_date is yesterday in Istanbul).
  db = new pg.Client({ connectionString: server.databaseUrl, options: '-c TimeZone=Europe/Istanbul' });
  await db.connect();
  await db.query('UPDATE pos_devices SET ip_address = $1, port = $2', ['127.0.0.1', simulator.port]);
  terminalId =
    (await db.query<{ id: string }>('SELECT id FROM pos_devices WHERE is_active ORDER BY created_at LIMIT 1'))
      .rows[0]?.id ?? '';
  [admin, cashier, kiosk] = await Promise.all([
    signInByApi(server.urls.admin, DEMO.admin),
    signInByApi(server.urls.sale, DEMO.cashier),
    signInKioskByApi(server.urls.kiosk),
  ]);
  // cash at the till needs an open till session (the drawer)
  await openTillSessionByApi(server.urls.sale, cashier.access_token, terminalId);
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
}, 180_000);

afterAll(async () => {
  await db?.end();
  await closeBrowser(browser);
  await server?.stop();
  await simulator?.stop();
});

describe('sales reports', () => {
  it('the dashboard and the Z report show paid kiosk and till orders and a refund; close the day; CSV', async () => {
    await paidKioskOrder('Klasik Burger', 'Ayran');
    const cash = await tillOrder('Ayran', 'Ayran');
    await payAtTill(cash, 'cash');
    const card = await tillOrder('Klasik Burger');
    await payAtTill(card, 'card');
    const refund = await callApi<{ data: unknown }>(
      server.urls.sale,
      cashier.access_token,
      `/api/till/orders/${cash.id}/refunds`,
      {
        pos_device_id: terminalId,
        reason: 'Müşteri iade',
      },
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    // What the database holds for today: the paid orders and the money that moved.
    const facts = (
      await db.query<{
        day: string;
        gross: string;
        collected: string;
        refunded: string;
        card: string;
        cash: string;
        n: string;
      }>(`
        SELECT current_date::text AS day,
          (SELECT sum(total_minor) FROM orders WHERE business_day = current_date AND payment_status = 'paid')::text AS gross,
          (SELECT count(*) FROM orders WHERE business_day = current_date AND payment_status = 'paid')::text AS n,
          (SELECT sum(p.amount_minor) FROM payment_attempts p JOIN orders o ON o.id = p.order_id
            WHERE o.business_day = current_date AND p.status = 'approved')::text AS collected,
          (SELECT sum(p.amount_minor) FROM payment_attempts p JOIN orders o ON o.id = p.order_id
            WHERE o.business_day = current_date AND p.status = 'approved' AND p.method = 'card')::text AS card,
          (SELECT sum(p.amount_minor) FROM payment_attempts p JOIN orders o ON o.id = p.order_id
            WHERE o.business_day = current_date AND p.status = 'approved' AND p.method = 'cash')::text AS cash,
          (SELECT coalesce(sum(r.amount_minor), 0) FROM payment_reversals r JOIN orders o ON o.id = r.order_id
            WHERE o.business_day = current_date AND r.status = 'completed')::text AS refunded`)
    ).rows[0];
    if (!facts) throw new Error('no facts');
    const gross = Number(facts.gross);
    expect(Number(facts.n)).toBe(3);
    expect(Number(facts.collected)).toBe(gross);
    expect(Number(facts.refunded)).toBe(cash.total_minor);

    // The dashboard (Turkish): today's figures and the charts.
    {
      const { context, page, errors } = await openAdmin('/dashboard', 'tr');
      await page
        .getByTestId('sales-gross')
        .filter({ hasText: money(gross, 'tr-TR') })
        .waitFor(WAIT);
      expect(await text(page, 'sales-orders')).toBe('3');
      expect(await text(page, 'sales-card')).toContain(money(Number(facts.card), 'tr-TR'));
      expect(await text(page, 'sales-cash')).toContain(money(Number(facts.cash), 'tr-TR'));
      expect(await text(page, 'sales-refunds')).toContain(money(cash.total_minor, 'tr-TR'));
      await page.getByTestId('sales-chart-hours').locator('.recharts-line').first().waitFor(WAIT);
      await page.getByTestId('sales-chart-top-quantity').getByText('Ayran').first().waitFor(WAIT);
      // Live: a new paid kiosk order shows without a reload.
      const more = await paidKioskOrder('Ayran');
      await page.getByTestId('sales-orders').filter({ hasText: /^4$/ }).waitFor(WAIT);
      await page
        .getByTestId('sales-gross')
        .filter({ hasText: money(gross + more.total_minor, 'tr-TR') })
        .waitFor(WAIT);
      // Discounts and meal deals: these orders saved nothing (gross before discounts = what was
      // paid, net = that less the refund), by channel; no promotion, manual discount or deal.
      const card = page.getByTestId('sales-discounts');
      await card.getByRole('heading', { name: 'İndirimler ve menüler' }).waitFor(WAIT);
      await page
        .getByTestId('discounts-gross')
        .filter({ hasText: money(gross + more.total_minor, 'tr-TR') })
        .waitFor(WAIT);
      expect(await text(page, 'discounts-discount')).toContain(money(0, 'tr-TR'));
      expect(await text(page, 'discounts-net')).toContain(
        money(gross + more.total_minor - cash.total_minor, 'tr-TR'),
      );
      const channels = await text(page, 'discounts-channels');
      expect(channels).toContain('Kiosk');
      expect(channels).toContain('Kasa');
      expect(await text(page, 'discounts-promotions')).toContain('Bu dönemde kampanya uygulanmadı');
      expect(await text(page, 'discounts-deals')).toContain('Bu dönemde menü satılmadı');
      // Money axes and tooltips in the shared format (₺); the share charts' labels inside the chart.
      const ticks = page
        .getByTestId('sales-chart-hours')
        .locator('.recharts-yAxis .recharts-cartesian-axis-tick-value');
      expect(await ticks.last().textContent()).toContain('₺');
      expect(
        await page
          .getByTestId('sales-chart-top-amount')
          .locator('.recharts-xAxis .recharts-cartesian-axis-tick-value')
          .last()
          .textContent(),
      ).toContain('₺');
      const shares = page.getByTestId('sales-chart-channels').locator('.recharts-label-list text');
      expect((await shares.allTextContents()).filter((share) => share.endsWith('%')).length).toBe(4);
      for (const chart of await page
        .getByTestId('sales-chart-channels')
        .locator('svg.recharts-surface')
        .all()) {
        const box = await chart.boundingBox();
        for (const label of await chart.locator('.recharts-label-list text').all()) {
          const at = await label.boundingBox();
          if (!box || !at) continue;
          expect(at.x).toBeGreaterThanOrEqual(box.x);
          expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width);
        }
      }
      await settle(page);
      await screenshot(page, 'admin-reports-dashboard-tr');

      // A custom range whose start is after its end is refused at the field, without the figures
      // of the range before; one over the server's limit says the limit.
      await page.getByRole('button', { name: 'Özel' }).click();
      await page.getByTestId('sales-range-from').fill('2026-03-10');
      await page.getByTestId('sales-range-to').fill('2026-03-01');
      await expect
        .poll(() => text(page, 'sales-range-error'))
        .toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz');
      // said at the start, the field that is wrong
      expect(await page.getByTestId('sales-range-from').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByTestId('sales-range-to').getAttribute('aria-invalid')).toBeNull();
      expect(await text(page, 'sales-gross')).toBe('…');
      expect(await page.getByTestId('sales-chart-hours').count()).toBe(0);
      await settle(page);
      await screenshot(page, 'admin-reports-dashboard-range-error-tr');
      await page.getByTestId('sales-range-from').fill('2024-01-01');
      await expect
        .poll(() => text(page, 'sales-range-error'))
        .toBe('Tarih aralığı en fazla 366 gün olabilir');
      expect(await page.getByTestId('sales-range-to').getAttribute('aria-invalid')).toBe('true');
      expect(await text(page, 'sales-gross')).toBe('…');
      expect(errors).toEqual([]);
      await context.close();
    }
    // On a phone: nothing scrolls sideways, no figure is cut.
    {
      const { context, page, errors } = await openAdmin('/dashboard', 'tr', PHONE);
      await page.getByTestId('sales-chart-hours').locator('.recharts-line').first().waitFor(WAIT);
      await settle(page);
      await screenshot(page, 'admin-reports-dashboard-390-tr');
      expect(await sidewaysOverflow(page, '[data-testid^="sales-"]')).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }

    const total = Number(
      (
        await db.query<{ s: string }>(
          `SELECT sum(total_minor)::text AS s FROM orders WHERE business_day = current_date AND payment_status = 'paid'`,
        )
      ).rows[0]?.s,
    );
    // The Z report: its totals are the orders' and the payments' totals; close the day; the CSV.
    {
      const { context, page, errors } = await openAdmin('/reports', 'tr');
      await page
        .getByTestId('z-gross')
        .filter({ hasText: money(total, 'tr-TR') })
        .waitFor(WAIT);
      expect(await text(page, 'z-refunds')).toContain(money(cash.total_minor, 'tr-TR'));
      expect(await text(page, 'z-net')).toContain(money(total - cash.total_minor, 'tr-TR'));
      expect(await text(page, 'z-count-sales')).toBe('4');
      expect(await text(page, 'z-count-refunds')).toBe('1');
      // Discounts and meal deals: gross before discounts, none given, net after the refund; by channel.
      expect(await text(page, 'z-discounts-gross')).toContain(money(total, 'tr-TR'));
      expect(await text(page, 'z-discounts-discount')).toContain(money(0, 'tr-TR'));
      expect(await text(page, 'z-discounts-net')).toContain(money(total - cash.total_minor, 'tr-TR'));
      expect(await page.getByTestId('z-channel-kiosk').count()).toBe(1);
      expect(await text(page, 'z-channel-till')).toContain(money(cash.total_minor, 'tr-TR'));
      // The refund by KDV rate: all of it at the rate of the refunded order's lines (Ayran), the
      // other rates none; the net per rate is gross - refunds.
      const ayranRate = Number(
        (
          await db.query<{ r: number }>('SELECT max(vat_rate) AS r FROM order_items WHERE order_id = $1', [
            cash.id,
          ])
        ).rows[0]?.r,
      );
      expect(await text(page, `z-vat-${ayranRate}-refund`)).toContain(money(cash.total_minor, 'tr-TR'));
      for (const rate of [1, 10, 20].filter((r) => r !== ayranRate))
        expect(await text(page, `z-vat-${rate}-refund`)).toContain(money(0, 'tr-TR'));
      const api = await callApi<{
        data: {
          report: {
            collected_minor: number;
            gross_sales_minor: number;
            by_vat_rate: Array<{
              gross_minor: number;
              vat_minor: number;
              net_base_minor: number;
              refund_minor: number;
              net_minor: number;
            }>;
          };
        };
      }>(server.urls.admin, admin.access_token, `/functions/v1/z-report?day=${facts.day}`);
      const report = api.body.data.report;
      expect(report.collected_minor).toBe(total);
      expect(report.by_vat_rate.reduce((a, r) => a + r.gross_minor, 0)).toBe(total);
      expect(report.by_vat_rate.reduce((a, r) => a + r.refund_minor, 0)).toBe(cash.total_minor);
      expect(report.by_vat_rate.reduce((a, r) => a + r.net_minor, 0)).toBe(total - cash.total_minor);
      const vat = Number(
        (
          await db.query<{
            v: string;
          }>(`SELECT sum(i.vat_minor)::text AS v FROM order_items i JOIN orders o ON o.id = i.order_id
            WHERE o.business_day = current_date AND o.payment_status = 'paid'`)
        ).rows[0]?.v,
      );
      expect(report.by_vat_rate.reduce((a, r) => a + r.vat_minor, 0)).toBe(vat);
      await settle(page);
      await screenshot(page, 'admin-reports-z-tr');
      // On a phone the report's tables become rows of figures: no sideways scroll, no amount cut.
      await page.setViewportSize(PHONE);
      await settle(page);
      expect(await sidewaysOverflow(page, '#z-report td, #z-report [data-testid^="z-"]')).toEqual([]);
      await screenshot(page, 'admin-reports-z-390-tr');
      await page.setViewportSize({ width: 1440, height: 1300 });

      await page.getByTestId('z-close').click();
      await page.getByTestId('z-close-confirm').click();
      await page.getByTestId('z-closed').waitFor(WAIT);
      expect(await page.getByTestId('z-close').count()).toBe(0);

      const [download] = await Promise.all([
        page.waitForEvent('download', WAIT),
        page.getByTestId('z-csv').click(),
      ]);
      const path = await download.path();
      const bytes = await readFile(path);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = bytes
        .subarray(3)
        .toString('utf8')
        .trim()
        .split('\r\n')
        .map((r) => r.split(';'));
      expect(rows[0]).toEqual(['Bölüm', 'Kalem', 'Tutar (TL)', 'KDV (TL)', 'Matrah (TL)']);
      const [y, m, d] = facts.day.split('-');
      expect(rows).toContainEqual(['Özet', 'İş günü', `${d}.${m}.${y}`, '', '']);
      expect(rows.find((r) => r[1] === 'Brüt satış')?.[2]).toBe(money(total, 'tr-TR'));
      expect(rows.find((r) => r[1] === 'İadeler')?.[2]).toBe(money(cash.total_minor, 'tr-TR'));
      expect(rows.find((r) => r[1] === 'Satış sayısı')?.[2]).toBe('4');
      expect(rows.find((r) => r[1] === 'Kart – Brüt satış')?.[2]).toBe(
        money(total - cash.total_minor, 'tr-TR'),
      );
      expect(rows.find((r) => r[1] === 'Nakit – İadeler')?.[2]).toBe(money(cash.total_minor, 'tr-TR'));
      expect(errors).toEqual([]);
      await context.close();
    }

    // English: the dashboard and the closed report.
    {
      const { context, page, errors } = await openAdmin('/dashboard', 'en');
      await page
        .getByTestId('sales-gross')
        .filter({ hasText: money(total, 'en-US') })
        .waitFor(WAIT);
      await page.getByRole('heading', { name: 'Discounts and meal deals' }).waitFor(WAIT);
      await page.getByTestId('sales-chart-hours').locator('.recharts-line').first().waitFor(WAIT);
      await settle(page);
      await screenshot(page, 'admin-reports-dashboard-en');
      await page.goto(`${server.urls.admin}/reports`);
      await page.getByTestId('z-closed').waitFor(WAIT);
      await page.getByRole('heading', { name: 'End-of-day (Z) report' }).waitFor(WAIT);
      await page.getByRole('heading', { name: 'Discounts and meal deals' }).waitFor(WAIT);
      await settle(page);
      await screenshot(page, 'admin-reports-z-en');
      // The printout's header: the outlet, the Z number of the closed day and when it was printed.
      await page.emulateMedia({ media: 'print' });
      const header = page.getByTestId('z-print-header');
      await header.waitFor(WAIT);
      const printed = (await header.textContent()) ?? '';
      expect(printed).toContain('Demo Büfe');
      expect(printed).toContain('Z no. 1');
      expect(printed).toMatch(/Printed: \d/);
      await page.setViewportSize({ width: 794, height: 1123 });
      await settle(page);
      await screenshot(page, 'admin-reports-z-print-en');
      await page.emulateMedia({ media: 'screen' });
      expect(errors).toEqual([]);
      await context.close();
    }

    // A till order with a happy-hour saving, a manual discount and a meal deal, written to the
    // tables as the order service writes them: the card lists the promotion, the reason and the deal.
    {
      const id = (name: string) => menu.products.find((p) => p.name === name)?.id ?? null;
      const user = (
        await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO.admin.email])
      ).rows[0]?.id;
      const order = (
        await db.query<{ id: string }>(
          `INSERT INTO orders (order_number, reference_number, business_day, created_by_user_id, order_type,
            subtotal_minor, tax_minor, total_minor, channel, gross_minor, discount_minor, manual_discounts, metadata,
            status, payment_status, paid_at)
          VALUES ('E2EDISC1', 901, current_date, $1, 'takeaway', 41000, 0, 41000, 'till', 47500, 6500, $2, '{}',
            'completed', 'paid', now()) RETURNING id`,
          [
            user,
            JSON.stringify([{ id: 'm1', type: 'amount', value: 2000, reason: 'Personel', scope: 'order' }]),
          ],
        )
      ).rows[0]?.id;
      const happy = { kind: 'promotion', id: 'happy', name: 'Happy hour' };
      const item = async (v: {
        product: string;
        gross: number;
        total: number;
        discount: number;
        kind: string;
        parent?: string;
        savings?: unknown[];
      }) =>
        (
          await db.query<{ id: string }>(
            `INSERT INTO order_items (order_id, product_id, product_name, quantity, unit_price_minor, total_price_minor,
              vat_rate, vat_minor, configurations, kind, parent_item_id, gross_minor, discount_minor, savings)
            VALUES ($1, $2, $3, 1, $4, $5, 10, 0, '[]', $6, $7, $8, $9, $10) RETURNING id`,
            [
              order,
              id(v.product),
              v.product,
              v.gross,
              v.total,
              v.kind,
              v.parent ?? null,
              v.gross,
              v.discount,
              JSON.stringify(v.savings ?? []),
            ],
          )
        ).rows[0]?.id as string;
      await item({
        product: 'Klasik Burger',
        gross: 20000,
        total: 15500,
        discount: 4500,
        kind: 'item',
        savings: [
          { ...happy, amount_minor: 2500 },
          { kind: 'manual', id: 'm1', name: 'Personel', amount_minor: 2000 },
        ],
      });
      const deal = await item({
        product: 'Klasik Burger Menü',
        gross: 27500,
        total: 0,
        discount: 2000,
        kind: 'deal',
        savings: [{ ...happy, amount_minor: 2000 }],
      });
      await item({
        product: 'Klasik Burger',
        gross: 16000,
        total: 16000,
        discount: 0,
        kind: 'deal_part',
        parent: deal,
      });
      await item({
        product: 'Ayran',
        gross: 9500,
        total: 9500,
        discount: 0,
        kind: 'deal_part',
        parent: deal,
      });

      const { context, page, errors } = await openAdmin('/dashboard', 'tr');
      await page.getByTestId('discounts-promotions').getByText('Happy hour').waitFor(WAIT);
      expect(await text(page, 'discounts-discount')).toContain(money(6500, 'tr-TR'));
      expect(await text(page, 'discounts-promotions')).toContain(money(4500, 'tr-TR'));
      expect(await text(page, 'discounts-manual')).toContain('Personel');
      const deals = await text(page, 'discounts-deals');
      expect(deals).toContain('Klasik Burger Menü');
      expect(deals).toContain(money(25500, 'tr-TR'));
      await page.getByTestId('sales-discounts').scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, 'admin-reports-discounts-tr');
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 240_000);
});
