import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, SCREENSHOT_DIR, screenshot } from './browser.js';
import { DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { fetchMenu, openKiosk, productCard, productId, startOrder } from './kiosk-helpers.js';
import { type E2eServer, startTestServer } from './server.js';

// Shared option groups (issue 34): one price change of a group reaches every product using it, on
// a kiosk that is already showing them, without reloading it.

let server: E2eServer;
let browser: Browser;
let admin: TokenBody;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  admin = await signInByApi(server.urls.admin, DEMO.admin);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** A kiosk opened (menu loaded, live updates joined) before the change, at its welcome screen. */
async function kioskBefore() {
  return openKiosk(browser, server.urls.kiosk);
}

/** On that kiosk, without reloading it: a new order, the burger's dialog, its 'Ranch Sos' option. */
async function ranchOn(kiosk: Awaited<ReturnType<typeof kioskBefore>>, name: string) {
  const menu = await fetchMenu(server.urls.kiosk);
  await startOrder(kiosk.page);
  await productCard(kiosk.page, productId(menu, name)).click();
  const dialog = kiosk.page.getByTestId('product-dialog');
  await dialog.getByRole('heading', { name }).waitFor();
  return dialog.getByTestId('config-option').filter({ hasText: 'Ranch Sos' });
}

describe.each([
  {
    language: 'tr' as const,
    price: '12,34',
    shown: '12,34',
    title: 'Seçenek grupları',
    apply: 'Tümüne uygula',
  },
  { language: 'en' as const, price: '13.45', shown: '13,45', title: 'Option groups', apply: 'Apply to all' },
])('the option groups page ($language)', ({ language, price, shown, title, apply }) => {
  it("edits a shared group's price; two kiosks opened before offer it on two burgers without a reload", async () => {
    const classic = await kioskBefore();
    const cheese = await kioskBefore();

    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
      localStorage: { ...storedSession('admin', admin), language },
    });
    await page.goto(`${server.urls.admin}/configurator`);
    await page.getByTestId('option-groups-link').click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const cards = page.getByTestId('option-group-card');
    await expect.poll(() => cards.count()).toBe(3);
    const sauces = cards.filter({ hasText: language === 'tr' ? 'Soslar' : 'Sauces' });
    expect(await sauces.textContent()).toContain('Klasik Burger');
    await sauces.getByRole('button').click();
    const detail = page.getByTestId('option-group-detail');
    await detail.getByTestId('group-products').waitFor();
    await screenshot(page, `admin-option-groups-${language}-1440`);

    await detail.getByTestId('edit-option-group').click();
    const dialog = page.getByRole('dialog');
    // the sauces in their order: Ketçap, Hardal, Mayonez, Barbekü Sos, Chipotle Mayonez, Ranch Sos
    await expect.poll(() => dialog.locator('#group-option-5-name_tr').inputValue()).toBe('Ranch Sos');
    await dialog.locator('#group-option-5-price').fill(price);
    await shot(page, `admin-option-groups-${language}-dialog`);
    await dialog.getByTestId('save-group').click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog').filter({ hasText: apply }));
    await confirm.getByRole('button', { name: apply }).click();
    await page.locator('[data-sonner-toast]').first().waitFor();

    // both kiosks, opened before the change and not reloaded, offer the new price on both burgers
    // (a customer's own open order keeps the prices it showed: the kiosk's price hold)
    const classicRanch = await ranchOn(classic, 'Klasik Burger');
    await expect.poll(() => classicRanch.textContent(), { timeout: 15_000 }).toContain(shown);
    const cheeseRanch = await ranchOn(cheese, 'Cheeseburger');
    await expect.poll(() => cheeseRanch.textContent(), { timeout: 15_000 }).toContain(shown);
    await shot(classic.page, `admin-option-groups-${language}-kiosk`);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
    await screenshot(page, `admin-option-groups-${language}-390`);
    expect(errors).toEqual([]);
    await context.close();
    await classic.context.close();
    await cheese.context.close();
  }, 180_000);
});
