import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot, settle } from './browser.js';
import { DEMO, signInByApi, signInKioskByApi, storedSession } from './fixtures.js';
import { PORTRAIT } from './kiosk-helpers.js';
import { type E2eServer, startTestServer } from './server.js';

// Issue 36: the apps keep working through a store node restart. A server of this file's own is
// stopped and started again (halt / resume: same ports, same database) under a kiosk and a till
// whose service worker has taken over: a reload while it is down shows the app (never the
// browser's error page) with 'Sunucuya yeniden bağlanılıyor', the kiosk's first screen says card
// payment is unavailable, and both recover by themselves when the server is back.

const TILL = { width: 1366, height: 768 } as const;
const PHONE = { width: 390, height: 844 } as const;

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

/**
 * Waits until the page's service worker controls it, then loads the page again through it with
 * the app's own menu copy (localStorage, `prefix`:<lang>) removed, so the menu is read afresh
 * (not a 304 to the copy's version tag) and the worker keeps it.
 */
async function controlledReload(page: Page, prefix: string, ready: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  await forgetMenu(page, prefix);
  await page.reload();
  await page.getByTestId(ready).first().waitFor();
}

/** Removes the app's own copies of the menu: what the page then shows of it came through the worker. */
function forgetMenu(page: Page, prefix: string): Promise<void> {
  return page.evaluate((keyPrefix) => {
    for (const key of Object.keys(localStorage)) if (key.startsWith(keyPrefix)) localStorage.removeItem(key);
  }, prefix);
}

/** The caches the worker keeps: the pages and the reads (the precache is Workbox's own). */
function cachedUrls(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
  }, name);
}

async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  await screenshot(page, name);
}

const banner = (page: Page) => page.getByTestId('reconnecting');
const cardNotice = (page: Page) => page.getByTestId('card-payment-notice');

describe('the apps through a server restart', () => {
  it('kiosk and till: a reload while the server is down shows the app reconnecting; both recover without a reload', async () => {
    const [device, cashier] = await Promise.all([
      signInKioskByApi(server.urls.kiosk),
      signInByApi(server.urls.sale, DEMO.cashier),
    ]);
    const kiosk = await openPage(browser, {
      viewport: PORTRAIT,
      serviceWorkers: true,
      localStorage: { ...storedSession('kiosk', device), language: 'tr' },
    });
    const till = await openPage(browser, {
      viewport: TILL,
      serviceWorkers: true,
      localStorage: { ...storedSession('sale', cashier), language: 'tr' },
    });
    await kiosk.page.goto(server.urls.kiosk);
    await till.page.goto(server.urls.sale);
    await kiosk.page.getByTestId('welcome-title').waitFor();
    await till.page.getByTestId('product-tile').first().waitFor();
    await controlledReload(kiosk.page, 'kiosk_menu_cache', 'welcome-title');
    await controlledReload(till.page, 'pos_menu_cache', 'product-tile');
    await kiosk.page.locator('[data-testid="live-menu"][data-state="joined"]').waitFor({ state: 'attached' });
    expect(await banner(kiosk.page).count()).toBe(0);
    expect(await banner(till.page).count()).toBe(0);

    // what the worker kept: the page, the menu (one per language, without the cache busters)
    expect(await cachedUrls(kiosk.page, 'app-pages')).toEqual(['/']);
    expect(await cachedUrls(kiosk.page, 'app-reads')).toEqual(
      expect.arrayContaining([
        '/functions/v1/get-menu-data-public?lang=tr',
        '/rest/v1/welcome_page_settings',
      ]),
    );
    expect(await cachedUrls(till.page, 'app-reads')).toContain('/functions/v1/get-menu-data-public?lang=tr');

    await server.halt();
    // the open pages notice the socket dropping
    await banner(kiosk.page).waitFor({ timeout: 20_000 });
    await banner(till.page).waitFor({ timeout: 20_000 });
    expect(await cardNotice(kiosk.page).getAttribute('data-reason')).toBe('offline');

    // a reload while the server is down, without the apps' own menu copies: the app, not the
    // browser's error page, and the menu the worker kept
    await forgetMenu(kiosk.page, 'kiosk_menu_cache');
    await forgetMenu(till.page, 'pos_menu_cache');
    for (const { page } of [kiosk, till]) {
      const response = await page.reload();
      expect(response?.status()).toBe(200);
      expect(response?.fromServiceWorker()).toBe(true);
    }
    await kiosk.page.getByTestId('welcome-title').waitFor();
    await banner(kiosk.page).waitFor({ timeout: 20_000 });
    expect(await banner(kiosk.page).textContent()).toContain('Sunucuya yeniden bağlanılıyor');
    await cardNotice(kiosk.page).waitFor();
    expect(await cardNotice(kiosk.page).getAttribute('data-reason')).toBe('offline');
    expect(await cardNotice(kiosk.page).textContent()).toContain('Kartla ödeme şu an kullanılamıyor');
    const kioskMenu = await kiosk.page.evaluate(async () => {
      const response = await fetch('/functions/v1/get-menu-data-public?lang=tr&t=1');
      return {
        status: response.status,
        products: ((await response.json()) as { products: unknown[] }).products.length,
      };
    });
    expect(kioskMenu.status).toBe(200);
    expect(kioskMenu.products).toBeGreaterThan(0);
    await till.page.getByTestId('product-tile').first().waitFor();
    await banner(till.page).waitFor({ timeout: 20_000 });
    await shot(kiosk.page, 'offline-kiosk-reconnecting-tr');
    await shot(till.page, 'offline-till-reconnecting-tr');

    // English, and a phone-wide window (390 px)
    await kiosk.page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => banner(kiosk.page).textContent()).toContain('Reconnecting to the server');
    expect(await cardNotice(kiosk.page).textContent()).toContain('Card payment is not available right now');
    await kiosk.page.setViewportSize(PHONE);
    await till.page.setViewportSize(PHONE);
    await shot(kiosk.page, 'offline-kiosk-reconnecting-en-390');
    await shot(till.page, 'offline-till-reconnecting-tr-390');

    // the server is back: both recover by themselves
    await server.resume();
    await banner(kiosk.page).waitFor({ state: 'detached', timeout: 45_000 });
    await banner(till.page).waitFor({ state: 'detached', timeout: 45_000 });
    await kiosk.page.locator('[data-testid="live-menu"][data-state="joined"]').waitFor({ state: 'attached' });
    // the card check is asked again at once: whatever it says now, it is not 'offline'
    await expect
      .poll(
        async () =>
          (await cardNotice(kiosk.page).count())
            ? cardNotice(kiosk.page).getAttribute('data-reason')
            : 'none',
        {
          timeout: 20_000,
        },
      )
      .not.toBe('offline');
    expect(kiosk.errors).toEqual([]);
    expect(till.errors).toEqual([]);
    await kiosk.context.close();
    await till.context.close();
  });
});
