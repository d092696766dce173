import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeBrowser,
  findAccessibilityViolations,
  launchBrowser,
  openPage,
  screenshot,
  settle,
} from './browser.js';
import { DEMO, signInByApi, signInKioskByApi, storedSession, type TokenBody } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

let server: E2eServer;
let browser: Browser;
/** Real sessions: every app opens only when signed in. */
let admin: TokenBody;
let kiosk: TokenBody;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  [admin, kiosk] = await Promise.all([
    signInByApi(server.urls.admin, DEMO.admin),
    signInKioskByApi(server.urls.kiosk),
  ]);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

async function htmlLang(page: Page) {
  return page.evaluate(() => document.documentElement.lang);
}

describe('kiosk app', () => {
  it('welcomes in Turkish, switches to English with large touch targets, and remembers it', async () => {
    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 1080, height: 1920 },
      localStorage: storedSession('kiosk', kiosk),
    });
    await page.goto(server.urls.kiosk);
    await page.getByRole('heading', { name: 'Hoş Geldiniz' }).waitFor();
    expect(await page.getByText('Lezzetli Seçimler Sizi Bekliyor').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Başlamak için dokunun' }).isVisible()).toBe(true);
    expect(await htmlLang(page)).toBe('tr');
    await settle(page);
    await screenshot(page, 'kiosk-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    const english = page.getByRole('button', { name: 'English' });
    const turkish = page.getByRole('button', { name: 'Türkçe' });
    for (const target of [english, turkish]) {
      const box = await target.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(48);
      expect(box?.height).toBeGreaterThanOrEqual(48);
    }
    expect(await turkish.getAttribute('aria-pressed')).toBe('true');

    await english.click();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(await page.getByText('Delicious Choices Await You').isVisible()).toBe(true);
    expect(await htmlLang(page)).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await settle(page);
    await screenshot(page, 'kiosk-en');

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();

    await page.getByRole('button', { name: 'Touch to start' }).click();
    await page.getByRole('heading', { name: 'How would you like your order?' }).waitFor();
    await settle(page);
    await screenshot(page, 'kiosk-order-type-en');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    // leaving ends the customer's session: the next customer starts in Turkish again
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Hoş Geldiniz' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sale app', () => {
  it('shows the till in Turkish and English, with a link to the admin for an admin', async () => {
    // an admin may use the POS too, and gets a link to the back office
    const { context, page, errors } = await openPage(browser, { localStorage: storedSession('sale', admin) });
    await page.goto(server.urls.sale);
    await page.getByRole('heading', { name: 'Güncel Sipariş' }).waitFor();
    // the server's admin address at its first appearance (the server put it in index.html): the
    // anchor is found with or without an href, so a link shown before its address would fail here
    const adminLink = page.locator('a', { hasText: 'Yönetim Paneli' });
    await adminLink.waitFor();
    expect(await adminLink.getAttribute('href')).toBe(`${server.urls.admin}/`);
    expect(await htmlLang(page)).toBe('tr');
    await settle(page);
    await screenshot(page, 'sale-tr');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Current order' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin Panel' }).isVisible()).toBe(true);
    expect(await htmlLang(page)).toBe('en');
    await settle(page);
    await screenshot(page, 'sale-en');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin app', () => {
  it('shows the sign-in page in Turkish and English', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(server.urls.admin);
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Yönetim Paneline Giriş' }).waitFor();
    expect(await page.getByLabel('E-posta').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: "POS'a Dön" }).isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'admin-login-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Sign in to the Admin Panel' }).waitFor();
    expect(await page.getByLabel('E-mail').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to POS' }).isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'admin-login-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the shell in Turkish, then English through the language and currency popover', async () => {
    const { context, page, errors } = await openPage(browser, {
      localStorage: storedSession('admin', admin),
    });
    await page.goto(server.urls.admin);
    await page.waitForURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    for (const label of [
      'Kontrol Paneli',
      'Siparişler',
      'Ürünler',
      'Kategoriler',
      'Yapılandırıcı',
      'Kiosk Yönetimi',
      'Kiosk Mesajları',
      'İşletme ve Mağaza Yönetimi',
      'POS Cihaz Yönetimi',
      'Karşılama Sayfası',
      'Ayarlar',
    ]) {
      expect(await nav.getByRole('link', { name: label }).isVisible(), label).toBe(true);
    }
    expect(await page.getByRole('link', { name: "POS'a Dön" }).isVisible()).toBe(true);
    expect(await page.getByTestId('current-user').textContent()).toContain('admin@kiosk.local');
    expect(await page.getByRole('button', { name: 'Çıkış' }).isVisible()).toBe(true);
    const todayTr = await page.getByTestId('today').textContent();
    expect(todayTr).toBe(
      new Intl.DateTimeFormat('tr-TR', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date()),
    );
    expect(await htmlLang(page)).toBe('tr');
    await settle(page);
    await screenshot(page, 'admin-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Dil ve para birimi' }).click();
    expect(await page.getByRole('button', { name: 'Varsayılanlara Dön' }).count()).toBe(0);
    await page.getByRole('button', { name: /^EUR/ }).click();
    await page.getByRole('button', { name: 'Varsayılanlara Dön' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Reset to Defaults' }).waitFor();
    await settle(page);
    await screenshot(page, 'admin-en-preferences');
    expect(
      await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('currency')]),
    ).toEqual(['en', 'EUR']);
    await page.keyboard.press('Escape');

    const navEn = page.getByRole('navigation', { name: 'Main menu' });
    await navEn.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await navEn.getByRole('link', { name: 'Business & Store Management' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await htmlLang(page)).toBe('en');
    await settle(page);
    await screenshot(page, 'admin-en');

    // reset brings back Turkish and TL, and the reset button disappears
    await page.getByRole('button', { name: 'Language and currency' }).click();
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await page.getByRole('button', { name: 'Dil ve para birimi' }).waitFor();
    expect(await page.getByRole('button', { name: 'Varsayılanlara Dön' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('TL');
    expect(errors).toEqual([]);
    await context.close();
  });
});
