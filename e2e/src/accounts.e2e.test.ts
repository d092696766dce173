import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  closeBrowser,
  findAccessibilityViolations,
  launchBrowser,
  openPage,
  screenshot,
  settle,
} from './browser.js';
import {
  callApi,
  DEMO,
  SESSION_KEYS,
  signInByApi,
  signInKioskByApi,
  storedSession,
  type TokenBody,
} from './fixtures.js';
import { createUser, type E2eServer, startTestServer } from './server.js';

// Sign-in, route guard, cashier sign-in and kiosk device sessions against the real server.
// The server allows 30 sign-in attempts per address in 15 minutes; this file makes about 12.

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

const tokenPath = /\/auth\/v1\/token\?grant_type=password$/;

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('admin sign-in', () => {
  it('asks for both fields, shows Signing in..., and explains a wrong password', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.urls.admin}/login`);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Lütfen e-posta ve şifrenizi girin');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Please enter both email and password');

    await page.getByLabel('E-mail').fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    // the real server answers, held back a moment so the pending state can be seen
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(tokenPath, async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Signing in...' }).waitFor();
    release();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    await page.unroute(tokenPath);
    await settle(page);
    await screenshot(page, 'admin-login-wrong-password-en');

    // an unexpected failure (here: no sign-in endpoint at all) gives the generic message
    await page.route(tokenPath, (route: Route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('An error occurred during login').waitFor();
    await page.unroute(tokenPath);
    expect(await stored(page, SESSION_KEYS.admin)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns a cashier away and ends the session it was given', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.urls.admin}/login`);
    await page.getByLabel('E-posta').fill(DEMO.cashier.email);
    await page.getByLabel('Şifre', { exact: true }).fill(DEMO.cashier.password);
    const logout = page.waitForRequest((request: Request) => request.url().includes('/auth/v1/logout'));
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('alert').getByText('Erişim engellendi. Yönetici yetkisi gereklidir.').waitFor();
    expect((await logout).url()).toMatch(/\/auth\/v1\/logout\?scope=local$/);
    expect(await stored(page, SESSION_KEYS.admin)).toBeNull();
    expect(page.url()).toMatch(/\/login$/);
    await settle(page);
    await screenshot(page, 'admin-login-denied-tr');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Access denied. Admin privileges required.').waitFor();
    await settle(page);
    await screenshot(page, 'admin-login-denied-en');
    await context.close();
  });

  it('returns to the page the visitor wanted, shows the e-mail, and logs out everywhere', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.urls.admin}/settings?tab=x`);
    await page.waitForURL(/\/admin\/login$/);
    await page.getByLabel('E-posta').fill(DEMO.admin.email);
    await page.getByLabel('Şifre', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL(/\/settings\?tab=x$/);
    await page.getByRole('link', { name: 'Ayarlar' }).waitFor();
    expect(await page.getByTestId('current-user').textContent()).toContain(DEMO.admin.email);
    const session = JSON.parse((await stored(page, SESSION_KEYS.admin)) ?? 'null') as TokenBody;
    expect(session).toMatchObject({ token_type: 'bearer', user: { email: DEMO.admin.email, role: 'admin' } });

    // a signed-in admin opening /login goes to the dashboard; a reload keeps the session
    await page.goto(`${server.urls.admin}/login`);
    await page.waitForURL(/\/dashboard$/);
    await page.reload();
    await page.getByTestId('current-user').waitFor();

    const logout = page.waitForRequest((request: Request) => request.url().includes('/auth/v1/logout'));
    await page.getByRole('button', { name: 'Çıkış' }).click();
    await page.waitForURL(/\/login$/);
    // logout returns to /login itself (spec, Admin shell), not the guard's /admin/login
    expect(new URL(page.url()).pathname).toBe('/login');
    const request = await logout;
    expect(request.url()).toMatch(/\/auth\/v1\/logout\?scope=global$/);
    expect(request.headers().authorization).toBe(`Bearer ${session.access_token}`);
    await (await request.response())?.finished();
    expect(await stored(page, SESSION_KEYS.admin)).toBeNull();
    // the session is over on the server too
    expect((await callApi(server.urls.admin, session.access_token, '/auth/v1/user')).status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Loading...' while a stored session is checked", async () => {
    const admin = await signInByApi(server.urls.admin, DEMO.admin);
    const { context, page } = await openPage(browser, { localStorage: storedSession('admin', admin) });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/auth\/v1\/user$/, async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${server.urls.admin}/products`);
    await page.getByRole('status', { name: 'Yükleniyor...' }).waitFor();
    await settle(page);
    await screenshot(page, 'admin-guard-loading-tr');
    release();
    await page.getByTestId('current-user').waitFor();
    expect(page.url()).toMatch(/\/products$/);
    await context.close();
  });
});

