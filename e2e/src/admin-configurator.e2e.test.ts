import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type ConfigurableItem, type Selection, unitPrice } from '@kiosk/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, SCREENSHOT_DIR, screenshot } from './browser.js';
import { callApi, DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { fetchMenu, openKiosk, productCard, productId, startOrder } from './kiosk-helpers.js';
import { type E2eServer, startTestServer } from './server.js';

/** What GET /rest/v1/product_configurations/:id answers (the parts these tests read). */
interface Configuration {
  steps: Array<{
    id: string;
    title: string;
    type: 'radio' | 'stepper';
    required: boolean;
    show_images: boolean;
    translations: { en: { title?: string } };
    options: Array<{
      id: string;
      name: string;
      price_minor: number;
      product_id: string | null;
      is_manual_price: boolean;
      max_quantity: number;
      is_default: boolean;
      linked_price_minor: number | null;
      available: boolean;
      translations: { en: { name?: string } };
    }>;
  }>;
}
interface ConfigurableProduct {
  id: string;
  name: string;
  price_minor: number;
  configured: boolean;
}
interface ProductList {
  data: Array<{ id: string; name: string; price_minor: number }>;
}

let server: E2eServer;
let browser: Browser;
/** One real admin session for the whole file (sign-ins are limited per address). */
let admin: TokenBody;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  admin = await signInByApi(server.urls.admin, DEMO.admin);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

const signedIn = (language: 'tr' | 'en' = 'tr') => ({
  localStorage: { ...storedSession('admin', admin), language },
});
const get = async <T>(path: string) => {
  const res = await callApi<T>(server.urls.admin, admin.access_token, path);
  expect(res.status, path).toBe(200);
  return res.body;
};
const burger = async (name: string) => {
  const found = (await get<ConfigurableProduct[]>('/rest/v1/configurable_products')).find(
    (p) => p.name === name,
  );
  if (!found) throw new Error(`no configurable product ${name}`);
  return found;
};
const productByName = async (name: string) => {
  const found = (
    await get<ProductList>(`/rest/v1/products?page_size=100&q=${encodeURIComponent(name)}`)
  ).data.find((p) => p.name === name);
  if (!found) throw new Error(`no product ${name}`);
  return found;
};
const texts = (locator: Locator, attribute: string) =>
  locator.evaluateAll((elements, name) => elements.map((e) => e.getAttribute(name)), attribute);
/** A screenshot of what is on screen (for dialogs, which a stitched full page would misplace). */
async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

describe('configurator page', () => {
  it('lists only configurable products, as a grid or a remembered list', async () => {
    const { context, page, errors } = await openPage(browser, signedIn());
    await page.goto(`${server.urls.admin}/configurator`);
    await page.getByRole('heading', { name: 'Ürün Yapılandırıcı' }).waitFor();
    await page.getByText('Yapılandırılabilir ürünlerin özelleştirme seçeneklerini yönetin').waitFor();
    const cards = page.getByTestId('configurable-product');
    await expect.poll(() => cards.count()).toBe(4);
    expect((await texts(cards, 'data-product-name')).sort()).toEqual(
      ['Cheeseburger', 'Duble Burger', 'Klasik Burger', 'Tavuk Burger'].sort(),
    );
    expect(await page.getByTestId('configurator-grid').getByText('Yapılandırıldı').count()).toBe(4);
    await cards.filter({ hasText: 'Klasik Burger' }).getByText('3 adım').waitFor();
    await cards.filter({ hasText: 'Klasik Burger' }).getByText('24 seçenek').waitFor();
    await screenshot(page, 'admin-configurator-grid-tr');

    await page.getByRole('button', { name: 'Liste' }).click();
    const table = page.getByTestId('configurator-table');
    await table.waitFor();
    for (const column of ['Ürün', 'Fiyat', 'Durum', 'Adımlar', 'Seçenekler', 'İşlemler']) {
      expect(await table.getByRole('columnheader', { name: column, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => localStorage.getItem('configuratorViewMode'))).toBe('list');
    await page.reload();
    await table.waitFor();
    const klasik = page.getByTestId('configurable-product').filter({ hasText: 'Klasik Burger' });
    expect(await klasik.getByTestId('step-count').textContent()).toBe('3');
    expect(await klasik.getByTestId('option-count').textContent()).toBe('24');
    expect(await klasik.getByRole('cell').nth(1).textContent()).toBe('245,00\u00a0₺');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the list in English', async () => {
    const { context, page } = await openPage(browser, {
      localStorage: { ...signedIn('en').localStorage, configuratorViewMode: 'list' },
    });
    await page.goto(`${server.urls.admin}/configurator`);
    await page.getByRole('heading', { name: 'Product Configurator' }).waitFor();
    await page.getByText('Manage customization options for configurable products').waitFor();
    await page.getByTestId('configurator-table').waitFor();
    expect(await page.getByRole('columnheader', { name: 'Status' }).isVisible()).toBe(true);
    expect(await page.getByTestId('configurator-table').getByText('Configured').count()).toBe(4);
    await screenshot(page, 'admin-configurator-list-en');
    await context.close();
  });

  it('explains an empty list and a failed load', async () => {
    const { context, page } = await openPage(browser, signedIn());
    let answer: 'empty' | 'fail' = 'empty';
    await page.route('**/rest/v1/configurable_products', (route) =>
      answer === 'empty'
        ? route.fulfill({ contentType: 'application/json', body: '[]' })
        : route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, error: { code: 'internal_error', message: 'boom' } }),
          }),
    );
    await page.goto(`${server.urls.admin}/configurator`);
    await page.getByRole('heading', { name: 'Yapılandırılabilir ürün bulunamadı' }).waitFor();
    await page.getByText('Ürünler bölümünden ürünleri yapılandırılabilir olarak işaretleyin').waitFor();
    expect(await page.getByRole('link', { name: 'Ürünlere Git' }).getAttribute('href')).toBe('/products');
    await screenshot(page, 'admin-configurator-empty-tr');

    answer = 'fail';
    await page.reload();
    await page
      .getByRole('heading', { name: 'Yapılandırılabilir ürünler yüklenemedi' })
      .waitFor({ timeout: 15_000 });
    await page.unroute('**/rest/v1/configurable_products');
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await expect.poll(() => page.getByTestId('configurable-product').count()).toBe(4);
    await context.close();
  });
});

