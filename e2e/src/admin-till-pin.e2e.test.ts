import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot, settle } from './browser.js';
import { callApi, DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

// The till PIN in the back office (issue 34): on the demo cashier's Personel page, "Kasa PIN'i"
// says a PIN is set (the seed's), refuses a 3-digit one at its field, saves a new one (the till
// then takes it), and removes it after a confirmation. Turkish and English at 1440x900.

const WAIT = { timeout: 30_000 };
let server: E2eServer;
let browser: Browser;
let admin: TokenBody;
let cashierId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  admin = await signInByApi(server.urls.admin, DEMO.admin);
  const list = await callApi<{ data: { items: Array<{ id: string; email: string }> } }>(
    server.urls.admin,
    admin.access_token,
    `/rest/v1/staff?q=${encodeURIComponent(DEMO.cashier.email)}`,
  );
  const found = list.body.data.items.find((m) => m.email === DEMO.cashier.email);
  if (!found) throw new Error('no demo cashier');
  cashierId = found.id;
}, 240_000);

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

const TEXTS = {
  tr: {
    action: 'Kasa PIN’i',
    has: 'PIN atanmış',
    none: 'PIN yok',
    invalid: 'PIN 4-6 rakamdan oluşmalı',
    save: 'PIN’i kaydet',
    remove: 'PIN’i kaldır',
  },
  en: {
    action: 'Till PIN',
    has: 'PIN set',
    none: 'No PIN',
    invalid: 'A PIN is 4 to 6 digits',
    save: 'Save PIN',
    remove: 'Remove PIN',
  },
} as const;

describe('Kasa PIN’i on a person’s page', () => {
  for (const language of ['tr', 'en'] as const) {
    it(`${language}: shows the seeded PIN, refuses 3 digits, saves a new one, removes it after asking`, async () => {
      const text = TEXTS[language];
      const { context, page, errors } = await openPage(browser, {
        localStorage: { ...storedSession('admin', admin), language },
      });
      await page.goto(`${server.urls.admin}/staff/${cashierId}`);
      await page.getByTestId('staff-detail').waitFor(WAIT);
      await page.getByTestId('staff-till-pin').click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => page.getByTestId('till-pin-state').textContent(), WAIT).toBe(text.has);
      await page.locator('#till-pin').fill('123');
      await dialog.getByRole('button', { name: text.save }).click();
      await dialog.getByText(text.invalid).waitFor();
      await settle(page);
      await screenshot(page, `admin-till-pin-invalid-${language}`);

      const pin = language === 'tr' ? '2468' : '135790';
      await page.locator('#till-pin').fill(pin);
      await dialog.getByRole('button', { name: text.save }).click();
      await dialog.waitFor({ state: 'hidden' });
      const state = await callApi<{ data: { has_till_pin: boolean } }>(
        server.urls.admin,
        admin.access_token,
        `/rest/v1/staff/${cashierId}/till-pin`,
      );
      expect(state.body.data.has_till_pin).toBe(true);

      await page.getByTestId('staff-till-pin').click();
      await page.getByTestId('till-pin-remove').click();
      await settle(page);
      await screenshot(page, `admin-till-pin-remove-${language}`);
      await page.getByRole('button', { name: text.remove }).last().click();
      await expect
        .poll(
          async () =>
            (
              await callApi<{ data: { has_till_pin: boolean } }>(
                server.urls.admin,
                admin.access_token,
                `/rest/v1/staff/${cashierId}/till-pin`,
              )
            ).body.data.has_till_pin,
          WAIT,
        )
        .toBe(false);
      // the next language starts from a PIN again
      const reset = await fetch(`${server.urls.admin}/rest/v1/staff/${cashierId}/till-pin`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ pin: '1234' }),
      });
      expect(reset.status).toBe(200);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
