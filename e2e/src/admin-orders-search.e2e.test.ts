import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot, settle, sidewaysOverflow } from './browser.js';
import { callApi, DEMO, signInByApi, signInKioskByApi, storedSession, type TokenBody } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

// Issue 34, orders back office: the one search box (a phone, an amount), the channel filter, the
// detail page's status history and the Excel download with the filters, in Turkish and English,
// at 1440 px and 390 px.

interface MenuData {
  products: Array<{ id: string; name: string; price_minor: number }>;
  productConfigurations: Array<{ product_id: string; step_id: string }>;
  configurationSteps: Array<{ id: string; required: boolean }>;
  stepOptions: Array<{ step_id: string; option_id: string; is_default: boolean }>;
}
interface CreatedOrder {
  id: string;
  order_number: string;
  total_amount_minor?: number;
}

let server: E2eServer;
let browser: Browser;
let admin: TokenBody;
let kiosk: TokenBody;
let menu: MenuData;
let phoneOrder: CreatedOrder;
let otherOrder: CreatedOrder;
let phoneTotal = 0;

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

async function createOrder(items: ReturnType<typeof lineFor>[], extra: Record<string, unknown> = {}) {
  const res = await callApi<{ data: CreatedOrder }>(
    server.urls.kiosk,
    kiosk.access_token,
    '/functions/v1/manage-orders/create',
    {
      items,
      ...extra,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  admin = await signInByApi(server.urls.admin, DEMO.admin);
  kiosk = await signInKioskByApi(server.urls.kiosk);
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
  otherOrder = await createOrder([lineFor('Çay')]);
  phoneOrder = await createOrder([lineFor('Klasik Burger'), lineFor('Ayran', 3)], {
    customer: { firstName: 'Deniz', familyName: 'Aramacı', phone: '0533 444 55 66', district: 'Kadıköy' },
  });
  const detail = await callApi<{ data: { total_amount_minor: number } }>(
    server.urls.admin,
    admin.access_token,
    `/functions/v1/get-order-detail?orderId=${phoneOrder.id}`,
  );
  phoneTotal = detail.body.data.total_amount_minor;
  // the back office moves it once, so its history has a person in it
  const cancelled = await callApi(
    server.urls.admin,
    admin.access_token,
    '/functions/v1/update-order-status',
    {
      order_id: phoneOrder.id,
      new_status: 'cancelled',
      reason: 'customer_request',
    },
  );
  expect(cancelled.status).toBe(200);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

const rows = (page: Page) => page.getByTestId('order-row');
const open = (language: 'tr' | 'en', width = 1440) =>
  openPage(browser, {
    viewport: { width, height: 900 },
    localStorage: { ...storedSession('admin', admin), language },
  });

async function searchFor(page: Page, text: string) {
  await page.getByTestId('orders-search').fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 10_000 }).toBe(text);
}

/** The amount as typed in Turkish: 123,50. */
const typedAmount = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;

describe('orders search (issue 34)', () => {
  for (const language of ['tr', 'en'] as const) {
    it(`finds an order by phone and by amount, filters by channel (${language})`, async () => {
      const { page, context, errors } = await open(language);
      await page.goto(`${server.urls.admin}/orders`);
      await rows(page).first().waitFor();
      await searchFor(page, '+90 533 444 5566');
      await expect
        .poll(async () =>
          rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-order-number'))),
        )
        .toEqual([phoneOrder.order_number]);
      await expect
        .poll(() => page.getByTestId('orders-search-meaning').textContent())
        .toBe(language === 'tr' ? 'Aranan: telefon' : 'Searching: phone');
      await settle(page);
      await screenshot(page, `admin-orders-search-phone-${language}`);

      await searchFor(page, typedAmount(phoneTotal));
      await expect
        .poll(async () =>
          rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-order-number'))),
        )
        .toEqual([phoneOrder.order_number]);

      // the channel filter: both are kiosk orders; none is a till's
      await page.getByTestId('orders-search').fill('');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
      await page.getByTestId('orders-channel-filter').selectOption('till');
      await expect.poll(() => new URL(page.url()).searchParams.get('channel')).toBe('till');
      await expect.poll(() => rows(page).count()).toBe(0);
      await page.getByTestId('orders-channel-filter').selectOption('kiosk');
      await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(2);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows the status history on the detail page and downloads the filtered list as Excel (${language})`, async () => {
      const { page, context } = await open(language);
      await page.goto(`${server.urls.admin}/orders/${phoneOrder.id}`);
      const history = page.getByTestId('order-status-history');
      await history.waitFor();
      const entries = history.getByTestId('status-history-entry');
      await expect.poll(() => entries.count()).toBe(2);
      expect(await entries.nth(0).getAttribute('data-to')).toBe('pending_payment');
      expect(await entries.nth(1).getAttribute('data-to')).toBe('cancelled');
      expect(await entries.nth(1).textContent()).toContain(DEMO.admin.email);
      expect(await entries.nth(0).textContent()).toContain('kiosk');
      await history.scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, `admin-order-status-history-${language}`);

      await page.goto(`${server.urls.admin}/orders?q=${encodeURIComponent('Aramacı')}`);
      await rows(page).first().waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('orders-export-xlsx').click(),
      ]);
      expect(download.suggestedFilename()).toBe(language === 'tr' ? 'siparisler.xlsx' : 'orders.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await readFile(await download.path())) as never);
      const sheet = book.worksheets[0];
      if (!sheet) throw new Error('no sheet');
      const header = (sheet.getRow(2).values as unknown[]).map((v) => String(v ?? ''));
      const numberAt = header.indexOf(language === 'tr' ? 'Sipariş No' : 'Order No');
      const totalAt = header.indexOf(language === 'tr' ? 'Toplam' : 'Total');
      expect(sheet.getRow(3).getCell(numberAt).value).toBe(phoneOrder.order_number);
      // amounts are numbers (lira), not text
      expect(sheet.getRow(3).getCell(totalAt).value).toBe(phoneTotal / 100);
      expect(sheet.getRow(4).getCell(totalAt).value).toBe(phoneTotal / 100);
      expect(sheet.rowCount).toBe(4);
      expect(otherOrder.order_number).not.toBe(phoneOrder.order_number);
      await context.close();
    });
  }

  it('says a broad search was counted only so far, in both languages, and counts on from a later page', async () => {
    // more orders of one name than a page counts ahead (1,000 past its first row)
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    await db.query(`INSERT INTO orders (order_number, reference_number, subtotal_minor, tax_minor, total_minor,
        channel, customer, created_at)
      SELECT '991230-' || (80000 + g), 998, 2000, 345, 2345, 'delivery',
        jsonb_build_object('firstName', 'Kalabalık', 'familyName', 'Adlı'), now() - g * interval '1 second'
      FROM generate_series(1, 1050) g`);
    await db.end();
    for (const [language, more, all] of [
      ['tr', '1.000+', '1.050'],
      ['en', '1,000+', '1,050'],
    ] as const) {
      const { page, context, errors } = await open(language);
      await page.goto(`${server.urls.admin}/orders?q=${encodeURIComponent('kalabalık')}`);
      await rows(page).first().waitFor();
      await expect.poll(() => page.getByTestId('orders-total-capped').textContent()).toContain(more);
      expect(await page.getByTestId('orders-count').textContent()).toContain(more);
      await settle(page);
      await screenshot(page, `admin-orders-count-capped-${language}`);
      // page 4 counts 1,060 ahead: every match, exact, no note
      await page.goto(`${server.urls.admin}/orders?q=${encodeURIComponent('kalabalık')}&page=4`);
      await expect.poll(() => page.getByTestId('orders-count').textContent()).toContain(all);
      expect(await page.getByTestId('orders-total-capped').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('fits a 390 px phone: the filters, the list and the history without sideways scrolling', async () => {
    for (const language of ['tr', 'en'] as const) {
      const { page, context } = await open(language, 390);
      await page.goto(`${server.urls.admin}/orders?q=${encodeURIComponent('0533 444 55 66')}`);
      await rows(page).first().waitFor();
      expect(await sidewaysOverflow(page)).toEqual([]);
      await settle(page);
      await screenshot(page, `admin-orders-search-390-${language}`);
      await page.goto(`${server.urls.admin}/orders/${phoneOrder.id}`);
      await page.getByTestId('order-status-history').scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(page)).toEqual([]);
      await settle(page);
      await screenshot(page, `admin-order-status-history-390-${language}`);
      await context.close();
    }
  });
});
