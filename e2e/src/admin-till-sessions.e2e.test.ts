import { startSimulator } from '@kiosk/terminal-simulator';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot, settle, sidewaysOverflow } from './browser.js';
import { callApi, DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

// The back office's till sessions (issue 32). Through the API: on the demo till a session opened
// with a float, a cash and a card sale, cash in and out, a handover, a close short of the expected
// cash with a note; a session on a second till closed even; a session left open with its business
// day set back to yesterday. Then in the admin, in Turkish and English: the list with the figures,
// the filters (status, till, store, business days), the detail with movements and handovers, the
// close report, the Z report's link to the session, the dashboard's flag, the settings saved and
// read back. Screenshots at 1440x900 and 390x844. One server, one browser for the file.

interface MenuData {
  products: Array<{ id: string; name: string }>;
  productConfigurations: Array<{ product_id: string; step_id: string }>;
  configurationSteps: Array<{ id: string; required: boolean }>;
  stepOptions: Array<{ step_id: string; option_id: string; is_default: boolean }>;
}
interface CreatedOrder {
  id: string;
  total_minor: number;
  order_number: string;
}
interface SessionBody {
  id: string;
  business_day: string;
}

const WAIT = { timeout: 30_000 };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let simulator: Awaited<ReturnType<typeof startSimulator>>;
let server: E2eServer;
let browser: Browser;
let admin: TokenBody;
let cashier: TokenBody;
let menu: MenuData;
let db: pg.Client;
/** The demo till (linked to the demo kiosk, so to its store) and a second till with no store. */
let tillOne: string;
let tillTwo: string;
let storeId: string;
/** The facts of the closed session A on till one. */
const a = { id: '', float: 10_000, cashSale: 0, cardSale: 0, cashIn: 500, cashOut: 2_000, short: 1_250 };
let expectedA = 0;
let sessionB = '';
let sessionC = '';

function lineFor(name: string) {
  const product = menu.products.find((p) => p.name === name);
  if (!product) throw new Error(`no product ${name} on the menu`);
  const selection: Record<string, Record<string, number>> = {};
  for (const link of menu.productConfigurations.filter((c) => c.product_id === product.id)) {
    const step = menu.configurationSteps.find((s) => s.id === link.step_id);
    const options = menu.stepOptions.filter((o) => o.step_id === link.step_id);
    const chosen = options.find((o) => o.is_default) ?? (step?.required ? options[0] : undefined);
    selection[link.step_id] = chosen ? { [chosen.option_id]: 1 } : {};
  }
  return { product_id: product.id, quantity: 1, selection };
}

async function call<T>(token: TokenBody, path: string, body?: unknown, expected = [200, 201]): Promise<T> {
  const res = await callApi<{ data: T }>(server.urls.sale, token.access_token, path, body);
  expect(expected, `${path}: ${JSON.stringify(res.body)}`).toContain(res.status);
  return res.body.data;
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

async function paidTillOrder(
  till: string,
  method: 'card' | 'cash',
  ...names: string[]
): Promise<CreatedOrder> {
  const order = await call<CreatedOrder>(cashier, '/functions/v1/manage-orders/create', {
    items: names.map(lineFor),
  });
  const part =
    method === 'cash'
      ? { method, amount_minor: order.total_minor, tendered_minor: order.total_minor }
      : { method, amount_minor: order.total_minor };
  await call(cashier, `/api/till/orders/${order.id}/payments`, { pos_device_id: till, ...part });
  await until('the till payment', async () => {
    const state = await call<{ status: string }>(cashier, `/api/till/orders/${order.id}/payments`);
    return state.status === 'paid' ? true : undefined;
  });
  return order;
}

const openSession = (till: string, floatMinor: number) =>
  call<SessionBody>(cashier, '/api/till/sessions', { pos_device_id: till, float_minor: floatMinor });

const lira = (minor: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

async function openAdmin(path: string, language: 'tr' | 'en', viewport = DESKTOP) {
  const opened = await openPage(browser, {
    viewport,
    localStorage: { ...storedSession('admin', admin), language },
  });
  await opened.page.goto(`${server.urls.admin}${path}`);
  return opened;
}

const rows = (page: Page) => page.getByTestId('till-session-row');
/** The ids of the rows shown, sorted (a filter's answer, not the previous page still on screen). */
const shown = async (page: Page) =>
  (await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-session-id') ?? ''))).sort();
const only = (...ids: string[]) => [...ids].sort();
const rowOf = (page: Page, id: string) =>
  page.locator(`[data-testid="till-session-row"][data-session-id="${id}"]`);

/** How many rows the filter bar's fields take (the shared filter bar: one on a desktop). */
const filterRows = (page: Page) =>
  page
    .getByTestId('filter-fields')
    .evaluate(
      (bar) =>
        new Set([...bar.children].map((field) => Math.round(field.getBoundingClientRect().bottom))).size,
    );

/** The page itself never scrolls sideways on a phone (tables scroll in their own box). */
async function fitsThePhone(page: Page) {
  expect((await sidewaysOverflow(page)).filter((found) => !found.startsWith('scrolls:'))).toEqual([]);
}

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 100, log: () => {} });
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  // The outlet's business day: the server's pool sets the outlet's time zone on every connection.
  db = new pg.Client({ connectionString: server.databaseUrl, options: '-c TimeZone=Europe/Istanbul' });
  await db.connect();
  [admin, cashier] = await Promise.all([
    signInByApi(server.urls.admin, DEMO.admin),
    signInByApi(server.urls.sale, DEMO.cashier),
  ]);
  const second = await callApi<{ id: string }>(
    server.urls.admin,
    admin.access_token,
    '/rest/v1/rpc/insert_pos_device',
    {
      p_pos_serial_number: 'E2E-TILL-2',
      p_device_name: 'Kasa 2',
    },
  );
  expect(second.status, JSON.stringify(second.body)).toBeLessThan(300);
  tillTwo = second.body.id;
  await db.query('UPDATE pos_devices SET ip_address = $1, port = $2', ['127.0.0.1', simulator.port]);
  const first = (
    await db.query<{ id: string; store_id: string }>(
      `SELECT p.id, k.store_id FROM pos_devices p JOIN kiosk_users k ON k.id = p.kiosk_id
        WHERE p.is_active AND k.store_id IS NOT NULL ORDER BY p.created_at LIMIT 1`,
    )
  ).rows[0];
  if (!first) throw new Error('no demo till linked to a store');
  tillOne = first.id;
  storeId = first.store_id;
  await db.query("UPDATE pos_devices SET device_name = 'Kasa 1' WHERE id = $1", [tillOne]);
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;

  // A: float, a cash and a card sale, cash in and out, a handover, closed short with a note.
  a.id = (await openSession(tillOne, a.float)).id;
  a.cashSale = (await paidTillOrder(tillOne, 'cash', 'Ayran', 'Ayran')).total_minor;
  a.cardSale = (await paidTillOrder(tillOne, 'card', 'Klasik Burger')).total_minor;
  await call(cashier, `/api/till/sessions/${a.id}/cash-movements`, {
    direction: 'in',
    reason: 'cash_added',
    amount_minor: a.cashIn,
  });
  await call(cashier, `/api/till/sessions/${a.id}/cash-movements`, {
    direction: 'out',
    reason: 'supplier_payment',
    amount_minor: a.cashOut,
    note: 'Ekmek tedarikçisi',
  });
  expectedA = a.float + a.cashSale + a.cashIn - a.cashOut;
  await call(cashier, `/api/till/sessions/${a.id}/handover`, {
    to_user_id: admin.user.id,
    counted_minor: expectedA,
  });
  await call(cashier, `/api/till/sessions/${a.id}/close`, {
    counted_minor: expectedA - a.short,
    note: 'Bozuk para eksik',
  });
  // C: the second till, closed even.
  sessionC = (await openSession(tillTwo, 5_000)).id;
  await call(cashier, `/api/till/sessions/${sessionC}/close`, { counted_minor: 5_000 });
  // B: left open on till one, its business day set back to yesterday.
  sessionB = (await openSession(tillOne, 7_500)).id;
  await db.query('UPDATE till_sessions SET business_day = business_day - 1 WHERE id = $1', [sessionB]);
}, 240_000);

