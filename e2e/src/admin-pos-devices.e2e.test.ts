import { startSimulator } from '@kiosk/terminal-simulator';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeBrowser,
  findAccessibilityViolations,
  launchBrowser,
  openPage,
  screenshot,
  settle,
  sidewaysOverflow,
} from './browser.js';
import { DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

// POS Device Management: an admin sees the terminals and rotates a CLOUD terminal's token; the new
// token is shown once, the terminal connected with the old one is cut off and the new one works.
let server: E2eServer;
let browser: Browser;
let admin: TokenBody;
/** The demo store and a second one with Turkish letters in its name (the till's "Mağaza" select). */
let stores: { demo: { id: string; name: string }; second: { id: string; name: string } };
const simulators: Array<Awaited<ReturnType<typeof startSimulator>>> = [];

const SERIAL = 'PAV-SIM-0001';

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  admin = await signInByApi(server.urls.admin, DEMO.admin);
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  await db.query(`UPDATE kiosk_users SET payment_mode = 'CLOUD'`);
  const demo = (
    await db.query<{ id: string; name: string }>('SELECT id, name FROM stores ORDER BY created_at LIMIT 1')
  ).rows[0];
  const second = (
    await db.query<{ id: string; name: string }>(
      `INSERT INTO stores (name, business_id) SELECT 'Kadıköy Çarşı Şubesi', business_id FROM stores WHERE id = $1
       RETURNING id, name`,
      [demo?.id],
    )
  ).rows[0];
  if (!demo || !second) throw new Error('no store');
  stores = { demo, second };
  await db.end();
});

afterAll(async () => {
  for (const simulator of simulators) await simulator.stop();
  await closeBrowser(browser);
  await server?.stop();
});

async function cloudTerminal(token: string) {
  const simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    mode: 'CLOUD',
    serialNumber: SERIAL,
    cloudUrl: `${server.urls.kiosk.replace('http', 'ws')}/api/pos/cloud/v1`,
    cloudToken: token,
    cloudReconnectMs: 200,
    log: () => {},
  });
  simulators.push(simulator);
  return simulator;
}

/** Refreshes the list until the terminal's card shows `status` (the label) as its connection. */
async function expectStatus(page: Page, status: 'connected' | 'disconnected', label: string) {
  const card = page.locator(`[data-testid="pos-device-card"][data-serial="${SERIAL}"]`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    await page.getByRole('button', { name: /^(Yenile|Refresh)$/ }).click();
    await page.waitForTimeout(300);
    if ((await card.getAttribute('data-status')) === status) break;
    if (Date.now() > deadline) throw new Error(`terminal never became ${status}`);
  }
  expect(await card.textContent()).toContain(label);
  return card;
}

