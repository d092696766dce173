import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot, settle } from './browser.js';
import { DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

let server: E2eServer;
let browser: Browser;
/** One real admin session (and one cashier's) shared by the tests that start signed in. */
let admin: TokenBody;
let cashier: TokenBody;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  [admin, cashier] = await Promise.all([
    signInByApi(server.urls.admin, DEMO.admin),
    signInByApi(server.urls.admin, DEMO.cashier),
  ]);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

const signedIn = () => ({ localStorage: storedSession('admin', admin) });

async function sidebarWidth(page: Page): Promise<number> {
  return page.getByTestId('sidebar').evaluate((element) => element.getBoundingClientRect().width);
}

describe('admin routes', () => {
  it('redirects / to /dashboard and /admin/* to /', async () => {
    const { context, page } = await openPage(browser, signedIn());
    await page.goto(server.urls.admin);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.urls.admin}/admin/products`);
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('sends a visitor without a session to /admin/login off an admin host name', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.urls.admin}/orders`);
    // 127.0.0.1 does not contain 'admin' (spec, Route guard)
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole('heading', { name: 'Yönetim Paneline Giriş' }).waitFor();
    await context.close();
  });

  it('shows Access Denied to a signed-in user who is not an admin', async () => {
    const { context, page } = await openPage(browser, { localStorage: storedSession('admin', cashier) });
    await page.goto(`${server.urls.admin}/dashboard`);
    await page.getByRole('heading', { name: 'Erişim Engellendi' }).waitFor();
    expect(await page.getByText('Bu sayfaya erişim yetkiniz yok.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: "POS'a Dön" }).isVisible()).toBe(true);
    // The sale app's address is the server's sale port, whatever it is (not a fixed 5175).
    await expect
      .poll(() => page.getByRole('link', { name: "POS'a Dön" }).getAttribute('href'))
      .toBe(`${server.urls.sale}/`);
    await settle(page);
    await screenshot(page, 'admin-access-denied-tr');
    await context.close();
  });

  it('opens the built sections from their addresses, and 404 for unknown paths', async () => {
    const { context, page, errors } = await openPage(browser, signedIn());
    // every section is built now (the reports were the last coming-soon one)
    await page.goto(`${server.urls.admin}/reports`);
    await page.getByRole('heading', { name: 'Gün Sonu (Z) Raporu' }).waitFor();
    expect(await page.getByRole('link', { name: 'Raporlar' }).getAttribute('aria-current')).toBe('page');

    // the orders screens are built: an id that is no order says so
    await page.goto(`${server.urls.admin}/orders/1042`);
    await page.getByTestId('order-not-found').getByText('Sipariş bulunamadı').waitFor();
    expect(await page.getByRole('link', { name: 'Siparişler' }).getAttribute('aria-current')).toBe('page');

    // the kiosk detail is built: an id that is no kiosk says so
    await page.goto(`${server.urls.admin}/kiosk-detail/K-DEMO0001`);
    await page.getByTestId('kiosk-not-found').getByText('Kiosk bulunamadı').waitFor();
    expect(
      await page
        .getByTestId('sidebar')
        .getByRole('link', { name: 'Kiosk Yönetimi' })
        .getAttribute('aria-current'),
    ).toBe('page');

    await page.goto(`${server.urls.admin}/no-such-section`);
    await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
    await page.getByRole('link', { name: 'Kontrol Paneline git' }).click();
    await page.waitForURL(/\/dashboard$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('side menu', () => {
  it('collapses to 64 px with icon-only items and expands back to 256 px', async () => {
    const { context, page } = await openPage(browser, signedIn());
    await page.goto(`${server.urls.admin}/dashboard`);
    const toggle = page.getByTestId('sidebar-toggle');
    await toggle.waitFor();
    expect(await sidebarWidth(page)).toBe(256);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    await toggle.click();
    await expect.poll(() => sidebarWidth(page)).toBe(64);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // icon-only items keep their names, and show them as tooltips
    const products = page.getByTestId('sidebar').getByRole('link', { name: 'Ürünler' });
    expect(await products.textContent()).toBe('');
    await products.hover();
    await page.getByRole('tooltip', { name: 'Ürünler' }).waitFor();
    await screenshot(page, 'admin-sidebar-collapsed');
    await products.click();
    await page.waitForURL(/\/products$/);
    expect(await sidebarWidth(page)).toBe(64);

    await toggle.click();
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    await context.close();
  });

  it('is a drawer on small screens that closes after navigation', async () => {
    const { context, page } = await openPage(browser, {
      ...signedIn(),
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${server.urls.admin}/dashboard`);
    const sidebar = page.getByTestId('sidebar');
    const toggle = page.getByTestId('sidebar-toggle');
    await toggle.waitFor();
    expect(await sidebar.isVisible()).toBe(false);
    await screenshot(page, 'admin-mobile-closed');

    await toggle.click();
    await sidebar.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'admin-mobile-open');
    await sidebar.getByRole('link', { name: 'Kategoriler' }).click();
    await page.waitForURL(/\/categories$/);
    await sidebar.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // Escape and the close button also close it
    await toggle.click();
    await sidebar.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'hidden' });
    await toggle.click();
    await sidebar.getByRole('button', { name: 'Menüyü kapat' }).click();
    await sidebar.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('debug panel', () => {
  it('appears with ?debug=true and lists, copies and clears captured logs', async () => {
    const { context, page, errors } = await openPage(browser, signedIn());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.urls.admin });
    await page.goto(`${server.urls.admin}/dashboard`);
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('debug-panel').count()).toBe(0);

    await page.goto(`${server.urls.admin}/dashboard?debug=true`);
    const panel = page.getByRole('region', { name: 'Hata ayıklama paneli' });
    await panel.waitFor();
    await page.evaluate(() => {
      console.log('e2e hello');
      console.error('e2e boom');
    });
    await panel.getByRole('button', { name: /Hata Ayıklama/ }).click();
    await panel.getByText('e2e hello').waitFor();
    expect(await panel.getByTestId('debug-last-error').textContent()).toBe('e2e boom');
    await screenshot(page, 'admin-debug-tr');

    await panel.getByRole('button', { name: 'Kopyala' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('e2e boom');

    await panel.getByRole('button', { name: 'Temizle' }).click();
    await panel.getByText('Henüz kayıt yok.').waitFor();
    expect(await panel.getByTestId('debug-last-error').textContent()).toBe('Hata yok');

    // the panel stays while moving between sections
    await page.getByRole('link', { name: 'Ayarlar' }).click();
    await page.waitForURL(/\/settings$/);
    expect(await panel.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sign-in limits', () => {
  it('says a mistyped e-mail in Turkish, never the server\'s "email: Invalid email address"', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.urls.admin}/login`);
    await page.getByLabel('E-posta').fill('admin@kiosk');
    await page.getByLabel('Şifre', { exact: true }).fill('bir-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('alert').getByText('Geçerli bir e-posta adresi girin (ör. ad@ornek.com)').waitFor();
    expect(await page.locator('body').textContent()).not.toContain('Invalid');
    await settle(page);
    await screenshot(page, 'admin-login-invalid-email-tr');
    await context.close();
  });

  it('says how many minutes to wait when sign-in is locked', async () => {
    const email = 'locked-out@kiosk.local';
    // 10 failures within 15 minutes lock a sign-in for 30 minutes (PCI DSS 8.3.4)
    for (let i = 0; i < 10; i += 1) {
      const response = await fetch(`${server.urls.admin}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `wrong-${i}` }),
      });
      expect(response.status).toBe(400);
    }
    const { context, page } = await openPage(browser);
    await page.goto(`${server.urls.admin}/login`);
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill('another-guess');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page
      .getByRole('alert')
      .getByText('Çok fazla deneme yapıldı. Lütfen 30 dakika sonra tekrar deneyin')
      .waitFor();
    await settle(page);
    await screenshot(page, 'admin-login-locked-tr');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Too many attempts. Please try again in 30 minutes').waitFor();
    await settle(page);
    await screenshot(page, 'admin-login-locked-en');
    await context.close();
  });
});
