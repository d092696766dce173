import { formatLira } from '@kiosk/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeBrowser,
  findAccessibilityViolations,
  launchBrowser,
  openPage,
  screenshot as save,
  settle,
} from './browser.js';
import { DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { apiRequest } from './kiosk-helpers.js';
import { createUser, type E2eServer, startTestServer } from './server.js';

// The cashier's till against the real server: finding products (search, keyboard, barcode
// scanner), customizing a burger, the cart's totals, a product made unavailable while in the
// order, till settings, and a signed-in account that may not use the till.

interface TillMenu {
  products: Array<{
    id: string;
    name: string;
    sku: string | null;
    price_minor: number;
    is_available: boolean;
  }>;
}

const TILL = { width: 1366, height: 768 } as const;

let server: E2eServer;
let browser: Browser;
let cashier: TokenBody;
let admin: TokenBody;
let menuTr: TillMenu;
let menuEn: TillMenu;

async function fetchMenu(lang: 'tr' | 'en'): Promise<TillMenu> {
  const response = await fetch(`${server.urls.sale}/functions/v1/get-menu-data-public?lang=${lang}`);
  if (response.status !== 200) throw new Error(`menu: ${response.status}`);
  return (await response.json()) as TillMenu;
}

function product(menu: TillMenu, name: string) {
  const found = menu.products.find((p) => p.name === name);
  if (!found) throw new Error(`no product ${name}`);
  return found;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  [cashier, admin] = await Promise.all([
    signInByApi(server.urls.sale, DEMO.cashier),
    signInByApi(server.urls.admin, DEMO.admin),
  ]);
  [menuTr, menuEn] = await Promise.all([fetchMenu('tr'), fetchMenu('en')]);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

/** The till signed in as the demo cashier, in `language`, at 1366×768; waits for the products. */
async function openTill(language: 'tr' | 'en', extra: Record<string, string> = {}) {
  const opened = await openPage(browser, {
    viewport: TILL,
    localStorage: { ...storedSession('sale', cashier), language, ...extra },
  });
  await opened.page.goto(server.urls.sale);
  await opened.page.getByTestId('product-tile').first().waitFor();
  return opened;
}

const tile = (page: Page, id: string) =>
  page.locator(`[data-testid="product-tile"][data-product-id="${id}"]`);
const line = (page: Page, id: string) => page.locator(`[data-testid="cart-line"][data-product-id="${id}"]`);
const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').trim();
/** A screenshot once the product images on screen have loaded. */
async function screenshot(page: Page, name: string) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.waitForTimeout(250);
  await save(page, name);
}

/** Prices as the till (and every app) shows them: tr 345,00 ₺, en ₺345.00 (packages/domain formatLira). */
const tl = (minor: number, language: 'tr' | 'en') => formatLira(minor, language);

/**
 * Key presses sent to the focused element inside the page, `gapMs` apart by their event time
 * stamps (a scanner types 3 ms apart, a person 120 ms). The stamps are set rather than waited
 * for: on this busy 2-core machine the page can be descheduled for longer than a scanner's gap,
 * and over the DevTools protocol each key takes a round trip.
 */
async function pressKeys(page: Page, keys: string[], gapMs: number) {
  await page.evaluate(
    ({ keys, gapMs }) => {
      const target = document.activeElement ?? document.body;
      const start = performance.now();
      keys.forEach((key, index) => {
        const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
        Object.defineProperty(event, 'timeStamp', { value: start + index * gapMs });
        target.dispatchEvent(event);
      });
    },
    { keys, gapMs },
  );
}

/** A keyboard-wedge scanner: the code's characters 3 ms apart, then Enter. */
function scan(page: Page, code: string) {
  return pressKeys(page, [...code, 'Enter'], 3);
}

describe('selling at the till', () => {
  it('Turkish: finds products by search and keyboard, customizes a burger, adds a drink, right totals; scanner path', async () => {
    const { context, page, errors } = await openTill('tr');
    const burger = product(menuTr, 'Klasik Burger');
    const cola = product(menuTr, 'Kola');
    const tea = product(menuTr, 'Çay');
    expect(await page.evaluate(() => localStorage.getItem('pos_session_active'))).toBe('true');
    expect(await page.getByText('Güncel Sipariş').isVisible()).toBe(true);
    expect(await page.getByText(/yakında/i).count()).toBe(0);

    // `/` focuses the search; Turkish-aware: "kola" and "KOLA" find Kola; Enter adds the highlighted product
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'product-search',
    );
    await page.keyboard.type('KOLA');
    expect(await tile(page, cola.id).getAttribute('data-highlighted')).toBe('true');
    await page.keyboard.press('Enter');
    await line(page, cola.id).waitFor();
    expect(await page.getByTestId('product-search').inputValue()).toBe('');
    expect(await text(page, 'cart-total')).toBe(tl(6_000, 'tr'));
    // + and - right after adding from the search change that line, as the help line says
    const colaQuantity = () => line(page, cola.id).getByTestId('line-quantity').textContent();
    await page.keyboard.press('+');
    await expect.poll(colaQuantity).toBe('2');
    await page.keyboard.press('-');
    await expect.poll(colaQuantity).toBe('1');
    expect(await page.getByTestId('product-search').inputValue()).toBe('');

    // a name typed without Turkish letters; the burger opens the customize dialog
    await page.getByTestId('product-search').fill('klasik burg');
    await tile(page, burger.id).click();
    const dialog = page.getByTestId('customize-dialog');
    await dialog.waitFor();
    expect(await text(page, 'customize-total')).toBe(tl(24_500, 'tr'));
    await dialog.getByRole('button', { name: /^Brioche/ }).click();
    expect(await dialog.getByRole('button', { name: /^Brioche/ }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: 'Artır: Ketçap' }).click();
    await dialog.getByRole('button', { name: 'Artır: Ketçap' }).click();
    await dialog.getByRole('button', { name: 'Artır: Ekstra Cheddar' }).click();
    // brioche +10, ketchup free, extra cheddar +30
    expect(await text(page, 'customize-total')).toBe(tl(28_500, 'tr'));
    await settle(page);
    await screenshot(page, 'sale-till-customize-tr');
    // Enter confirms the valid choice
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    const burgerLine = line(page, burger.id);
    expect(await burgerLine.textContent()).toContain('Brioche, Ketçap ×2, Ekstra Cheddar');
    expect(await text(page, 'cart-total')).toBe(tl(34_500, 'tr'));
    // KDV 10 % contained in 345 TL
    expect(await text(page, 'cart-vat')).toBe(tl(3_136, 'tr'));
    expect(await text(page, 'cart-subtotal')).toBe(tl(31_364, 'tr'));

    // Escape clears the search; + and - change the selected line (the burger, added last)
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('product-search').inputValue()).toBe('');
    expect(await page.locator('[data-testid="product-tile"][data-highlighted]').count()).toBe(0);
    expect(await burgerLine.getAttribute('data-selected')).toBe('true');
    await page.keyboard.press('+');
    expect(await burgerLine.getByTestId('line-quantity').textContent()).toBe('2');
    expect(await text(page, 'cart-total')).toBe(tl(63_000, 'tr'));
    await page.keyboard.press('-');
    expect(await burgerLine.getByTestId('line-quantity').textContent()).toBe('1');

    // the barcode scanner: tea's SKU typed fast into no field, then Enter
    expect(tea.sku).toBeTruthy();
    await scan(page, tea.sku as string);
    await line(page, tea.id).waitFor();
    expect(await line(page, tea.id).getByTestId('line-quantity').textContent()).toBe('1');
    // a person typing digits slowly (120 ms apart) and Enter is not a scan
    await pressKeys(page, ['9', '9', '9', '9', 'Enter'], 120);
    expect(await page.getByText('Barkod bulunamadı: 9999').count()).toBe(0);
    // an unknown code: a clear message, nothing added
    await scan(page, '8690000000000');
    await page
      .getByText('Barkod bulunamadı: 8690000000000')
      .waitFor()
      .catch(async (error) => {
        await save(page, 'sale-till-scan-failed');
        console.log(
          await page.evaluate(() => ({
            active: document.activeElement?.outerHTML.slice(0, 200),
            dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map((d) =>
              d.outerHTML.slice(0, 200),
            ),
            toasts: [...document.querySelectorAll('[data-sonner-toast]')].map((d) => d.textContent),
          })),
        );
        throw error;
      });
    expect(await page.getByTestId('cart-line').count()).toBe(3);

    // a line note and the order type
    await burgerLine.getByRole('button', { name: 'Not ekle' }).click();
    await page.getByTestId('line-note-input').fill('Soğansız');
    await page.getByTestId('line-note-input').press('Enter');
    expect(await burgerLine.getByTestId('line-note').textContent()).toContain('Soğansız');
    await page.getByTestId('order-type-takeaway').click();
    expect(await page.getByTestId('order-type-takeaway').getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Barkod bulunamadı: 8690000000000').waitFor({ state: 'hidden' });
    await settle(page);
    await screenshot(page, 'sale-till-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    // the order survives a reload of the tab
    await page.reload();
    await burgerLine.waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(3);

    // clearing asks first
    await page.getByRole('button', { name: 'Temizle' }).click();
    await page.getByRole('heading', { name: 'Sepet temizlensin mi?' }).waitFor();
    await page.getByTestId('confirm-clear').click();
    await page.getByText('Sepet boş').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('English: category tabs, a customized burger and a drink found by SKU, the list view; settings screen', async () => {
    const { context, page, errors } = await openTill('en');
    const burger = product(menuEn, 'Classic Burger');
    const cola = product(menuEn, 'Cola');
    await page.getByRole('heading', { name: 'Current order' }).waitFor();

    // main categories, then the chosen one's subcategories
    await page.getByTestId('category-tabs').getByRole('tab', { name: 'Food' }).click();
    const subTabs = page.getByTestId('subcategory-tabs');
    await subTabs.getByRole('tab', { name: 'All Food' }).waitFor();
    await subTabs.getByRole('tab', { name: 'Burgers' }).click();
    await tile(page, burger.id).click();
    const dialog = page.getByTestId('customize-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /^Brioche/ }).click();
    await dialog.getByRole('button', { name: 'Increase: Extra cheese' }).click();
    await settle(page);
    await screenshot(page, 'sale-till-customize-en');
    await dialog.getByTestId('customize-confirm').click();
    await dialog.waitFor({ state: 'hidden' });

    // by SKU in the search box
    await page.getByTestId('product-search').fill((cola.sku as string).toLowerCase());
    await page.getByTestId('product-search').press('Enter');
    await line(page, cola.id).waitFor();
    // 245 + 10 + 30 = 285 TL, and 60 TL cola
    expect(await text(page, 'cart-total')).toBe(tl(34_500, 'en'));
    expect(await line(page, burger.id).textContent()).toContain('Brioche, Extra cheese');
    await settle(page);
    await screenshot(page, 'sale-till-en');

    // arrow keys move a highlight through the grid, Enter adds the highlighted product
    await page.getByTestId('category-tabs').getByRole('tab', { name: 'Drinks' }).click();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const highlighted = page.locator('[data-testid="product-tile"][data-highlighted]');
    expect(await highlighted.count()).toBe(1);
    expect(await page.getByTestId('product-tile').nth(1).getAttribute('data-highlighted')).toBe('true');
    const picked = (await highlighted.getAttribute('data-product-id')) as string;
    await page.keyboard.press('Enter');
    await line(page, picked).waitFor();
    await line(page, picked)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await line(page, picked).waitFor({ state: 'detached' });

    // the dense list without images (remembered at this till)
    await page.getByTestId('view-list').click();
    expect(await page.evaluate(() => localStorage.getItem('showImages'))).toBe('false');
    expect(await page.locator('[data-testid="product-tile"] img').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'sale-till-list-en');
    await page.getByTestId('view-images').click();

    // a full-HD till: more columns, a wider order
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByTestId('category-tabs').getByRole('tab', { name: 'All' }).click();
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="product-grid"]')?.getAttribute('data-columns')) >= 7,
    );
    await settle(page);
    await screenshot(page, 'sale-till-en-1920');
    await page.setViewportSize(TILL);

    // till settings: link a terminal; the top bar shows its name
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Till settings' }).waitFor();
    const option = page.getByTestId('terminal-option').first();
    const noTerminals = page.getByTestId('no-terminals');
    await Promise.race([option.waitFor(), noTerminals.waitFor()]);
    if (await option.count()) {
      const name = ((await option.locator('span.font-semibold').first().textContent()) ?? '').trim();
      await option.click();
      expect(await option.getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('pos_till_terminal'))).toBeTruthy();
      expect(await page.getByTestId('till-status').textContent()).toContain(name);
    }
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
    await settle(page);
    await screenshot(page, 'sale-till-settings-en');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks a line whose product an admin makes unavailable, blocks Charge until it is removed; prices and the images setting follow live', async () => {
    const { context, page, errors } = await openTill('tr');
    const ayran = product(menuTr, 'Ayran');
    const cola = product(menuTr, 'Kola');
    await page.getByTestId('product-search').fill('ayran');
    await page.getByTestId('product-search').press('Enter');
    await page.getByTestId('product-search').fill('kola');
    await page.getByTestId('product-search').press('Enter');
    await line(page, cola.id).waitFor();
    await page.getByTestId('live-offline').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('cart-blocked').count()).toBe(0);

    const adminCall = (path: string, body: unknown) =>
      apiRequest(server.urls.admin, admin.access_token, 'PATCH', path, body);
    try {
      // a live price change reaches the cart at once
      expect((await adminCall(`/rest/v1/products/${cola.id}`, { price_minor: 6_500 })).status).toBe(200);
      await page.waitForFunction(
        ([id, price]) =>
          document.querySelector(
            `[data-testid="cart-line"][data-product-id="${id}"] [data-testid="line-total"]`,
          )?.textContent === price,
        [cola.id, tl(6_500, 'tr')] as const,
      );
      // the cached menu is stale now: the next load goes to the server, and that clears the mark
      expect(await page.evaluate(() => localStorage.getItem('pos_cache_invalidated'))).toBe('true');

      expect((await adminCall(`/rest/v1/products/${ayran.id}`, { in_stock: false })).status).toBe(200);
      const ayranLine = line(page, ayran.id);
      await page.waitForSelector(`[data-testid="cart-line"][data-product-id="${ayran.id}"][data-problem]`);
      expect(await ayranLine.getByTestId('line-problem').textContent()).toContain('Tükendi');
      await page.getByTestId('cart-blocked').waitFor();
      expect(await page.getByTestId('charge').isDisabled()).toBe(true);
      expect(await tile(page, ayran.id).isDisabled()).toBe(true);
      await settle(page);
      await screenshot(page, 'sale-till-unavailable-tr');

      await ayranLine.getByTestId('remove-line').click();
      await page.getByTestId('cart-blocked').waitFor({ state: 'hidden' });
      expect(await page.getByTestId('cart-line').count()).toBe(1);
      expect(await page.getByTestId('charge').isEnabled()).toBe(true);
      await page.reload();
      await line(page, cola.id).waitFor();
      await page.waitForFunction(() => localStorage.getItem('pos_cache_invalidated') === null);
      expect(await line(page, cola.id).getByTestId('line-total').textContent()).toBe(tl(6_500, 'tr'));

      // the back office turns product images off: the till shows the dense list at once
      await page.getByTestId('live-offline').waitFor({ state: 'hidden' });
      const images = (value: boolean) =>
        apiRequest(server.urls.admin, admin.access_token, 'PUT', '/rest/v1/settings/show_product_images', {
          value,
        });
      expect((await images(false)).status).toBe(200);
      try {
        await page.waitForFunction(
          () => document.querySelectorAll('[data-testid="product-tile"] img').length === 0,
        );
        expect(await page.getByTestId('view-images').isDisabled()).toBe(true);
      } finally {
        await images(true);
      }
      await page.locator('[data-testid="product-tile"] img').first().waitFor();
    } finally {
      await adminCall(`/rest/v1/products/${ayran.id}`, { in_stock: true });
      await adminCall(`/rest/v1/products/${cola.id}`, { price_minor: cola.price_minor });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('who may use the till', () => {
  it('gives an admin the catalogue pages and the back-office link in the top bar', async () => {
    const { context, page, errors } = await openPage(browser, {
      viewport: TILL,
      localStorage: { ...storedSession('sale', admin), language: 'tr' },
    });
    await page.goto(server.urls.sale);
    await page.getByTestId('product-tile').first().waitFor();
    const nav = page.getByRole('navigation', { name: 'Kasa menüsü' });
    for (const name of [
      'Satış',
      'Siparişler ve İadeler',
      'Terminal Testi',
      'Ayarlar',
      'Ürünler',
      'Kategoriler',
    ]) {
      expect(await nav.getByRole('link', { name }).count()).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'Yönetim Paneli' }).count()).toBe(1);
    // everything in the top bar fits the screen
    const overflow = await page.evaluate(() => {
      const bar = document.querySelector('header > div') as HTMLElement;
      return bar.scrollWidth - bar.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await settle(page);
    await screenshot(page, 'sale-till-admin-tr');

    await nav.getByRole('link', { name: 'Ayarlar' }).click();
    await page.getByRole('heading', { name: 'Kasa Ayarları' }).waitFor();
    await page
      .getByTestId('terminal-section')
      .getByText('Terminaller yükleniyor…')
      .waitFor({ state: 'hidden' });
    await settle(page);
    await screenshot(page, 'sale-till-settings-tr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a cashier only the till pages', async () => {
    const { context, page } = await openTill('tr');
    const nav = page.getByRole('navigation', { name: 'Kasa menüsü' });
    expect(await nav.getByRole('link', { name: 'Ürünler' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Kategoriler' }).count()).toBe(0);
    // signing out clears pos_session_active
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.getByRole('heading', { name: 'Kasiyer Girişi' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pos_session_active'))).toBeNull();
    await context.close();
  });

  it("shows a signed-in plain 'user' the access-denied screen", async () => {
    const plain = { email: 'till-plain-user@kiosk.local', password: 'Till-Plain-e2e-2026', role: 'user' };
    await createUser(server, plain);
    const tokens = await signInByApi(server.urls.sale, plain);
    const { context, page } = await openPage(browser, {
      viewport: TILL,
      localStorage: { ...storedSession('sale', tokens), language: 'tr' },
    });
    await page.goto(server.urls.sale);
    await page
      .getByRole('heading', { name: 'Erişim Engellendi' })
      .waitFor({ timeout: 30_000 })
      .catch(async (error) => {
        await save(page, 'sale-till-access-denied-failed');
        console.log(await page.evaluate(() => document.body.textContent));
        throw error;
      });
    expect(await page.getByText('Bu sayfaya erişim izniniz yok.').isVisible()).toBe(true);
    expect(await page.getByTestId('product-tile').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('pos_session_active'))).toBeNull();
    // the server refuses the till's calls too
    const refused = await apiRequest(server.urls.sale, tokens.access_token, 'GET', '/api/till/terminals');
    expect(refused.status).toBe(403);
    await settle(page);
    await screenshot(page, 'sale-till-access-denied-tr');
    await page.getByRole('button', { name: 'Başka bir hesapla giriş yap' }).click();
    await page.getByRole('heading', { name: 'Kasiyer Girişi' }).waitFor();
    await context.close();
  });
});
