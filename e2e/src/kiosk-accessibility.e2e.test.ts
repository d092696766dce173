import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeViolation, closeBrowser, settle } from './browser.js';
import { DEMO, signInByApi } from './fixtures.js';
import {
  addProduct,
  apiRequest,
  fetchMenu,
  type KioskMenu,
  LANDSCAPE,
  openKiosk,
  PORTRAIT,
  productCard,
  productId,
  shot,
} from './kiosk-helpers.js';
import { type PaymentRig, startPaymentRig } from './payment-rig.js';
import type { E2eServer } from './server.js';

// Accessibility of the kiosk (issue 19): one walk through every customer screen (welcome, staff
// PIN, order type, menu, product dialog, cart, customer details with its keyboard and pickers,
// card or counter, the terminal's progress, failure, the test-environment chooser, success,
// counter, "are you still there?"), each checked by axe-core (WCAG 2 A/AA, no serious or critical
// violation) in normal mode and in accessibility mode. The mode moves the screens into the lower
// part of the portrait screen and ends with the customer, like the language.

let server: E2eServer;
let browser: Browser;
let simulator: PaymentRig['simulator'];
let menu: KioskMenu;

beforeAll(async () => {
  ({ server, browser, simulator } = await startPaymentRig(400));
  const admin = await signInByApi(server.urls.admin, DEMO.admin);
  const counter = await apiRequest(
    server.urls.admin,
    admin.access_token,
    'PUT',
    '/rest/v1/settings/pay_at_counter',
    { value: true },
  );
  expect(counter.status).toBe(200);
  menu = await fetchMenu(server.urls.kiosk);
  // "Yanında ne olsun?" after the burger; the success screen stays while it is checked
  const suggested = await apiRequest(
    server.urls.admin,
    admin.access_token,
    'PUT',
    `/rest/v1/products/${productId(menu, 'Klasik Burger')}/suggestions`,
    { product_ids: [productId(menu, 'Kola'), productId(menu, 'Ayran')] },
  );
  expect(suggested.status).toBe(200);
  const seconds = await apiRequest(
    server.urls.admin,
    admin.access_token,
    'PUT',
    '/rest/v1/settings/success_screen_seconds',
    { value: 60 },
  );
  expect(seconds.status).toBe(200);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
  await simulator?.stop();
});

