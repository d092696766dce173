import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot, settle } from './browser.js';
import { type E2eServer, startTestServer } from './server.js';

// Issue 30: a fresh database with no accounts (no demo seed) prints a one-time setup link at start;
// the admin's /setup wizard makes the first super admin, business, store and outlet.
let server: E2eServer;
let browser: Browser;
let setupUrl: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ env: { SEED_DEMO: 'false' } }), launchBrowser()]);
  // The start banner (with the link) is printed after the server answers /ready: wait for it.
  const deadline = Date.now() + 30_000;
  while (!/Setup {2}\S+/.test(server.output()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  setupUrl = /Setup {2}(\S+)/.exec(server.output())?.[1] ?? '';
});
afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const OWNER = { email: 'sahip@yilmazgida.com.tr', password: 'Kuzguncuk-Simit-77' };

const field = (page: Page, name: string) => page.getByTestId(`setup-${name}`);

async function fillAccount(page: Page): Promise<void> {
  await field(page, 'display_name').fill('Ayşe Yılmaz');
  await field(page, 'email').fill(OWNER.email);
  await field(page, 'password').fill(OWNER.password);
  await page.getByTestId('setup-next').click();
}

async function fillBusiness(page: Page, taxNumber: string): Promise<void> {
  await field(page, 'business_name').fill('Yılmaz Gıda Ltd.');
  await field(page, 'tax_office').fill('Kadıköy');
  await field(page, 'tax_number').fill(taxNumber);
  await field(page, 'store_name').fill('Moda Şubesi');
  await expect.poll(() => field(page, 'province').locator('option').count()).toBeGreaterThan(80);
  await field(page, 'province').selectOption('İstanbul');
  await field(page, 'district').selectOption('Kadıköy');
  await field(page, 'address').fill('Caferağa Mah. Moda Cad. No 1');
}

describe('first-run setup wizard', () => {
  it('prints the one-time link at start; /setup without it says where to find it', async () => {
    expect(setupUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/setup\?token=[\w-]{40,}$/);
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${server.urls.admin}/setup`);
    await expect.poll(() => page.getByTestId('setup-tokenMissing').isVisible()).toBe(true);
    await context.close();
  });

  it('walks the steps in English on a phone, checking each step before the next', async () => {
    const { page, context, errors } = await openPage(browser, {
      viewport: PHONE,
      localStorage: { language: 'en' },
    });
    await page.goto(setupUrl);
    await expect.poll(() => page.getByTestId('setup-step-account').isVisible()).toBe(true);
    await page.getByTestId('setup-next').click();
    await expect.poll(() => page.getByText('E-mail is required.').isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'setup-en-phone-account-errors');
    await fillAccount(page);
    await expect.poll(() => page.getByTestId('setup-step-business').isVisible()).toBe(true);
    await fillBusiness(page, '12345');
    await page.getByTestId('setup-next').click();
    await expect.poll(() => page.getByText('10 digits').first().isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'setup-en-phone-business');
    await field(page, 'tax_number').fill('1234567890');
    await page.getByTestId('setup-next').click();
    await expect.poll(() => page.getByTestId('setup-step-outlet').isVisible()).toBe(true);
    expect(await field(page, 'time_zone').inputValue()).toBe('Europe/Istanbul');
    expect(await field(page, 'currency').inputValue()).toBe('TL');
    await settle(page);
    await screenshot(page, 'setup-en-phone-outlet');
    // reaching the last step did not submit it (the Next click once landed on the Finish button)
    expect(await page.getByTestId('setup-step-outlet').isVisible()).toBe(true);
    const status = await fetch(`${server.urls.admin}/functions/v1/setup`);
    expect(await status.json()).toEqual({ needed: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('completes in Turkish, shows the next steps, and the new super admin signs in', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(setupUrl);
    await expect.poll(() => page.getByTestId('setup-step-account').isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'setup-tr-account');
    await fillAccount(page);
    await fillBusiness(page, '10000000147');
    await page.getByTestId('setup-next').click();
    await expect.poll(() => page.getByText('T.C. Kimlik').first().isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'setup-tr-business-errors');
    await field(page, 'tax_number').fill('10000000146');
    await page.getByTestId('setup-next').click();
    await expect.poll(() => page.getByTestId('setup-step-outlet').isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'setup-tr-outlet');
    await page.getByTestId('setup-finish').click();
    await expect.poll(() => page.getByTestId('setup-done').isVisible()).toBe(true);
    expect(await page.getByTestId('setup-done').textContent()).toContain('Yılmaz Gıda Ltd. hazır');
    await settle(page);
    await screenshot(page, 'setup-tr-next-steps');

    await page.getByTestId('setup-sign-in').click();
    await page.locator('input[type=email]').fill(OWNER.email);
    await page.locator('input[type=password]').fill(OWNER.password);
    await page.locator('button[type=submit]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the link is spent: the wizard says the setup is done (English)', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE, localStorage: { language: 'en' } });
    await page.goto(setupUrl);
    await expect.poll(() => page.getByTestId('setup-alreadyDone').isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'setup-en-phone-already-done');
    await context.close();
  });
});
