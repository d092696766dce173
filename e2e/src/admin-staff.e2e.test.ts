import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot, settle, sidewaysOverflow } from './browser.js';
import { callApi, DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

// The Personel page (issue 34), in Turkish and English: an admin creates a cashier with a
// generated password (shown once), the cashier signs in with it through the API, the admin
// disables the account (its session ends at once) and opens its activity trail (the sign-in, the
// account's changes) with a filter. A taken e-mail is said at its field. Screenshots at 1440x900
// and 390x844. One server, one browser for the file.

const WAIT = { timeout: 30_000 };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let server: E2eServer;
let browser: Browser;
let admin: TokenBody;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  admin = await signInByApi(server.urls.admin, DEMO.admin);
}, 240_000);

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

async function openAdmin(path: string, language: 'tr' | 'en', viewport = DESKTOP) {
  const opened = await openPage(browser, {
    viewport,
    localStorage: { ...storedSession('admin', admin), language },
  });
  await opened.page.goto(`${server.urls.admin}${path}`);
  return opened;
}

const rowOf = (page: Page, email: string) => page.locator(`[data-testid="staff-row"][data-email="${email}"]`);

/** The page itself never scrolls sideways on a phone (tables scroll in their own box). */
async function fitsThePhone(page: Page) {
  expect((await sidewaysOverflow(page)).filter((found) => !found.startsWith('scrolls:'))).toEqual([]);
}

/** How many rows the filter bar's fields take (the shared filter bar: one on a desktop). */
const filterRows = (page: Page) =>
  page
    .getByTestId('filter-fields')
    .evaluate(
      (bar) =>
        new Set([...bar.children].map((field) => Math.round(field.getBoundingClientRect().bottom))).size,
    );

const TEXTS = {
  tr: {
    add: 'Personel ekle',
    create: 'Oluştur',
    shownOnce: 'yalnızca şimdi gösteriliyor',
    done: 'Kaydettim, kapat',
    disable: 'Devre dışı bırak',
    confirm: 'Onayla',
    disabled: 'Devre dışı',
    signIn: 'Giriş',
    account: 'Hesap değişikliği',
    taken: 'Bu e-posta adresiyle bir hesap zaten var',
    menu: 'Personel',
  },
  en: {
    add: 'Add staff',
    create: 'Create',
    shownOnce: 'shown only now',
    done: 'I have saved it, close',
    disable: 'Disable',
    confirm: 'Confirm',
    disabled: 'Disabled',
    signIn: 'Sign-in',
    account: 'Account change',
    taken: 'An account with this e-mail already exists',
    menu: 'Staff',
  },
} as const;

describe('the Personel page', () => {
  for (const language of ['tr', 'en'] as const) {
    it(`creates a cashier with a generated password, disables them and shows their activity (${language})`, async () => {
      const text = TEXTS[language];
      const email = `e2e-kasiyer-${language}@example.com`;
      const { context, page, errors } = await openAdmin('/staff', language);
      // the side menu's entry leads here
      await page.getByRole('link', { name: text.menu, exact: true }).first().waitFor(WAIT);
      await rowOf(page, DEMO.cashier.email).waitFor(WAIT);
      await settle(page);
      await screenshot(page, `admin-staff-list-${language}-1440`);
      expect(await filterRows(page)).toBe(1);

      // create with no password: the server generates one, shown once
      await page.getByTestId('staff-add').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(language === 'tr' ? 'E-posta' : 'E-mail').fill(email);
      await dialog.getByLabel(language === 'tr' ? 'Ad soyad' : 'Full name').fill(`E2E Kasiyer ${language}`);
      await dialog.getByTestId('staff-store-option').first().check();
      await dialog.getByRole('button', { name: text.create }).click();
      const once = page.getByTestId('staff-password-once');
      await once.waitFor(WAIT);
      expect(await once.textContent()).toContain(text.shownOnce);
      const password = await page.getByTestId('staff-password-value').inputValue();
      expect(password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
      await settle(page);
      await screenshot(page, `admin-staff-password-${language}-1440`);
      await page.getByRole('button', { name: text.done }).click();
      await once.waitFor({ state: 'detached', ...WAIT });

      // the cashier signs in with it (the sale app's sign-in is this same call)
      const cashier = await signInByApi(server.urls.sale, { email, password });
      expect(cashier.user.role).toBe('cashier');
      expect((await callApi(server.urls.sale, cashier.access_token, '/auth/v1/user')).status).toBe(200);

      // a taken e-mail is said at its field
      await page.getByTestId('staff-add').click();
      await dialog.getByLabel(language === 'tr' ? 'E-posta' : 'E-mail').fill(email);
      await dialog.getByRole('button', { name: text.create }).click();
      await dialog.getByText(text.taken).waitFor(WAIT);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', ...WAIT });

      // disable, after a confirmation: the session ends at once
      const row = rowOf(page, email);
      await row.getByTestId('staff-disable').click();
      await page
        .getByRole('alertdialog')
        .or(page.getByRole('dialog'))
        .getByRole('button', { name: text.confirm })
        .click();
      await expect
        .poll(() => row.getByTestId('staff-status').getAttribute('data-disabled'), WAIT)
        .toBe('true');
      expect(await row.getByTestId('staff-status').textContent()).toContain(text.disabled);
      expect((await callApi(server.urls.sale, cashier.access_token, '/auth/v1/user')).status).toBe(401);

      // the detail: the sign-in and the account's changes, filtered by kind
      await row.getByRole('link').first().click();
      await page.getByTestId('staff-detail').waitFor(WAIT);
      const kinds = () =>
        page.getByTestId('activity-row').evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')));
      await expect.poll(kinds, WAIT).toEqual(['account', 'sign_in', 'account']);
      expect(await page.getByTestId('activity-table').textContent()).toContain(text.signIn);
      expect(await page.getByTestId('activity-table').textContent()).toContain(text.account);
      await settle(page);
      await screenshot(page, `admin-staff-detail-${language}-1440`);
      await page.getByTestId('activity-kind').selectOption('sign_in');
      await expect.poll(kinds, WAIT).toEqual(['sign_in']);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('fits a 390 px phone: the list and the detail scroll only inside their tables', async () => {
    const { context, page, errors } = await openAdmin('/staff', 'tr', PHONE);
    await rowOf(page, DEMO.cashier.email).waitFor(WAIT);
    await settle(page);
    await fitsThePhone(page);
    await screenshot(page, 'admin-staff-list-tr-390');
    // a phone: the search box, role and status side by side, the store on its own row
    expect(await filterRows(page)).toBe(3);
    // the admin's own account: its sign-in (this file's) is on the trail
    await rowOf(page, DEMO.admin.email).getByRole('link').first().click();
    await page.getByTestId('staff-detail').waitFor(WAIT);
    await page.getByTestId('activity-row').first().waitFor(WAIT);
    await settle(page);
    await fitsThePhone(page);
    await screenshot(page, 'admin-staff-detail-tr-390');
    await page.goto(`${server.urls.admin}/staff`);
    await page.getByTestId('staff-add').click();
    await page.getByRole('dialog').waitFor(WAIT);
    await settle(page);
    await screenshot(page, 'admin-staff-form-tr-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