const nextSale = (outcome: string, delayMs: number) =>
  fetch(`${simulator.url}/__sim/next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome, delayMs }),
  });

const modeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.a11y ?? 'off');

/** The toggle in the bar under the screens (above an open dialog's backdrop too). */
async function toggle(page: Page) {
  const before = await modeOf(page);
  const button = page.getByTestId('kiosk-frame').getByTestId('accessibility-toggle');
  expect(await button.getAttribute('aria-pressed')).toBe(before === 'on' ? 'true' : 'false');
  await button.click();
  await page.waitForFunction((was) => document.documentElement.dataset.a11y !== was, before);
}

/** Serious and critical violations found, by screen and mode. */
const found: Record<string, AxeViolation[]> = {};

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core on the page (WCAG 2.0/2.1 A and AA; in accessibility mode also the enhanced contrast
 * of WCAG AAA, 7:1, as the mode promises high contrast): the serious and critical violations.
 * axe is injected once per document (the kiosk is a single page), through the DevTools protocol.
 */
async function axe(page: Page, enhancedContrast: boolean): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  return page.evaluate(async (enhanced) => {
    interface Results {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<Results> };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast-enhanced': { enabled: enhanced } },
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  }, enhancedContrast);
}

/** axe on the screen as it is, then in the other mode; the mode is left as it was. */
async function checkBothModes(page: Page, screen: string): Promise<void> {
  for (let pass = 0; pass < 2; pass += 1) {
    await checkScreen(page, screen);
    await toggle(page);
  }
}

async function checkScreen(page: Page, screen: string): Promise<void> {
  await settle(page);
  const mode = await modeOf(page);
  const violations = await axe(page, mode === 'on');
  if (violations.length > 0) found[`${screen} (${mode})`] = violations;
}

/** The top of an element, as a share of the viewport's height. */
async function topShare(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box.y / PORTRAIT.height;
}

describe('kiosk accessibility', () => {
  it('every kiosk screen passes axe in normal and in accessibility mode; the mode moves the screens down and ends with the customer', async () => {
    const { context, page, errors } = await openKiosk(browser, server.urls.kiosk, { bypassCSP: true });
    const bar = page.getByTestId('kiosk-frame').getByTestId('accessibility-toggle');

    // welcome: the button is low on the screen, named in Turkish; it moves the screen down
    expect(await bar.getAttribute('aria-pressed')).toBe('false');
    expect(await bar.textContent()).toContain('Erişilebilirlik modu');
    expect(
      await topShare(page, '[data-testid="kiosk-frame"] [data-testid="accessibility-toggle"]'),
    ).toBeGreaterThan(0.9);
    const start = page.getByTestId('welcome-screen').locator('button', { hasText: 'Başlamak için dokunun' });
    // measured once the screen has settled (a clean-clone run read it mid-layout: 0.43)
    await expect.poll(() => topShare(page, '[data-testid="welcome-title"]')).toBeLessThan(0.4);
    await checkBothModes(page, 'welcome');
    await toggle(page);
    expect(await modeOf(page)).toBe('on');
    await page.getByTestId('accessibility-panel').waitFor();
    expect(await topShare(page, '[data-testid="welcome-screen"]')).toBeGreaterThanOrEqual(0.39);
    expect((await start.boundingBox())?.y ?? 0).toBeGreaterThan(PORTRAIT.height * 0.45);
    await shot(page, 'a11y-welcome');

    // staff PIN pad (from the device badge)
    await page.getByTestId('device-badge').focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="staff-unlock"][data-method="pin"]').waitFor();
    await checkBothModes(page, 'staff unlock');
    await page.keyboard.press('Escape');
    await page.getByTestId('staff-unlock').waitFor({ state: 'detached' });

    // order type
    await start.click();
    await page.locator('[data-order-type="eat_in"]').waitFor();
    await checkBothModes(page, 'order type');
    await page.locator('[data-order-type="eat_in"]').click();

    // menu
    await page.getByTestId('product-card').first().waitFor();
    await checkBothModes(page, 'menu');
    // larger text in the mode
    // (settled: with reduced motion a change is still a transition of 0.01 ms)
    const totalSize = async () => {
      await settle(page);
      return page
        .getByTestId('cart-bar-total')
        .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    };
    const large = await totalSize();
    await toggle(page);
    const normal = await totalSize();
    await toggle(page);
    expect(large).toBeGreaterThan(normal * 1.1);
    await shot(page, 'a11y-menu');
    expect(await topShare(page, '[data-testid="product-card"]')).toBeGreaterThan(0.4);

    // product dialog: it opens in the lower part, the bar's toggle still in reach
    await productCard(page, productId(menu, 'Klasik Burger')).click();
    const dialog = page.getByTestId('product-dialog');
    await dialog.waitFor();
    await checkBothModes(page, 'product dialog');
    await shot(page, 'a11y-product-dialog');
    expect(await topShare(page, '[role="dialog"]')).toBeGreaterThan(0.39);
    await dialog.getByTestId('add-to-cart').click();
    await dialog.waitFor({ state: 'hidden' });
    // over the customer-details threshold (6000 TL)
    await addProduct(page, productId(menu, 'Lokum'), 10);

    // cart
    await page.getByTestId('cart-bar').getByRole('button').click();
    await page.getByTestId('pay-now').waitFor();
    await checkBothModes(page, 'cart');
    expect(await topShare(page, '[data-testid="pay-now"]')).toBeGreaterThan(0.5);
    await shot(page, 'a11y-cart');

    // "Yanında ne olsun?"
    await page.getByTestId('pay-now').click();
    await page.getByTestId('suggestion-card').first().waitFor();
    await checkBothModes(page, 'suggestions');
    await shot(page, 'a11y-suggestions');
    await page.getByTestId('suggestions-continue').click();

    // customer details, with the on-screen keyboard, then the province and district pickers
    await page.locator('#customer-firstName').click();
    await page.getByTestId('on-screen-keyboard').waitFor();
    await checkBothModes(page, 'customer details with keyboard');
    await shot(page, 'a11y-customer');
    await page.locator('#customer-firstName').fill('Ayşe');
    await page.locator('#customer-familyName').fill('Yılmaz');
    await page.locator('#customer-tcKimlikNo').fill('10000000146');
    await page.locator('#customer-email').fill('ayse@example.com');
    await page.locator('#customer-phone').fill('05321234567');
    await page.locator('#customer-province').click();
    await page.getByTestId('province-list').waitFor();
    await checkBothModes(page, 'province picker');
    await page.getByTestId('province-list').getByRole('button', { name: 'İstanbul' }).click();
    await page.getByTestId('district-list').getByRole('button', { name: 'Kadıköy' }).click();
    await page.getByTestId('customer-submit').click();

    // card or counter
    await page.getByTestId('pay-card').waitFor();
    await checkBothModes(page, 'payment choice');

    // the terminal waits for the card (the bank then declines)
    expect((await nextSale('declined', 6000)).status).toBe(200);
    await page.getByTestId('pay-card').click();
    await page
      .locator('[data-testid="payment-steps"] li[data-state="active"]', { hasText: 'Onay bekleniyor' })
      .waitFor();
    await checkBothModes(page, 'payment at the terminal');
    await shot(page, 'a11y-payment');

    // declined: try again
    await page.getByTestId('payment-failure').waitFor({ timeout: 20_000 });
    await checkBothModes(page, 'payment failed');

    // the test environment's outcome chooser, then success
    await page.getByTestId('retry-payment').click();
    const chooser = page.getByTestId('test-outcome-chooser');
    await chooser.waitFor();
    await checkBothModes(page, 'test outcome chooser');
    await chooser.locator('[data-outcome="approve"]').click();
    await chooser.locator('[data-delay="500"]').click();
    expect(await modeOf(page)).toBe('on');
    await chooser.getByTestId('test-outcome-start').click();
    await page.getByTestId('payment-success').waitFor({ timeout: 15_000 });
    await page.getByTestId('receipt-qr').waitFor();
    await checkBothModes(page, 'payment success');
    await shot(page, 'a11y-payment-success');

    // the customer leaves: the next one starts with the mode off (and in Turkish)
    await page.getByTestId('new-order').click();
    await page.getByTestId('welcome-title').waitFor();
    expect(await modeOf(page)).toBe('off');
    expect(await bar.getAttribute('aria-pressed')).toBe('false');

    // pay at the counter; then "are you still there?"
    await start.click();
    await page.locator('[data-order-type="takeaway"]').click();
    await addProduct(page, productId(menu, 'Kola'));
    await page.getByTestId('cart-bar').getByRole('button').click();
    await page.getByTestId('pay-now').click();
    await page.getByTestId('pay-counter').click();
    await page.getByTestId('counter-created').waitFor();
    await checkScreen(page, 'counter');
    await toggle(page);
    await checkScreen(page, 'counter');
    await page.getByTestId('counter-created').getByRole('button', { name: 'Tamam' }).click();
    await page.getByTestId('welcome-title').waitFor();
    expect(await modeOf(page)).toBe('off');

    // the last failed attempt: the order stays on screen for staff (PIN) or a new start
    await start.click();
    await page.locator('[data-order-type="takeaway"]').click();
    await addProduct(page, productId(menu, 'Kola'));
    await page.getByTestId('cart-bar').getByRole('button').click();
    await page.getByTestId('pay-now').click();
    await page.getByTestId('pay-card').click();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await chooser.locator('[data-outcome="declined"]').click();
      await chooser.locator('[data-delay="500"]').click();
      await chooser.getByTestId('test-outcome-start').click();
      await page.getByTestId('payment-failure').waitFor({ timeout: 15_000 });
      if (attempt < 3) await page.getByTestId('retry-payment').click();
    }
    await page.getByTestId('max-retries').waitFor();
    await checkBothModes(page, 'payment failed, staff called');
    await toggle(page);
    await shot(page, 'a11y-payment-staff-called');
    await page.getByTestId('staff-dismiss').click();
    await page.locator('[data-testid="staff-unlock"][data-method="pin"]').waitFor();
    await checkBothModes(page, 'staff dismissal PIN');
    await page.keyboard.press('Escape');
    await page.getByTestId('staff-unlock').waitFor({ state: 'detached' });
    await page.getByTestId('start-over').click();
    await page.getByTestId('welcome-title').waitFor();
    expect(await modeOf(page)).toBe('off');

    // a landscape kiosk: the layout stays, text and contrast change
    await page.setViewportSize(LANDSCAPE);
    await toggle(page);
    await start.click();
    await page.locator('[data-order-type="eat_in"]').click();
    await page.getByTestId('cart-panel').waitFor();
    await checkBothModes(page, 'menu, landscape');
    await shot(page, 'a11y-menu-landscape');
    await page.setViewportSize(PORTRAIT);

    // "are you still there?" (the mode is on)
    await page.evaluate(() => {
      localStorage.setItem('kiosk_inactivity_ms', '1500');
    });
    await page.getByTestId('order-type-chip').click();
    const still = page.getByTestId('inactivity-dialog');
    await still.waitFor({ timeout: 10_000 });
    await checkBothModes(page, 'are you still there');
    await still.getByRole('button', { name: 'Baştan başla' }).click();
    await page.getByTestId('welcome-title').waitFor();
    expect(await modeOf(page)).toBe('off');
    // turned on at the welcome screen and left there: off again after the idle time
    await toggle(page);
    await page.waitForFunction(() => document.documentElement.dataset.a11y === 'off', undefined, {
      timeout: 15_000,
    });

    expect(found).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