describe('admin POS device management', () => {
  it('lists the terminal and rotates its CLOUD token: shown once, the old connection is cut, the new token connects', async () => {
    const first = await cloudTerminal('demo-cloud-token');
    const { context, page, errors } = await openPage(browser, {
      localStorage: storedSession('admin', admin),
    });
    await page.goto(`${server.urls.admin}/pos-device-management`);
    await page.getByRole('heading', { name: 'POS Cihaz Yönetimi' }).waitFor();
    const card = await expectStatus(page, 'connected', 'Bağlı');
    expect(await card.textContent()).toContain('CLOUD');
    expect(await card.getByTestId('cloud-token').textContent()).toContain('Tanımlı');
    expect(await card.getByTestId('cloud-token').textContent()).toContain('İlk anahtar, hiç yenilenmedi');
    await settle(page);
    await screenshot(page, 'admin-pos-devices-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    // Confirmation first; cancelling changes nothing.
    await card.getByRole('button', { name: 'Anahtarı yenile' }).click();
    const confirm = page.getByRole('dialog', {
      name: 'Kasa Yanı Terminal için CLOUD anahtarı yenilensin mi?',
    });
    await confirm.waitFor();
    await settle(page);
    await screenshot(page, 'admin-pos-devices-confirm-tr');
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Anahtarı yenile' }).click();
    await confirm.getByRole('button', { name: 'Anahtarı yenile' }).click();

    const shown = page.getByRole('dialog', { name: 'Yeni CLOUD anahtarı' });
    await shown.waitFor();
    expect(await shown.getByText('Bu anahtar bir daha gösterilmeyecek').isVisible()).toBe(true);
    const token = await shown.getByTestId('new-cloud-token-value').inputValue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await settle(page);
    await screenshot(page, 'admin-pos-devices-new-token-tr');
    await shown.getByRole('button', { name: 'Kaydettim' }).click();
    await shown.waitFor({ state: 'detached' });

    // The terminal on the old token was disconnected and cannot come back with it.
    await expectStatus(page, 'disconnected', 'Bağlı değil');
    expect(await card.getByTestId('cloud-token-rotated').textContent()).toMatch(/yenilendi/);
    expect(await page.content()).not.toContain(token);
    await first.stop();

    await cloudTerminal(token);
    await expectStatus(page, 'connected', 'Bağlı');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const language of ['tr', 'en'] as const) {
    it(`sets the till's store ("Mağaza"), saves, and sees it after a reload (${language})`, async () => {
      const text =
        language === 'tr'
          ? {
              edit: 'Düzenle',
              title: 'POS Cihazını Düzenle',
              save: 'Kaydet',
              saved: 'POS cihazı güncellendi',
            }
          : { edit: 'Edit', title: 'Edit POS Device', save: 'Save', saved: 'POS device updated' };
      // Turkish moves the till to the second store, English back to the demo store
      const target = language === 'tr' ? stores.second : stores.demo;
      for (const [viewport, size] of [
        [{ width: 1440, height: 900 }, '1440'],
        [{ width: 390, height: 844 }, '390'],
      ] as const) {
        const { context, page, errors } = await openPage(browser, {
          localStorage: { ...storedSession('admin', admin), language },
          viewport,
        });
        await page.goto(`${server.urls.admin}/pos-device-management`);
        const card = page.locator(`[data-testid="pos-device-card"][data-serial="${SERIAL}"]`);
        await card.getByRole('button', { name: text.edit, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: text.title });
        const select = dialog.locator('#pos-store');
        // the stores arrive: the select is usable and offers both
        await expect.poll(() => select.isEnabled(), { timeout: 10_000 }).toBe(true);
        expect(await select.locator('option').allTextContents()).toEqual(
          expect.arrayContaining([stores.demo.name, stores.second.name]),
        );
        if (size === '1440') {
          await select.selectOption(target.id);
          await settle(page);
          await screenshot(page, `admin-pos-device-store-${language}-1440`);
          await dialog.getByRole('button', { name: text.save, exact: true }).click();
          await page.getByText(text.saved).first().waitFor();
          await dialog.waitFor({ state: 'detached' });
          // after a reload: the card and the form both say the chosen store
          await page.reload();
          await expect
            .poll(() => card.getByTestId('pos-device-store').textContent(), { timeout: 10_000 })
            .toBe(target.name);
          await card.getByRole('button', { name: text.edit, exact: true }).click();
          await expect.poll(() => select.inputValue(), { timeout: 10_000 }).toBe(target.id);
        } else {
          // a phone: the form fits, the chosen store is shown, nothing scrolls sideways
          await expect.poll(() => select.inputValue(), { timeout: 10_000 }).toBe(target.id);
          await select.scrollIntoViewIfNeeded();
          expect(await select.isVisible()).toBe(true);
          await settle(page);
          expect(await sidewaysOverflow(page)).toEqual([]);
          await screenshot(page, `admin-pos-device-store-${language}-390`);
          await dialog
            .getByRole('button', { name: language === 'tr' ? 'İptal' : 'Cancel', exact: true })
            .click();
          await dialog.waitFor({ state: 'detached' });
          await settle(page);
          expect(await card.getByTestId('pos-device-store').textContent()).toBe(target.name);
          await screenshot(page, `admin-pos-device-card-${language}-390`);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('reads in English too', async () => {
    const { context, page } = await openPage(browser, {
      localStorage: { ...storedSession('admin', admin), language: 'en' },
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${server.urls.admin}/pos-device-management`);
    await page.getByRole('heading', { name: 'POS Device Management' }).waitFor();
    await page.getByTestId('pos-device-card').getByRole('button', { name: 'Rotate token' }).waitFor();
    await settle(page);
    // A 390 px phone: nothing scrolls sideways, no field of a card is cut, the search's hint fits.
    expect(await sidewaysOverflow(page, '[data-testid="pos-device-card"] dd')).toEqual([]);
    const search = page.getByRole('searchbox', { name: 'Search device id, serial, name or model' });
    expect(await search.getAttribute('placeholder')).toBe('Device id, serial, name, model');
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return -1;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inside =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return inside - context.measureText(input.placeholder).width;
    });
    expect(room).toBeGreaterThan(0);
    await screenshot(page, 'admin-pos-devices-en-mobile');
    await context.close();
  });
});