describe('configuring the demo Tavuk Burger', () => {
  it('deletes its configuration only after confirmation', async () => {
    const { context, page, errors } = await openPage(browser, signedIn());
    await page.goto(`${server.urls.admin}/configurator`);
    const card = page.getByTestId('configurable-product').filter({ hasText: 'Tavuk Burger' });
    await card.getByRole('button', { name: 'Tavuk Burger yapılandırmasını sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yapılandırmayı Sil' });
    await dialog
      .getByText(
        'Bu ürünün yapılandırmasını silmek istediğinizden emin misiniz? Ürün kalacak ancak tüm özelleştirme seçenekleri kaldırılacak.',
      )
      .waitFor();
    await shot(page, 'admin-configurator-delete-tr');
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await burger('Tavuk Burger')).configured).toBe(true);

    await card.getByRole('button', { name: 'Tavuk Burger yapılandırmasını sil' }).click();
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
    await toast(page, 'Yapılandırma başarıyla silindi').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Yapılandırılmadı').waitFor();
    await card.getByRole('button', { name: 'Yapılandırma Ekle' }).waitFor();
    expect((await burger('Tavuk Burger')).configured).toBe(false);

    await page.getByRole('button', { name: 'Liste' }).click();
    const row = page.getByTestId('configurable-product').filter({ hasText: 'Tavuk Burger' });
    expect(await row.getByTestId('step-count').textContent()).toBe('-');
    expect(await row.getByTestId('option-count').textContent()).toBe('-');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('builds bread, sauces and extras, reorders, saves, and reads back the same', async () => {
    const tavuk = await burger('Tavuk Burger');
    const cheddar = await productByName('Ekstra Cheddar');
    const bacon = await productByName('Dana Bacon');
    const { context, page, errors } = await openPage(browser, signedIn());
    await page.goto(`${server.urls.admin}/configurator`);
    await page.getByRole('button', { name: 'Tavuk Burger için yapılandırma ekle' }).click();
    const editor = page.getByRole('dialog', { name: 'Yeni yapılandırma: Tavuk Burger' });
    const steps = editor.getByTestId('step-card');
    await expect.poll(() => steps.count()).toBe(1);

    // a new step: single selection, required, no images; the last step cannot be deleted
    const bread = steps.nth(0);
    expect(await bread.getByRole('radio', { name: /Tekli seçim/ }).isChecked()).toBe(true);
    expect(await bread.getByRole('switch', { name: 'Zorunlu' }).getAttribute('aria-checked')).toBe('true');
    expect(await bread.getByRole('switch', { name: 'Görselleri göster' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(await bread.getByRole('button', { name: /adımını sil$/ }).isDisabled()).toBe(true);

    await fillStep(bread, { tr: 'Ekmek', en: 'Bread', subtitle: 'Burgeriniz hangi ekmekte olsun?' });
    const breadOptions = bread.getByTestId('option-card');
    await fillOption(breadOptions.nth(0), { tr: 'Susamlı', en: 'Sesame' });
    await breadOptions.nth(0).getByRole('switch', { name: 'Varsayılan olarak seçili' }).click();
    await bread.getByRole('button', { name: 'Seçenek Ekle' }).click();
    await fillOption(breadOptions.nth(1), { tr: 'Brioche', en: 'Brioche', price: '10' });

    // sauces: multiple selection, optional
    await editor.getByRole('button', { name: 'Adım Ekle' }).click();
    const sauces = steps.nth(1);
    await fillStep(sauces, { tr: 'Soslar', en: 'Sauces' });
    await sauces.getByRole('radio', { name: /Çoklu seçim/ }).check();
    await sauces.getByRole('switch', { name: 'Zorunlu' }).click();
    const sauceOptions = sauces.getByTestId('option-card');
    await fillOption(sauceOptions.nth(0), { tr: 'Ketçap', en: 'Ketchup', max: '3' });
    await sauces.getByRole('button', { name: 'Seçenek Ekle' }).click();
    await fillOption(sauceOptions.nth(1), { tr: 'Barbekü', en: 'BBQ', price: '5', max: '2' });

    // extras: multiple selection with product-linked options
    await editor.getByRole('button', { name: 'Adım Ekle' }).click();
    const extras = steps.nth(2);
    await fillStep(extras, { tr: 'Ekstralar', en: 'Extras' });
    await extras.getByRole('radio', { name: /Çoklu seçim/ }).check();
    await extras.getByRole('switch', { name: 'Zorunlu' }).click();
    await extras.getByRole('switch', { name: 'Görselleri göster' }).click();
    const extraOptions = extras.getByTestId('option-card');
    // linking copies the product's name, price and image, and locks the price
    await extraOptions.nth(0).getByTestId('option-product').selectOption(cheddar.id);
    expect(
      await extraOptions.nth(0).getByRole('textbox', { name: 'Ad (Türkçe)', exact: true }).inputValue(),
    ).toBe('Ekstra Cheddar');
    expect(await extraOptions.nth(0).getByRole('textbox', { name: 'Fiyat (₺)' }).inputValue()).toBe('30.00');
    await extraOptions.nth(0).getByText('Ürün fiyatını izler. Değiştirmek için fiyat yazın.').waitFor();
    expect(await extraOptions.nth(0).locator('img').first().getAttribute('src')).toContain(
      '/product-images/',
    );
    await extraOptions.nth(0).getByRole('spinbutton', { name: 'En fazla adet' }).fill('2');

    await extras.getByRole('button', { name: 'Seçenek Ekle' }).click();
    const baconOption = extraOptions.nth(1);
    await baconOption.getByTestId('option-product').selectOption(bacon.id);
    expect(await baconOption.getByRole('textbox', { name: 'Fiyat (₺)' }).inputValue()).toBe('45.00');
    // editing a linked price is a manual override, with the warning
    await baconOption.getByRole('textbox', { name: 'Fiyat (₺)' }).fill('40');
    await baconOption.getByText('Manuel fiyat ürün fiyatının yerine geçer').waitFor();
    // a custom option drops the link (and the override) ...
    await baconOption.getByRole('button', { name: 'Özel', exact: true }).click();
    expect(await baconOption.getByTestId('option-product').inputValue()).toBe('');
    expect(await baconOption.getByTestId('manual-price-warning').count()).toBe(0);
    // ... and linking again starts from the product's price
    await baconOption.getByTestId('option-product').selectOption(bacon.id);
    expect(await baconOption.getByRole('textbox', { name: 'Fiyat (₺)' }).inputValue()).toBe('45.00');
    await baconOption.getByRole('textbox', { name: 'Fiyat (₺)' }).fill('40');
    await baconOption.getByTestId('manual-price-warning').waitFor();

    await extras.getByRole('button', { name: 'Seçenek Ekle' }).click();
    await fillOption(extraOptions.nth(2), { tr: 'Marul', en: 'Lettuce', price: '7,50', max: '2' });

    // saving refuses an option without a Turkish name, client-side first
    await extras.getByRole('button', { name: 'Seçenek Ekle' }).click();
    await editor.getByTestId('save-configuration').click();
    await editor
      .getByTestId('editor-error')
      .getByText('Lütfen tüm zorunlu alanları doldurun (en azından Türkçe çeviriler)')
      .waitFor();
    await extraOptions.nth(3).getByText('Türkçe ad zorunludur').waitFor();
    await shot(page, 'admin-configurator-editor-incomplete-tr');
    await extraOptions.nth(3).getByRole('button', { name: 'Adsız seçenek seçeneğini sil' }).click();
    expect(await extraOptions.count()).toBe(3);

    // reorder: steps with the buttons, options by dragging
    await sauces.getByRole('button', { name: 'Soslar adımını aşağı taşı' }).click();
    expect(await texts(steps, 'data-step-title')).toEqual(['Ekmek', 'Ekstralar', 'Soslar']);
    // fold the bread options, so both are in view, then drag Brioche above Susamlı
    await reopenStepOnly(editor, bread);
    await breadOptions
      .nth(0)
      .getByRole('button', { name: /^Susamlı/, expanded: true })
      .click();
    await breadOptions
      .nth(1)
      .getByRole('button', { name: /^Brioche/, expanded: true })
      .click();
    await breadOptions
      .nth(1)
      .getByTestId('option-drag-handle')
      .dragTo(breadOptions.nth(0), { targetPosition: { x: 60, y: 4 } });
    expect(await texts(breadOptions, 'data-option-name')).toEqual(['Brioche', 'Susamlı']);

    await editor.getByTestId('save-configuration').click();
    await toast(page, 'Yapılandırma başarıyla kaydedildi').waitFor();
    await editor.waitFor({ state: 'hidden' });
    const card = page.getByTestId('configurable-product').filter({ hasText: 'Tavuk Burger' });
    await card.getByText('Yapılandırıldı').waitFor();
    await card.getByText('3 adım').waitFor();
    await card.getByText('7 seçenek').waitFor();

    // what the server holds
    const saved = await get<Configuration>(`/rest/v1/product_configurations/${tavuk.id}`);
    expect(
      saved.steps.map((s) => [s.title, s.translations.en.title, s.type, s.required, s.show_images]),
    ).toEqual([
      ['Ekmek', 'Bread', 'radio', true, false],
      ['Ekstralar', 'Extras', 'stepper', false, true],
      ['Soslar', 'Sauces', 'stepper', false, false],
    ]);
    const [savedBread, savedExtras, savedSauces] = saved.steps;
    expect(
      savedBread?.options.map((o) => [o.name, o.translations.en.name, o.price_minor, o.is_default]),
    ).toEqual([
      ['Brioche', 'Brioche', 1000, false],
      ['Susamlı', 'Sesame', 0, true],
    ]);
    expect(
      savedExtras?.options.map((o) => [
        o.name,
        o.product_id,
        o.is_manual_price,
        o.price_minor,
        o.max_quantity,
      ]),
    ).toEqual([
      ['Ekstra Cheddar', cheddar.id, false, 3000, 2],
      ['Dana Bacon', bacon.id, true, 4000, 1],
      ['Marul', null, false, 750, 2],
    ]);
    expect(savedSauces?.options.map((o) => [o.name, o.price_minor, o.max_quantity])).toEqual([
      ['Ketçap', 0, 3],
      ['Barbekü', 500, 2],
    ]);

    // reopen: the same steps, options and prices
    await card.getByRole('button', { name: 'Tavuk Burger yapılandırmasını düzenle' }).click();
    const reopened = page.getByRole('dialog', { name: 'Yapılandırmayı düzenle: Tavuk Burger' });
    const reopenedSteps = reopened.getByTestId('step-card');
    await expect.poll(() => reopenedSteps.count()).toBe(3);
    expect(await texts(reopenedSteps, 'data-step-title')).toEqual(['Ekmek', 'Ekstralar', 'Soslar']);
    await reopened.getByRole('button', { name: 'Tümünü aç' }).click();
    expect(await texts(reopenedSteps.nth(0).getByTestId('option-card'), 'data-option-name')).toEqual([
      'Brioche',
      'Susamlı',
    ]);
    const reopenedExtras = reopenedSteps.nth(1).getByTestId('option-card');
    expect(await texts(reopenedExtras, 'data-option-name')).toEqual([
      'Ekstra Cheddar',
      'Dana Bacon',
      'Marul',
    ]);
    expect(
      await reopenedSteps
        .nth(1)
        .getByRole('radio', { name: /Çoklu seçim/ })
        .isChecked(),
    ).toBe(true);
    await reopenedExtras
      .nth(1)
      .getByRole('button', { name: /Dana Bacon/ })
      .first()
      .click();
    expect(await reopenedExtras.nth(1).getByRole('textbox', { name: 'Fiyat (₺)' }).inputValue()).toBe(
      '40.00',
    );
    await reopenedExtras.nth(1).getByTestId('manual-price-warning').waitFor();
    expect(await reopenedExtras.nth(1).getByTestId('option-product').inputValue()).toBe(bacon.id);

    // the live preview is the kiosk's product dialog, pricing a selection with the domain model
    const preview = reopened.getByTestId('configurator-preview');
    const kioskDialog = preview.getByTestId('product-dialog');
    await kioskDialog.getByRole('heading', { name: 'Tavuk Burger' }).waitFor();
    expect(await kioskDialog.getByTestId('config-step').count()).toBe(3);
    await kioskDialog.getByRole('button', { name: /^Brioche/ }).click();
    await kioskDialog.getByRole('button', { name: 'Ekstra Cheddar artır' }).click();
    await kioskDialog.getByRole('button', { name: 'Ekstra Cheddar artır' }).click();
    // the maximum is 2
    expect(await kioskDialog.getByRole('button', { name: 'Ekstra Cheddar artır' }).isDisabled()).toBe(true);
    await kioskDialog.getByRole('button', { name: 'Dana Bacon artır' }).click();

    const item: ConfigurableItem = { base_price_minor: tavuk.price_minor, steps: saved.steps };
    const selection: Selection = {
      [savedBread?.id ?? '']: { [savedBread?.options[0]?.id ?? '']: 1 },
      [savedExtras?.id ?? '']: {
        [savedExtras?.options[0]?.id ?? '']: 2,
        [savedExtras?.options[1]?.id ?? '']: 1,
      },
      [savedSauces?.id ?? '']: {},
    };
    const expected = unitPrice(item, selection);
    // 225.00 + brioche 10.00 + cheddar 2 x 30.00 + bacon at its manual 40.00
    expect(expected).toBe(22500 + 1000 + 2 * 3000 + 4000);
    const total = kioskDialog.getByTestId('running-price');
    expect(Number(await total.getAttribute('data-total-minor'))).toBe(expected);
    expect((await total.textContent())?.replace(/\u00a0/g, ' ')).toBe('335,00 ₺');
    expect(await kioskDialog.getByRole('alert').count()).toBe(0);
    await shot(page, 'admin-configurator-editor-tr');

    // the preview in English
    await preview.getByRole('button', { name: /^en\b/i }).click();
    await kioskDialog.getByRole('heading', { name: 'Extras' }).waitFor();
    await kioskDialog.getByText('Add to Cart').waitFor();

    // closing without changes needs no confirmation
    await reopened.getByRole('button', { name: 'İptal' }).click();
    await reopened.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('asks before discarding unsaved edits, and shows the editor in English', async () => {
    const { context, page, errors } = await openPage(browser, signedIn('en'));
    await page.goto(`${server.urls.admin}/configurator`);
    await page.getByRole('button', { name: 'Edit the configuration of Chicken Burger' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit configuration: Chicken Burger' });
    const steps = editor.getByTestId('step-card');
    await expect.poll(() => steps.count()).toBe(3);
    await steps
      .nth(1)
      .getByRole('button', { name: /Ekstralar/ })
      .first()
      .click();
    await steps
      .nth(1)
      .getByTestId('option-card')
      .nth(0)
      .getByRole('button', { name: /Extra Cheese/i })
      .first()
      .click();
    await editor.getByTestId('configurator-preview').getByRole('heading', { name: 'Extras' }).waitFor();
    await shot(page, 'admin-configurator-editor-en');

    await steps
      .nth(1)
      .getByRole('textbox', { name: 'Title (Turkish)', exact: true })
      .fill('Ekstra Malzemeler');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    expect(
      await steps.nth(1).getByRole('textbox', { name: 'Title (Turkish)', exact: true }).inputValue(),
    ).toBe('Ekstra Malzemeler');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await editor.waitFor({ state: 'hidden' });
    const saved = await get<Configuration>(
      `/rest/v1/product_configurations/${(await burger('Tavuk Burger')).id}`,
    );
    expect(saved.steps[1]?.title).toBe('Ekstralar');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the kiosk preview of the configurator', () => {
  it("is the kiosk's own product dialog: every step in one scrolling list, required steps checked, the price running", async () => {
    // the kiosk's dialog of the Klasik Burger, as a customer sees it
    const menu = await fetchMenu(server.urls.kiosk);
    const kiosk = await openKiosk(browser, server.urls.kiosk);
    await startOrder(kiosk.page);
    await productCard(kiosk.page, productId(menu, 'Klasik Burger')).click();
    const onKiosk = kiosk.page.getByTestId('product-dialog');
    await onKiosk.getByRole('heading', { name: 'Klasik Burger' }).waitFor();
    const kioskOutline = await dialogOutline(onKiosk);
    expect(kioskOutline.steps.map((step) => step.title)).toEqual(['Ekmek Seçimi', 'Soslar', 'Ekstralar']);
    await kiosk.context.close();

    const { context, page, errors } = await openPage(browser, signedIn());
    await page.goto(`${server.urls.admin}/configurator`);
    await page.getByRole('button', { name: 'Klasik Burger yapılandırmasını düzenle' }).click();
    const editor = page.getByRole('dialog', { name: 'Yapılandırmayı düzenle: Klasik Burger' });
    const preview = editor.getByTestId('configurator-preview');
    const dialog = preview.getByTestId('product-dialog');
    await dialog.getByRole('heading', { name: 'Klasik Burger' }).waitFor();

    // the same dialog: title, description, every step with its options, texts and buttons, price
    // (the heading shows at once from the product list; the description comes with the kiosk's own
    // copy of the product, a second request, so the outline is awaited rather than read once)
    await expect.poll(() => dialogOutline(dialog), { timeout: 10_000 }).toEqual(kioskOutline);
    // one scrolling list, not a wizard: every step at once, no step navigation
    expect(await preview.getByRole('button', { name: /^(İleri|Geri)$/ }).count()).toBe(0);
    const list = dialog.getByTestId('product-options');
    expect(
      await list.evaluate(
        (node) => getComputedStyle(node).overflowY === 'auto' && node.scrollHeight > node.clientHeight,
      ),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Ekstra Cheddar artır' }).scrollIntoViewIfNeeded();
    expect(await dialog.getByRole('button', { name: 'Ekstra Cheddar artır' }).isVisible()).toBe(true);

    // the price runs: brioche +10, ketchup twice (free), extra cheddar +30
    const price = dialog.getByTestId('running-price');
    const priceText = async () => (await price.textContent())?.replace(/\u00a0/g, ' ');
    expect(await priceText()).toBe('245,00 ₺');
    await dialog.getByRole('button', { name: /^Brioche/ }).click();
    expect(await dialog.getByRole('button', { name: /^Brioche/ }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: 'Ketçap artır' }).click();
    await dialog.getByRole('button', { name: 'Ketçap artır' }).click();
    await dialog.getByRole('button', { name: 'Ekstra Cheddar artır' }).click();
    expect(await priceText()).toBe('285,00 ₺');
    await dialog.getByTestId('product-quantity').getByRole('button', { name: 'Artır' }).click();
    expect(await priceText()).toBe('570,00 ₺');

    // a new required step, still unanswered: "Add to cart" asks for it, as the kiosk does
    await editor.getByRole('button', { name: 'Adım Ekle' }).click();
    const drink = editor.getByTestId('step-card').nth(3);
    await fillStep(drink, { tr: 'İçecek', en: 'Drink' });
    await fillOption(drink.getByTestId('option-card').nth(0), { tr: 'Ayran', en: 'Ayran', price: '15' });
    await dialog.getByRole('heading', { name: 'İçecek' }).waitFor();
    expect(await dialog.getByTestId('config-step').count()).toBe(4);
    await dialog.getByTestId('add-to-cart').click();
    await dialog.getByRole('alert').filter({ hasText: 'Lütfen gerekli seçimleri tamamlayın' }).waitFor();
    expect(await dialog.getByTestId('config-step').nth(3).getAttribute('data-missing')).toBe('true');
    expect(await dialog.getByTestId('config-step').nth(0).getAttribute('data-missing')).toBeNull();
    expect(await preview.getByTestId('preview-added').count()).toBe(0);
    await shot(page, 'admin-configurator-preview-required-tr');
    await dialog.getByRole('button', { name: /^Ayran/ }).click();
    // 2 x (285 + 15)
    expect(await priceText()).toBe('600,00 ₺');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByTestId('add-to-cart').click();
    await preview.getByTestId('preview-added').filter({ hasText: 'Klasik Burger sepete eklendi' }).waitFor();
    // and it starts again, as a customer reopening the product would
    expect(await priceText()).toBe('245,00 ₺');

    // in English: the kiosk's English texts and names
    await preview.getByRole('button', { name: /^en\b/i }).click();
    await dialog.getByRole('heading', { name: 'Classic Burger' }).waitFor();
    await dialog.getByRole('heading', { name: 'Drink' }).waitFor();
    await dialog.getByText('Add to Cart').waitFor();
    expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(1);

    await editor.getByRole('button', { name: 'İptal' }).click();
    await page
      .getByRole('dialog', { name: 'Değişiklikler silinsin mi?' })
      .getByRole('button', { name: 'Değişiklikleri sil' })
      .click();
    await editor.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

/** What a product dialog shows: title, description, each step's texts, buttons and classes (its look), the running price. */
function dialogOutline(dialog: Locator) {
  return dialog.evaluate((root) => {
    const title = root.querySelector('h2');
    return {
      title: title?.textContent,
      titleLook: title?.className,
      description: title?.nextElementSibling?.textContent ?? null,
      close: [...root.querySelectorAll('button')].find(
        (button) => button.closest('[data-testid="config-step"]') === null,
      )?.className,
      steps: [...root.querySelectorAll<HTMLElement>('[data-testid="config-step"]')].map((step) => ({
        title: step.querySelector('h3')?.textContent,
        type: step.getAttribute('data-step-type'),
        text: step.textContent,
        look: step.className,
        options: step.querySelectorAll('[data-testid="config-option"]').length,
        buttons: [...step.querySelectorAll('button')].map((button) => [
          button.getAttribute('aria-label') ?? button.textContent,
          button.getAttribute('aria-pressed'),
          button.disabled,
          button.className,
        ]),
      })),
      quantity: root.querySelector('[data-testid="product-quantity"] output')?.textContent,
      price: root.querySelector('[data-testid="running-price"]')?.textContent,
    };
  });
}

/** Folds every step but this one. */
async function reopenStepOnly(editor: Locator, step: Locator) {
  await editor.getByRole('button', { name: 'Tümünü kapat' }).click();
  await step.getByRole('button', { name: /Ekmek/ }).first().click();
}

async function fillStep(step: Locator, values: { tr: string; en: string; subtitle?: string }) {
  await step.getByRole('textbox', { name: 'Başlık (Türkçe)', exact: true }).fill(values.tr);
  await step.getByRole('textbox', { name: 'Başlık (İngilizce)', exact: true }).fill(values.en);
  if (values.subtitle)
    await step.getByRole('textbox', { name: 'Alt başlık (Türkçe)', exact: true }).fill(values.subtitle);
}

async function fillOption(option: Locator, values: { tr: string; en: string; price?: string; max?: string }) {
  await option.getByRole('textbox', { name: 'Ad (Türkçe)', exact: true }).fill(values.tr);
  await option.getByRole('textbox', { name: 'Ad (İngilizce)', exact: true }).fill(values.en);
  if (values.price) await option.getByRole('textbox', { name: 'Fiyat (₺)' }).fill(values.price);
  if (values.max) await option.getByRole('spinbutton', { name: 'En fazla adet' }).fill(values.max);
}