describe('cashier sign-in (sale app)', () => {
  it('signs a cashier in, shows who is signed in, and signs out', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(server.urls.sale);
    await page.getByRole('heading', { name: 'Kasiyer Girişi' }).waitFor();
    await settle(page);
    await screenshot(page, 'sale-sign-in-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await screenshot(page, 'sale-sign-in-tr-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Lütfen e-posta ve şifrenizi girin');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Cashier sign-in' }).waitFor();
    await page.getByLabel('E-mail').fill(DEMO.cashier.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    await settle(page);
    await screenshot(page, 'sale-sign-in-en');

    await page.getByLabel('Password', { exact: true }).fill(DEMO.cashier.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Current order' }).waitFor();
    const user = page.getByTestId('current-user');
    expect(await user.textContent()).toContain(DEMO.cashier.email);
    expect(await user.textContent()).toContain('Cashier');
    // a cashier has nothing to do in the back office
    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
    await settle(page);
    await screenshot(page, 'sale-signed-in-en');

    await page.getByRole('button', { name: 'Türkçe' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Güncel Sipariş' }).waitFor();
    expect(await user.textContent()).toContain('Kasiyer');
    await settle(page);
    await screenshot(page, 'sale-signed-in-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.getByRole('heading', { name: 'Kasiyer Girişi' }).waitFor();
    expect(await stored(page, SESSION_KEYS.sale)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('cashier sign-in refuses other people', () => {
  it("signs a plain 'user' out again with a clear message", async () => {
    const plain = { email: 'plain-user@kiosk.local', password: 'Plain-User-e2e-2026', role: 'user' };
    await createUser(server, plain);
    const { context, page } = await openPage(browser);
    await page.goto(server.urls.sale);
    await page.getByLabel('E-posta').fill(plain.email);
    await page.getByLabel('Şifre', { exact: true }).fill(plain.password);
    const logout = page.waitForRequest((request: Request) => request.url().includes('/auth/v1/logout'));
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page
      .getByRole('alert')
      .getByText('Bu hesabın kasa ekranını kullanma yetkisi yok.', { exact: false })
      .waitFor();
    expect((await logout).url()).toMatch(/scope=local$/);
    expect(await stored(page, SESSION_KEYS.sale)).toBeNull();
    await settle(page);
    await screenshot(page, 'sale-sign-in-refused-tr');
    await context.close();
  });
});

describe('kiosk device session', () => {
  it('signs the device in, reports activity, and signs it out when an admin kicks it', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 1080, height: 1920 } });
    await page.goto(server.urls.kiosk);
    await page.getByRole('heading', { name: 'Cihaz Girişi' }).waitFor();
    for (const control of [
      page.getByLabel('Kullanıcı adı'),
      page.getByLabel('Şifre', { exact: true }),
      page.getByRole('button', { name: 'Giriş Yap' }),
      page.getByRole('button', { name: 'Şifreyi göster' }),
    ]) {
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(48);
      expect(box?.width).toBeGreaterThanOrEqual(48);
    }
    await settle(page);
    await screenshot(page, 'kiosk-sign-in-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Please enter both username and password');
    await page.getByLabel('Username').fill(DEMO.kiosk.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Invalid username or password').waitFor();
    await settle(page);
    await screenshot(page, 'kiosk-sign-in-en');

    await page.getByRole('button', { name: 'Türkçe' }).click();
    await page.getByLabel('Şifre', { exact: true }).fill(DEMO.kiosk.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('heading', { name: 'Hoş Geldiniz' }).waitFor();
    expect(await page.getByTestId('device-badge').textContent()).toContain(DEMO.kiosk.publicId);
    const session = JSON.parse((await stored(page, SESSION_KEYS.kiosk)) ?? 'null') as TokenBody;
    expect(session.user).toMatchObject({ role: 'kiosk', kiosk: { public_id: DEMO.kiosk.publicId } });

    // activity is reported 1 s after a touch
    const touch = page.waitForRequest((request: Request) =>
      request.url().endsWith('/rest/v1/rpc/touch_kiosk_session'),
    );
    await page.mouse.click(540, 300);
    expect((await touch).headers().authorization).toBe(`Bearer ${session.access_token}`);

    // an admin ends the device session; the kiosk hears kick_user and signs out at once
    await page.locator('[data-kick-listener="joined"]').waitFor();
    const admin = await signInByApi(server.urls.admin, DEMO.admin);
    const kioskId = session.user.kiosk?.id ?? '';
    const sessions = await callApi<{ id: string; is_active: boolean }[]>(
      server.urls.admin,
      admin.access_token,
      '/rest/v1/rpc/get_active_kiosk_sessions',
      { p_kiosk_user_id: kioskId },
    );
    expect(sessions.status).toBe(200);
    const active = sessions.body.find((row) => row.id === session.user.kiosk?.kiosk_session_id);
    expect(active?.is_active).toBe(true);
    const kicked = await callApi<boolean>(
      server.urls.admin,
      admin.access_token,
      '/rest/v1/rpc/kick_kiosk_session_by_id',
      {
        p_session_id: active?.id,
        p_reason: 'e2e: maintenance',
      },
    );
    expect(kicked).toEqual({ status: 200, body: true });

    await page.getByRole('heading', { name: 'Cihaz Girişi' }).waitFor({ timeout: 5000 });
    await page.getByRole('status').getByText('Oturum yönetici tarafından sonlandırıldı').waitFor();
    expect(await stored(page, SESSION_KEYS.kiosk)).toBeNull();
    await settle(page);
    await screenshot(page, 'kiosk-kicked-tr');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('status').getByText('The session was ended by an administrator').waitFor();
    await settle(page);
    await screenshot(page, 'kiosk-kicked-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs out when an activity report is refused, and when staff sign the device out', async () => {
    const kiosk = await signInKioskByApi(server.urls.kiosk);
    const { context, page } = await openPage(browser, {
      viewport: { width: 1080, height: 1920 },
      localStorage: storedSession('kiosk', kiosk),
    });
    await page.goto(server.urls.kiosk);
    await page.getByRole('heading', { name: 'Hoş Geldiniz' }).waitFor();
    // the device's sign-in ends on the server (as when the account is disabled) without a broadcast
    expect(
      (await callApi(server.urls.kiosk, kiosk.access_token, '/auth/v1/logout?scope=local', {})).status,
    ).toBe(204);
    await page.mouse.click(540, 300);
    await page.getByRole('heading', { name: 'Cihaz Girişi' }).waitFor({ timeout: 5000 });
    await page
      .getByRole('status')
      .getByText('Cihaz oturumu sona erdi. Lütfen yeniden giriş yapın.')
      .waitFor();

    // staff sign the device out themselves through the discreet device badge
    await page.getByLabel('Kullanıcı adı').fill(DEMO.kiosk.username);
    await page.getByLabel('Şifre', { exact: true }).fill(DEMO.kiosk.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('heading', { name: 'Hoş Geldiniz' }).waitFor();
    const token = (JSON.parse((await stored(page, SESSION_KEYS.kiosk)) ?? 'null') as TokenBody).access_token;
    await page.getByTestId('device-badge').focus();
    await page.keyboard.press('Enter');
    // the staff menu only after the server accepted the device's 8-digit PIN
    const unlock = page.getByRole('dialog', { name: 'Personel Girişi' });
    await unlock.locator('[data-testid="staff-unlock"][data-method="pin"]').waitFor();
    await animationsDone(unlock);
    const enter = async (pin: string) => {
      for (const digit of pin) await unlock.locator(`[data-pin-key="${digit}"]`).click();
    };
    await enter('11112222');
    await unlock.getByRole('alert').getByText('PIN yanlış. Yeniden deneyin.').waitFor();
    expect(await page.getByRole('dialog', { name: 'Personel Menüsü' }).count()).toBe(0);
    await enter(DEMO.kiosk.pin.slice(0, 4));
    await settle(page);
    await screenshot(page, 'kiosk-staff-pin-tr');
    await enter(DEMO.kiosk.pin.slice(4));
    const staff = page.getByRole('dialog', { name: 'Personel Menüsü' });
    await staff.waitFor();
    await animationsDone(staff);
    await staff.getByRole('button', { name: 'Cihaz oturumunu kapat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cihaz oturumu kapatılsın mı?' });
    await dialog.waitFor();
    await animationsDone(dialog);
    await settle(page);
    await screenshot(page, 'kiosk-device-sign-out-tr');
    const logout = page.waitForRequest((request: Request) => request.url().includes('/auth/v1/logout'));
    await dialog.getByRole('button', { name: 'Oturumu kapat' }).click();
    await page.getByRole('status').getByText('Cihazın oturumu kapatıldı.').waitFor();
    expect((await logout).url()).toMatch(/scope=local$/);
    await expect
      .poll(async () => (await callApi(server.urls.kiosk, token, '/auth/v1/user')).status)
      .toBe(401);
    await context.close();
  });
});
