import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot } from './browser.js';
import { adminSession, SESSION_KEY } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

const signedIn = () => ({ localStorage: { [SESSION_KEY]: adminSession() } });

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

  it('sends a visitor without a session to /login', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.urls.admin}/orders`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Yönetim Paneline Giriş' }).waitFor();
    await context.close();
  });

  it('shows Access Denied to a signed-in user who is not an admin', async () => {
    const { context, page } = await openPage(browser, {
      localStorage: { [SESSION_KEY]: adminSession('kasiyer@kiosk.local', 'cashier') },
    });
    await page.goto(`${server.urls.admin}/dashboard`);
    await page.getByRole('heading', { name: 'Erişim Engellendi' }).waitFor();
    expect(await page.getByText('Bu sayfaya erişim yetkiniz yok.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: "POS'a Dön" }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows a coming-soon page for every section not built yet, and 404 for unknown paths', async () => {
    const { context, page, errors } = await openPage(browser, signedIn());
    await page.goto(`${server.urls.admin}/kiosk-messenger`);
    const comingSoon = page.getByTestId('coming-soon');
    await comingSoon.getByRole('heading', { name: 'Kiosk Mesajları' }).waitFor();
    expect(await comingSoon.getByText('Yakında').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Kiosk Mesajları' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await screenshot(page, 'admin-coming-soon-tr');

    await page.goto(`${server.urls.admin}/orders/1042`);
    await comingSoon.getByRole('heading', { name: 'Sipariş #1042' }).waitFor();
    expect(await page.getByRole('link', { name: 'Siparişler' }).getAttribute('aria-current')).toBe('page');

    await page.goto(`${server.urls.admin}/kiosk-detail/K-DEMO0001`);
    await comingSoon.getByRole('heading', { name: 'Kiosk K-DEMO0001' }).waitFor();
    expect(await page.getByRole('link', { name: 'Kiosk Yönetimi' }).getAttribute('aria-current')).toBe(
      'page',
    );

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
    const products = page.getByRole('link', { name: 'Ürünler' });
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

describe('sign-in and logout', () => {
  const tokenPath = /\/auth\/v1\/token\?grant_type=password$/;

  it('asks for both fields, shows Signing in..., and explains failures', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.urls.admin}/login`);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Lütfen e-posta ve şifrenizi girin');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Please enter both email and password');

    await page.getByLabel('E-mail').fill('admin@kiosk.local');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');

    // wrong credentials, answered slowly so the pending state is visible
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(tokenPath, async (route: Route) => {
      await released;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: { code: 'invalid_credentials', message: 'Invalid login credentials' },
        }),
      });
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Signing in...' }).waitFor();
    release();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    await page.unroute(tokenPath);

    // no sign-in endpoint (or any unexpected failure): the generic message
    await page.route(tokenPath, (route: Route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('An error occurred during login').waitFor();
    await page.unroute(tokenPath);

    // a user without an admin role is turned away
    await page.route(tokenPath, (route: Route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          access_token: 'a',
          refresh_token: 'r',
          expires_in: 3600,
          user: { id: 'u', email: 'kasiyer@kiosk.local', app_metadata: { role: 'cashier' } },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Access denied. Admin privileges required.').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    await screenshot(page, 'admin-login-error-en');
    await context.close();
  });

  it('signs in, stores the session, shows the e-mail, and logs out globally', async () => {
    const { context, page } = await openPage(browser);
    await page.route(/\/auth\/v1\/token\?grant_type=password$/, async (route: Route) => {
      expect(route.request().postDataJSON()).toEqual({ email: 'admin@kiosk.local', password: 'secret' });
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          access_token: 'access-1',
          refresh_token: 'refresh-1',
          expires_in: 3600,
          user: { id: 'u1', email: 'admin@kiosk.local', app_metadata: { role: 'admin' } },
        }),
      });
    });
    const logoutCalls: { url: string; authorization: string | undefined }[] = [];
    await page.route(/\/auth\/v1\/logout/, async (route: Route) => {
      logoutCalls.push({
        url: route.request().url(),
        authorization: route.request().headers().authorization,
      });
      await route.fulfill({ status: 204 });
    });

    await page.goto(`${server.urls.admin}/settings`);
    await page.waitForURL(/\/login$/);
    await page.getByLabel('E-posta').fill('admin@kiosk.local');
    await page.getByLabel('Şifre', { exact: true }).fill('secret');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    // back to where the visitor was going
    await page.waitForURL(/\/settings$/);
    expect(await page.getByTestId('current-user').textContent()).toContain('admin@kiosk.local');
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_KEY);
    expect(stored).toMatchObject({ access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600 });

    // a signed-in admin opening /login goes to the dashboard
    await page.goto(`${server.urls.admin}/login`);
    await page.waitForURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Çıkış' }).click();
    await page.waitForURL(/\/login$/);
    await expect.poll(() => logoutCalls.length).toBe(1);
    expect(logoutCalls[0]?.url).toMatch(/\/auth\/v1\/logout\?scope=global$/);
    expect(logoutCalls[0]?.authorization).toBe('Bearer access-1');
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    await context.close();
  });
});

describe('sign-in against the server', () => {
  it('rejects a wrong password and signs the demo admin in', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.urls.admin}/login`);
    await page.getByLabel('E-posta').fill('admin@kiosk.local');
    await page.getByLabel('Şifre', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('alert').getByText('E-posta veya şifre hatalı').waitFor();

    await page.getByLabel('Şifre', { exact: true }).fill('Demo-Admin-2026!');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL(/\/dashboard$/);
    expect(await page.getByTestId('current-user').textContent()).toContain('admin@kiosk.local');

    await page.getByRole('button', { name: 'Çıkış' }).click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});
