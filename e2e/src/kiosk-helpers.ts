import type { Browser, Page } from 'playwright-core';
import { animationsDone, type ContextOptions, openPage, screenshot, settle } from './browser.js';
import { signInKioskByApi, storedSession } from './fixtures.js';

/** What the kiosk tests need of the menu (GET /functions/v1/get-menu-data-public). */
export interface KioskMenu {
  products: Array<{ id: string; name: string; price_minor: number; is_available: boolean }>;
  configurationOptions: Array<{ id: string; name: string }>;
}

export const PORTRAIT = { width: 1080, height: 1920 } as const;
export const LANDSCAPE = { width: 1920, height: 1080 } as const;

export async function fetchMenu(baseUrl: string, lang: 'tr' | 'en' = 'tr'): Promise<KioskMenu> {
  const response = await fetch(`${baseUrl}/functions/v1/get-menu-data-public?lang=${lang}`);
  if (response.status !== 200) throw new Error(`menu: ${response.status}`);
  return (await response.json()) as KioskMenu;
}

export function productId(menu: KioskMenu, name: string): string {
  const product = menu.products.find((p) => p.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product.id;
}

/** A JSON call with a bearer token and any method (the admin's catalogue and settings writes). */
export async function apiRequest<T = unknown>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * The kiosk signed in as the demo device (a device session of its own), in `language`, with
 * extra localStorage entries (e.g. a shorter idle time). Waits until live menu updates flow.
 */
export async function openKiosk(
  browser: Browser,
  kioskUrl: string,
  options: {
    viewport?: ContextOptions['viewport'];
    language?: 'tr' | 'en';
    localStorage?: Record<string, string>;
    /** Needed where the test-environment chooser posts to the simulator (see kiosk-payment tests). */
    bypassCSP?: boolean;
  } = {},
) {
  const device = await signInKioskByApi(kioskUrl);
  const opened = await openPage(browser, {
    viewport: options.viewport ?? PORTRAIT,
    ...(options.bypassCSP ? { bypassCSP: true } : {}),
    localStorage: {
      ...storedSession('kiosk', device),
      language: options.language ?? 'tr',
      ...options.localStorage,
    },
  });
  await opened.page.goto(kioskUrl);
  try {
    await opened.page.getByTestId('welcome-title').waitFor();
  } catch (error) {
    const shown = await opened.page.evaluate(() => document.body.textContent ?? '').catch(() => '');
    throw new Error(`the kiosk did not open: ${shown.slice(0, 300)} ${opened.errors.join('; ')}`, {
      cause: error,
    });
  }
  await opened.page.locator('[data-testid="live-menu"][data-state="joined"]').waitFor({ state: 'attached' });
  return { ...opened, device };
}

/** "Touch to start", then eat in or take away. */
export async function startOrder(page: Page, orderType: 'eat_in' | 'takeaway' = 'eat_in'): Promise<void> {
  await page
    .getByTestId('welcome-screen')
    .locator('button', { hasText: /Başlamak için dokunun|Touch to start/ })
    .click();
  await page.locator(`[data-order-type="${orderType}"]`).click();
  await page.getByTestId('product-card').first().waitFor();
}

export function productCard(page: Page, id: string) {
  return page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);
}

/** Opens a product and adds it as it comes (the defaults), `quantity` times. */
export async function addProduct(page: Page, id: string, quantity = 1): Promise<void> {
  await productCard(page, id).click();
  const dialog = page.getByTestId('product-dialog');
  await dialog.waitFor();
  await animationsDone(dialog);
  for (let i = 1; i < quantity; i += 1)
    await dialog.getByTestId('product-quantity').locator('button').last().click();
  await dialog.getByTestId('add-to-cart').click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The text of an element with non-breaking spaces made plain. */
export async function text(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\u00a0/g, ' ').trim();
}

export async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  await screenshot(page, name);
}