afterAll(async () => {
  await db?.end();
  await closeBrowser(browser);
  await server?.stop();
  await simulator?.stop();
});

describe('till sessions in the back office', () => {
  it('the list shows each session with its figures; the filters narrow it (Turkish)', async () => {
    const { context, page, errors } = await openAdmin('/till-sessions', 'tr');
    await expect.poll(() => rows(page).count(), WAIT).toBe(3);
    const rowA = rowOf(page, a.id);
    expect(await rowA.getByTestId('session-float').textContent()).toContain(lira(a.float, 'tr-TR'));
    expect(await rowA.getByTestId('session-expected').textContent()).toContain(lira(expectedA, 'tr-TR'));
    expect(await rowA.getByTestId('session-counted').textContent()).toContain(
      lira(expectedA - a.short, 'tr-TR'),
    );
    const difference = rowA.getByTestId('session-difference');
    expect(await difference.textContent()).toContain(`\u2212${lira(a.short, 'tr-TR')}`);
    expect(await difference.textContent()).toContain('Eksik');
    expect(await difference.getAttribute('data-tone')).toBe('short');
    expect(await rowOf(page, sessionC).getByTestId('session-difference').getAttribute('data-tone')).toBe(
      'even',
    );
    // B: open past its business day, its count still blind
    expect(await rowOf(page, sessionB).textContent()).toContain('Kapatılmalı');
    expect(await rowOf(page, sessionB).getByTestId('session-counted').textContent()).toBe('—');
    await settle(page);
    await screenshot(page, 'admin-till-sessions-list-tr-1440');
    expect(await filterRows(page)).toBe(1);

    // status: open
    await page.getByTestId('sessions-status').selectOption('open');
    await expect.poll(() => shown(page), WAIT).toEqual(only(sessionB));
    expect(page.url()).toContain('status=open');
    // till two, any status
    await page.getByTestId('sessions-status').selectOption('all');
    await page.getByTestId('sessions-till').selectOption(tillTwo);
    await expect.poll(() => shown(page), WAIT).toEqual(only(sessionC));
    // the store of till one: A and B
    await page.getByTestId('sessions-till').selectOption('');
    await page.getByTestId('sessions-store').selectOption(storeId);
    await expect.poll(() => shown(page), WAIT).toEqual(only(a.id, sessionB));
    // business days: from today, so not yesterday's B
    await page.getByTestId('sessions-store').selectOption('');
    const days = (
      await db.query<{ today: string; yesterday: string }>(
        'SELECT current_date::text AS today, (current_date - 1)::text AS yesterday',
      )
    ).rows[0];
    if (!days) throw new Error('no business day');
    await page.getByTestId('sessions-from').fill(days.today);
    await expect.poll(() => shown(page), WAIT).toEqual(only(a.id, sessionC));
    // a range ending before it starts is refused, not asked for
    await page.getByTestId('sessions-to').fill(days.yesterday);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Başlangıç tarihi bitiş tarihinden sonra olamaz' })
      .waitFor(WAIT);
    // only yesterday: B alone; then clear
    await page.getByTestId('sessions-from').fill(days.yesterday);
    await expect.poll(() => shown(page), WAIT).toEqual(only(sessionB));
    // filters set: the "clear" button joins the fields' row
    expect(await filterRows(page)).toBe(1);
    await settle(page);
    await screenshot(page, 'admin-till-sessions-filtered-tr-1440');
    await page.getByTestId('sessions-clear').click();
    await expect.poll(() => shown(page), WAIT).toEqual(only(a.id, sessionB, sessionC));
    // nothing matches: the empty state
    await page.goto(`${server.urls.admin}/till-sessions?till=${tillTwo}&status=open`);
    await page.getByTestId('till-sessions-empty').getByText('Bu filtrelere uyan oturum yok').waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the detail shows the figures, the movements and the handover; the close report; the phone (Turkish)', async () => {
    const { context, page, errors } = await openAdmin('/till-sessions', 'tr');
    await rowOf(page, a.id).getByRole('link').click();
    await page.getByTestId('till-session-detail').waitFor(WAIT);
    expect(page.url()).toContain(`/till-sessions/${a.id}`);
    expect(await page.getByTestId('detail-float').textContent()).toContain(lira(a.float, 'tr-TR'));
    expect(await page.getByTestId('detail-expected').textContent()).toContain(lira(expectedA, 'tr-TR'));
    expect(await page.getByTestId('detail-difference').textContent()).toContain(
      `\u2212${lira(a.short, 'tr-TR')}`,
    );
    expect(await page.getByTestId('detail-close-note').textContent()).toBe('Bozuk para eksik');
    const movements = page.getByTestId('movement-row');
    await expect.poll(() => movements.count(), WAIT).toBe(2);
    const texts = await movements.allTextContents();
    expect(
      texts.some((t) => t.includes('Kasaya para ekleme') && t.includes(`+${lira(a.cashIn, 'tr-TR')}`)),
    ).toBe(true);
    expect(
      texts.some(
        (t) =>
          t.includes('Tedarikçi ödemesi') &&
          t.includes(`\u2212${lira(a.cashOut, 'tr-TR')}`) &&
          t.includes('Ekmek tedarikçisi') &&
          t.includes(DEMO.cashier.email),
      ),
    ).toBe(true);
    const handover = page.getByTestId('handover-row');
    expect(await handover.count()).toBe(1);
    expect(await handover.textContent()).toContain(DEMO.admin.email);
    expect(await handover.textContent()).toContain('Denk');
    await settle(page);
    await screenshot(page, 'admin-till-session-detail-tr-1440');

    // the close report
    await page.getByTestId('open-session-report').click();
    await page.getByTestId('till-session-report').waitFor(WAIT);
    expect(await page.getByTestId('report-kind').textContent()).toBe('Kapanış raporu');
    expect(await page.getByTestId('report-method-cash').textContent()).toContain(lira(a.cashSale, 'tr-TR'));
    expect(await page.getByTestId('report-method-card').textContent()).toContain(lira(a.cardSale, 'tr-TR'));
    expect(await page.getByTestId('report-by-vat').textContent()).toContain('KDV %');
    expect(await page.getByTestId('report-expected').textContent()).toContain(lira(expectedA, 'tr-TR'));
    expect(await page.getByTestId('report-counted').textContent()).toContain(
      lira(expectedA - a.short, 'tr-TR'),
    );
    expect(await page.getByTestId('report-orders').textContent()).toBe('2');
    expect(await page.getByTestId('report-first').textContent()).not.toBe('—');
    expect(await page.getByTestId('report-last').textContent()).not.toBe('—');
    // printed as an 80 mm slip: only the report, 74 mm wide
    await page.emulateMedia({ media: 'print' });
    const width = await page
      .getByTestId('till-session-report')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(Math.round((74 / 25.4) * 96));
    expect(await page.getByTestId('print-session-report').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await settle(page);
    await screenshot(page, 'admin-till-session-report-tr-1440');
    expect(errors).toEqual([]);
    await context.close();

    // the phone: list, detail and report fit; the tables scroll in their own box
    const phone = await openAdmin('/till-sessions', 'tr', PHONE);
    await expect.poll(() => rows(phone.page).count(), WAIT).toBe(3);
    await fitsThePhone(phone.page);
    await settle(phone.page);
    await screenshot(phone.page, 'admin-till-sessions-list-tr-390');
    await phone.page.goto(`${server.urls.admin}/till-sessions/${a.id}`);
    await phone.page.getByTestId('movement-row').first().waitFor(WAIT);
    await fitsThePhone(phone.page);
    await settle(phone.page);
    await screenshot(phone.page, 'admin-till-session-detail-tr-390');
    await phone.page.goto(`${server.urls.admin}/till-sessions/${a.id}/report`);
    await phone.page.getByTestId('till-session-report').waitFor(WAIT);
    await fitsThePhone(phone.page);
    await settle(phone.page);
    await screenshot(phone.page, 'admin-till-session-report-tr-390');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it("the Z report lists the day's sessions and links to one; the dashboard flags the one to close (Turkish)", async () => {
    const { context, page, errors } = await openAdmin('/reports', 'tr');
    const links = page.getByTestId('z-till-session');
    await expect.poll(() => links.count(), WAIT).toBe(2);
    const linkA = page.locator(`[data-testid="z-till-session"][data-session-id="${a.id}"]`);
    expect(await linkA.textContent()).toContain(`\u2212${lira(a.short, 'tr-TR')}`);
    await settle(page);
    await screenshot(page, 'admin-z-report-till-sessions-tr');
    await linkA.click();
    await page.getByTestId('till-session-detail').waitFor(WAIT);
    expect(page.url()).toContain(`/till-sessions/${a.id}`);

    await page.goto(`${server.urls.admin}/dashboard`);
    const flag = page.getByTestId('till-sessions-flag');
    await flag.waitFor(WAIT);
    expect(await flag.textContent()).toContain('1 kasa oturumu iş günü geçtiği hâlde açık');
    // the recent activity names the till session actions
    await page.getByText('Kasa oturumu kapatıldı').first().waitFor(WAIT);
    await page.getByText('Kasa devredildi').first().waitFor(WAIT);
    await settle(page);
    await screenshot(page, 'admin-dashboard-till-flag-tr');
    await page.getByTestId('till-sessions-flag-link').click();
    await expect.poll(() => page.url(), WAIT).toContain('/till-sessions?status=open');
    await expect.poll(() => shown(page), WAIT).toEqual(only(sessionB));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('English: the list, the detail, the X report of the open session and the dashboard flag', async () => {
    const { context, page, errors } = await openAdmin('/till-sessions', 'en');
    await expect.poll(() => rows(page).count(), WAIT).toBe(3);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Till sessions');
    const difference = rowOf(page, a.id).getByTestId('session-difference');
    expect(await difference.textContent()).toContain(`\u2212₺${lira(a.short, 'en-GB')}`);
    expect(await difference.textContent()).toContain('Short');
    expect(await rowOf(page, sessionB).textContent()).toContain('Must close');
    await settle(page);
    await screenshot(page, 'admin-till-sessions-list-en-1440');
    await page.goto(`${server.urls.admin}/till-sessions/${a.id}`);
    await page.getByTestId('movement-row').first().waitFor(WAIT);
    expect(await page.getByTestId('session-movements').textContent()).toContain('Supplier payment');
    expect(await page.getByTestId('session-handovers').textContent()).toContain('Even');
    await settle(page);
    await screenshot(page, 'admin-till-session-detail-en-1440');
    // the open session: its X report, its count not taken yet
    await page.goto(`${server.urls.admin}/till-sessions/${sessionB}`);
    await page.getByText('must be closed before the till sells again').waitFor(WAIT);
    await page.getByTestId('open-session-report').click();
    await page.getByTestId('till-session-report').waitFor(WAIT);
    expect(await page.getByTestId('report-kind').textContent()).toBe('X report');
    expect(await page.getByTestId('report-expected').textContent()).toContain(lira(7_500, 'en-GB'));
    expect(await page.getByTestId('report-counted').textContent()).toBe('Not counted');
    await settle(page);
    await screenshot(page, 'admin-till-session-report-en-1440');
    await page.goto(`${server.urls.admin}/dashboard`);
    expect(await page.getByTestId('till-sessions-flag').textContent()).toContain(
      '1 till session is still open past its business day',
    );
    expect(errors).toEqual([]);
    await context.close();

    const phone = await openAdmin(`/till-sessions/${a.id}/report`, 'en', PHONE);
    await phone.page.getByTestId('till-session-report').waitFor(WAIT);
    await fitsThePhone(phone.page);
    await settle(phone.page);
    await screenshot(phone.page, 'admin-till-session-report-en-390');
    await phone.context.close();
  });

  it('the settings: the switch and the threshold saved and read back, a bad threshold refused (Turkish, English)', async () => {
    const read = async () =>
      Object.fromEntries(
        (
          (await (await fetch(`${server.urls.admin}/rest/v1/settings`)).json()) as Array<{
            key: string;
            value: unknown;
          }>
        ).map((s) => [s.key, s.value]),
      );
    const { context, page, errors } = await openAdmin('/settings', 'tr', { width: 1440, height: 2800 });
    const toggle = page.getByTestId('till-sessions-required');
    await toggle.waitFor(WAIT);
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    const threshold = page.getByTestId('till-threshold');
    expect(await threshold.inputValue()).toBe('50.00');
    // a third decimal is not kuruş: refused, nothing saved
    await threshold.fill('12,345');
    await page.getByTestId('save-settings').click();
    expect(await page.getByTestId('till-threshold-error').textContent()).toContain('Kuruş hassasiyetinde');
    expect((await read()).till_difference_note_threshold_minor).toBeUndefined();
    await threshold.fill('75,10');
    await toggle.click();
    await page.getByTestId('save-settings').click();
    await expect.poll(async () => (await read()).till_difference_note_threshold_minor, WAIT).toBe(7_510);
    expect((await read()).till_sessions_required).toBe(false);
    // the save button scrolled the page: the full-page shot starts from the top
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await screenshot(page, 'admin-settings-till-sessions-tr');
    // read back after a reload, in English
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByText('Cash sales need an open till session').waitFor(WAIT);
    expect(await page.getByTestId('till-sessions-required').getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('till-threshold').inputValue()).toBe('75.10');
    // the till sees the switch too
    const current = await call<{ sessions_required: boolean }>(
      cashier,
      `/api/till/sessions/current?pos_device_id=${tillTwo}`,
    );
    expect(current.sessions_required).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
