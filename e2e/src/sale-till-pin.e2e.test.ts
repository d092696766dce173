import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccessibilityViolations, openPage, screenshot, settle } from './browser.js';
import { DEMO, firstTillTerminalId, openTillSessionByApi, signInByApi, type TokenBody } from './fixtures.js';
import { apiRequest } from './kiosk-helpers.js';
import { type PaymentRig, startPaymentRig } from './payment-rig.js';
import type { E2eServer } from './server.js';

// The till PIN (issue 34) in the sale app against the real server and the terminal simulator: a
// cashier signs in once with e-mail and password (the till becomes a device), "Kasiyer değiştir"
// shows the PIN screen, a second cashier picks their name, a wrong PIN is refused, the right one
// signs them in, the top bar shows them, and their cash sale is recorded as theirs; "Kilitle"
// opens at their own PIN pad. Turkish and English; screenshots at 1366x768.

interface TillMenu {
  products: Array<{ id: string; name: string; price_minor: number }>;
}

const VIEWPORT = { width: 1366, height: 768 } as const;
const SECOND = { name: 'Ayşe Kaya', email: 'ayse.kaya@kiosk.local', pin: '482913' };

let server: E2eServer;
let browser: Browser;
let simulator: PaymentRig['simulator'];
let admin: TokenBody;
let terminalId: string;
let secondId: string;
const menus: Partial<Record<'tr' | 'en', TillMenu>> = {};

beforeAll(async () => {
  ({ server, browser, simulator } = await startPaymentRig(200));
  admin = await signInByApi(server.urls.admin, DEMO.admin);
  const cashier = await signInByApi(server.urls.sale, DEMO.cashier);
  terminalId = await firstTillTerminalId(server.urls.sale, cashier.access_token);
  await openTillSessionByApi(server.urls.sale, cashier.access_token, terminalId);
  const created = await apiRequest<{ data: { member: { id: string } } }>(
    server.urls.admin,
    admin.access_token,
    'POST',
    '/rest/v1/staff',
    { email: SECOND.email, display_name: SECOND.name, role: 'cashier', password: 'Ayse-Kasa-2026!x' },
  );
  expect(created.status).toBe(201);
  secondId = created.body.data.member.id;
  const pin = await apiRequest(
    server.urls.admin,
    admin.access_token,
    'PUT',
    `/rest/v1/staff/${secondId}/till-pin`,
    { pin: SECOND.pin },
  );
  expect(pin.status).toBe(200);
  for (const lang of ['tr', 'en'] as const) {
    menus[lang] = (await (
      await fetch(`${server.urls.sale}/functions/v1/get-menu-data-public?lang=${lang}`)
    ).json()) as TillMenu;
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await simulator?.stop();
});

const WORDS = {
  tr: {
    email: 'E-posta',
    password: 'Şifre',
    signIn: 'Giriş Yap',
    wrong: 'PIN yanlış',
    who: 'Kim satış yapıyor?',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign In',
    wrong: 'Wrong PIN',
    who: 'Who is selling?',
  },
} as const;

async function typePin(page: Page, pin: string) {
  for (const digit of pin) await page.getByTestId(`pin-key-${digit}`).click();
  await page.getByTestId('pin-key-submit').click();
}

async function sellCola(page: Page, language: 'tr' | 'en') {
  const cola = menus[language]?.products.find(
    (p) => p.id === menus.tr?.products.find((q) => q.name === 'Kola')?.id,
  );
  if (!cola) throw new Error('no Kola on the menu');
  await page.getByTestId('product-search').fill(cola.name);
  await page.locator(`[data-testid="product-tile"][data-product-id="${cola.id}"]`).click();
  await page.locator(`[data-testid="cart-line"][data-product-id="${cola.id}"]`).first().waitFor();
  await page.getByTestId('charge').click();
  await page.locator('[data-testid="checkout-dialog"][data-stage="tender"]').waitFor();
  await page.getByTestId('method-cash').click();
  await page.getByTestId(`quick-cash-${cola.price_minor}`).click();
  await page.getByTestId('take-payment').click();
  await page.locator('[data-testid="checkout-dialog"][data-stage="receipt"]').waitFor({ timeout: 20_000 });
  await page.getByTestId('new-sale').click();
  await page.getByTestId('checkout-dialog').waitFor({ state: 'hidden' });
}

/** The newest till order and its part: who made them. */
async function lastSale(): Promise<{ order_by: string; part_by: string; method: string }> {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT o.created_by_user_id AS order_by, a.created_by_user_id AS part_by, a.method
         FROM orders o JOIN payment_attempts a ON a.order_id = o.id
        WHERE o.kiosk_id IS NULL ORDER BY o.created_at DESC, a.created_at DESC LIMIT 1`,
    );
    return rows[0];
  } finally {
    await db.end();
  }
}

describe('till PIN: sign in once, switch by PIN, sell', () => {
  for (const language of ['tr', 'en'] as const) {
    it(`${language}: a password sign-in makes the till a device; a second cashier switches in by PIN and sells`, async () => {
      const words = WORDS[language];
      const { context, page, errors } = await openPage(browser, {
        viewport: VIEWPORT,
        localStorage: { language, pos_till_terminal: terminalId },
      });
      try {
        await page.goto(server.urls.sale);
        await page.getByLabel(words.email).fill(DEMO.cashier.email);
        await page.getByLabel(words.password, { exact: true }).fill(DEMO.cashier.password);
        await page.getByRole('button', { name: words.signIn }).click();
        await page.getByTestId('product-tile').first().waitFor();
        // the till is a device now: the top bar offers the switch
        await page.getByTestId('switch-cashier').waitFor();
        await expect.poll(() => page.getByTestId('current-user-name').textContent()).toBe('Kasiyer');

        await page.getByTestId('switch-cashier').click();
        await page.getByRole('heading', { name: words.who }).waitFor();
        const tile = page.getByTestId('till-pin-person').filter({ hasText: SECOND.name });
        await tile.waitFor();
        await settle(page);
        await screenshot(page, `sale-till-pin-people-${language}`);
        expect(await findAccessibilityViolations(page)).toEqual([]);

        await tile.click();
        await page.getByTestId('till-pin-step').waitFor();
        await typePin(page, '000000');
        await page.getByTestId('pin-error').filter({ hasText: words.wrong }).waitFor();
        await settle(page);
        await screenshot(page, `sale-till-pin-wrong-${language}`);

        await typePin(page, SECOND.pin);
        await page.getByTestId('product-tile').first().waitFor();
        await expect.poll(() => page.getByTestId('current-user-name').textContent()).toBe(SECOND.name);
        // the switch and lock buttons fit the top bar with everything else
        const overflow = await page.evaluate(() => {
          const bar = document.querySelector('header > div') as HTMLElement;
          return bar.scrollWidth - bar.clientWidth;
        });
        expect(overflow).toBeLessThanOrEqual(0);
        await settle(page);
        await screenshot(page, `sale-till-pin-switched-${language}`);

        await sellCola(page, language);
        expect(await lastSale()).toEqual({ order_by: secondId, part_by: secondId, method: 'cash' });

        // "Kilitle": the PIN screen opens at the one who locked it
        await page.getByTestId('lock-till').click();
        await page.locator(`[data-testid="till-pin-step"][data-person="${secondId}"]`).waitFor();
        await settle(page);
        await screenshot(page, `sale-till-pin-locked-${language}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
