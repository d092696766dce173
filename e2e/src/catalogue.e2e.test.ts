import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  closeBrowser,
  findAccessibilityViolations,
  launchBrowser,
  openPage,
  SCREENSHOT_DIR,
  screenshot,
  settle,
  sidewaysOverflow,
} from './browser.js';
import { DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

// Catalogue back office: products, categories and the dashboard against the real server and seed.
let server: E2eServer;
let browser: Browser;
/** One real admin session for the whole file (the server allows 30 sign-ins per address in 15 minutes). */
let admin: TokenBody;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  admin = await signInByApi(server.urls.admin, DEMO.admin);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

let current: Page | undefined;
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && current && !current.isClosed()) {
    await current
      .screenshot({ path: `/tmp/dbg/fail-${ctx.task.name.slice(0, 40)}.png`, fullPage: true })
      .catch(() => {});
  }
});

async function open(
  path: string,
  language: 'tr' | 'en' = 'tr',
  viewport?: { width: number; height: number },
) {
  const opened = await openPage(browser, {
    localStorage: { ...storedSession('admin', admin), language },
    ...(viewport ? { viewport } : {}),
  });
  current = opened.page;
  await opened.page.goto(`${server.urls.admin}${path}`);
  return opened;
}

/** The products list finished loading (no request in flight). */
async function listReady(page: Page): Promise<void> {
  await page.locator('[data-testid="product-list"][aria-busy="false"]').waitFor();
}

const productNames = (page: Page) => page.getByTestId('product-name').allTextContents();

/** "1.234,50 ₺" -> 123450 */
const minorOf = (text: string) => Number(text.replace(/\D/g, ''));

/** A dialog over the page: the visible window only (a full-page shot would show the long list under it). */
async function dialogShot(page: Page, name: string): Promise<void> {
  await settle(page);
  // two frames, so the dialog is painted before the capture
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

const png = () =>
  sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 201, g: 162, b: 39 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="600"><circle cx="400" cy="300" r="200" fill="#472d1d"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

describe('products', () => {
  it('adds a product with an uploaded image and an English name, finds, sorts, deactivates and reactivates it', async () => {
    const { context, page, errors } = await open('/products');
    await listReady(page);
    expect(await page.getByTestId('product-row').count()).toBe(25);
    expect(await page.getByTestId('product-count').textContent()).toMatch(/^1–25 arası gösteriliyor/);
    await settle(page);
    await screenshot(page, 'admin-products-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    // issue 29 item 17: closing the form with typed changes asks first; keep editing keeps the text
    await page.getByTestId('add-product').click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await dialog.locator('#product-nameTr').fill('Yarım kalan ürün');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Değişiklikler kaydedilmedi' });
    await question.getByText('Yaptığınız değişiklikler kaydedilmedi. Kapatırsanız kaybolacak.').waitFor();
    await settle(page);
    await screenshot(page, 'admin-product-discard-question-tr');
    await question.getByRole('button', { name: 'Düzenlemeye dön' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await dialog.locator('#product-nameTr').inputValue()).toBe('Yarım kalan ürün');
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Değişiklikleri at' }).click();
    await dialog.waitFor({ state: 'detached' });

    // the form checks the spec's rules before sending anything
    await page.getByTestId('add-product').click();
    await dialog.locator('#product-nameTr').waitFor();
    // every text shows its maximum length
    expect(await dialog.locator('#product-nameTr-hint').textContent()).toBe('0 / 200 karakter');
    await dialog.getByRole('button', { name: 'Ürünü Ekle' }).click();
    for (const message of [
      'Ürün adı (Türkçe) zorunludur',
      "Lütfen 0'dan büyük geçerli bir fiyat girin",
      'Lütfen bir kategori seçin',
      'Lütfen bir görsel yükleyin veya görsel adresi girin',
    ]) {
      await dialog.getByText(message).waitFor();
    }

    // an http:// link is refused: the kiosk would show an empty card
    await dialog.getByLabel('veya görsel adresi (URL)').fill('http://example.com/ayran.jpg');
    await dialog.getByRole('button', { name: 'Kullan' }).click();
    await dialog.getByText('http:// bağlantıları kioskta gösterilmez', { exact: false }).waitFor();
    // a broken image address clears the value and says so
    await dialog.getByLabel('veya görsel adresi (URL)').fill('https://127.0.0.1:1/product-images/none.png');
    await dialog.getByRole('button', { name: 'Kullan' }).click();
    await dialog.getByText('Görsel yüklenemedi; adres temizlendi.', { exact: false }).waitFor();
    expect(await dialog.locator('[data-testid="product-image-preview"] img').count()).toBe(0);

    // a file that is not an image is refused before uploading
    await dialog.getByTestId('product-image-file').setInputFiles({
      name: 'not-an-image.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a png'),
    });
    await dialog.getByText('Dosya bir görsel olmalıdır').waitFor();

    await dialog.getByTestId('product-image-file').setInputFiles({
      name: 'truffle-burger.png',
      mimeType: 'image/png',
      buffer: await png(),
    });
    const preview = dialog.locator('[data-testid="product-image-preview"] img');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(
      /^\/storage\/v1\/object\/public\/product-images\/products\/.+\.png$/,
    );

    await dialog.locator('#product-nameTr').fill('Trüflü Izgara Burger');
    await dialog.locator('#product-nameEn').fill('Truffle Grill Burger');
    await dialog.locator('#product-descriptionTr').fill('Trüf mayonezli, karamelize soğanlı');
    await dialog.locator('#product-descriptionEn').fill('With truffle mayo and caramelised onions');
    await dialog.locator('#product-price').fill('412.45');
    // subcategories come from the chosen category and reset when it changes
    await dialog.locator('#product-categoryId').selectOption('drinks');
    await dialog.locator('#product-subcategoryId').selectOption('hot-drinks');
    await dialog.locator('#product-categoryId').selectOption('food');
    expect(await dialog.locator('#product-subcategoryId').inputValue()).toBe('');
    const subOptions = await dialog.locator('#product-subcategoryId option').allTextContents();
    expect(subOptions).toEqual(['Alt kategori yok', 'Burgerler', 'Geleneksel Lezzetler']);
    await dialog.locator('#product-subcategoryId').selectOption('burgers');
    expect(await dialog.locator('#product-taxGroupId option:checked').textContent()).toBe('KDV %10');
    expect(await dialog.locator('#product-unitCode option').allTextContents()).toEqual([
      'Adet (C62)',
      'Porsiyon (PTN)',
      'Kilogram (KGM)',
      'Gram (GRM)',
      'Litre (LTR)',
      'Mililitre (MLT)',
    ]);
    await dialog.locator('#product-unitCode').selectOption('PTN');
    // an SKU with a space is refused in the form; one another product has is refused by the server
    await dialog.locator('#product-sku').fill('TRF 01');
    await dialog.getByRole('button', { name: 'Ürünü Ekle' }).click();
    await dialog.getByText('Yalnızca harf, rakam ve . _ / - kullanın (boşluksuz, en fazla 64)').waitFor();
    await dialog.locator('#product-sku').fill('foo-001');
    await dialog.getByRole('button', { name: 'Ürünü Ekle' }).click();
    await dialog.getByText('Bu SKU başka bir üründe kullanılıyor').waitFor();
    await dialog.locator('#product-sku').fill('TRF-001');
    await dialog.getByText('Ürün adı (Türkçe) zorunludur').waitFor({ state: 'hidden' });
    // the refused save's toast (3 s) is gone before the picture and the accessibility check
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
    await dialogShot(page, 'admin-product-modal-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/rest/v1/products') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Ürünü Ekle' }).click();
    const body = (await (await created).json()) as {
      id: string;
      price_minor: number;
      sku: string;
      translations: unknown;
    };
    expect(body.price_minor).toBe(41_245);
    expect(body.sku).toBe('TRF-001');
    expect(body.translations).toMatchObject({
      tr: { name: 'Trüflü Izgara Burger' },
      en: { name: 'Truffle Grill Burger', description: 'With truffle mayo and caramelised onions' },
    });
    await toast(page, 'Ürün başarıyla eklendi');
    await dialog.waitFor({ state: 'hidden' });

    // search: Turkish-aware, in both languages
    const search = page.getByLabel('Ara', { exact: true });
    await search.fill('TRÜFLÜ IZGARA');
    await expect.poll(() => productNames(page)).toEqual(['Trüflü Izgara Burger']);
    await search.fill('truffle grill');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('truffle grill');
    await listReady(page);
    expect(await productNames(page)).toEqual(['Trüflü Izgara Burger']);

    // filters
    await page.getByLabel('Kategori', { exact: true }).selectOption('burgers');
    await page.getByLabel('Yapılandırılabilir').selectOption('no');
    await page.getByLabel('Durum').selectOption('active');
    await listReady(page);
    await expect.poll(() => productNames(page)).toEqual(['Trüflü Izgara Burger']);
    await page.getByLabel('Yalnızca seçenek').selectOption('yes');
    await page.getByText('Aramanıza uyan ürün bulunamadı').waitFor();
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect.poll(() => page.getByTestId('product-row').count()).toBe(25);

    // sort by price, both ways
    const prices = async () => (await page.getByTestId('product-price').allTextContents()).map(minorOf);
    const sorted = (list: number[], order: 'asc' | 'desc') =>
      [...list].sort((x, y) => (order === 'asc' ? x - y : y - x));
    await page.getByLabel('Kategori', { exact: true }).selectOption('food');
    // the seed's 8 dishes, its "Klasik Burger Menü" meal deal and the new burger
    await page.getByTestId('product-count').filter({ hasText: 'toplam 10 ürün' }).waitFor();
    await page.getByRole('button', { name: 'Fiyat' }).click();
    await page.waitForURL(/sort=price&order=asc/);
    await expect.poll(async () => (await prices())[0]).toBe(9_500);
    const ascending = await prices();
    expect(ascending).toHaveLength(10);
    expect(ascending).toEqual(sorted(ascending, 'asc'));
    expect(await page.getByRole('columnheader', { name: 'Fiyat' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await page.getByRole('button', { name: 'Fiyat' }).click();
    await page.waitForURL(/sort=price&order=desc/);
    await expect.poll(async () => (await prices())[0]).toBe(41_245);
    expect(await prices()).toEqual(sorted(ascending, 'desc'));
    expect(await page.getByTestId('product-name').first().textContent()).toBe('Trüflü Izgara Burger');

    // deactivate: the row leaves the list (deactivated products are hidden) ...
    await search.fill('trüflü');
    await expect.poll(() => productNames(page)).toEqual(['Trüflü Izgara Burger']);
    const patch = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().includes(`/rest/v1/products/${body.id}`),
    );
    await page.getByRole('switch', { name: 'Trüflü Izgara Burger aktif' }).click();
    expect((await patch).postDataJSON()).toEqual({ is_active: false });
    await toast(page, 'Ürün pasif yapıldı');
    await page.getByText('Aramanıza uyan ürün bulunamadı').waitFor();
    // ... and comes back with "show deactivated", where it is reactivated
    await page.getByLabel('Pasif ürünleri göster').check();
    const inactive = page.getByRole('switch', { name: 'Trüflü Izgara Burger aktif' });
    await expect.poll(() => inactive.getAttribute('aria-checked')).toBe('false');
    await inactive.click();
    await toast(page, 'Ürün aktif yapıldı');
    await expect.poll(() => inactive.getAttribute('aria-checked')).toBe('true');

    // sold out and back
    const stock = page.getByRole('switch', { name: 'Trüflü Izgara Burger stokta' });
    await stock.click();
    await toast(page, 'Ürün tükendi olarak işaretlendi');
    await expect.poll(() => stock.getAttribute('aria-checked')).toBe('false');

    // edit sends only what changed
    await page.getByRole('button', { name: 'Trüflü Izgara Burger ürününü düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await edit.locator('#product-price').fill('299.9');
    const update = page.waitForRequest((request) => request.method() === 'PATCH');
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    expect((await update).postDataJSON()).toEqual({ price_minor: 29_990 });
    await toast(page, 'Ürün başarıyla güncellendi');
    await page.getByTestId('product-price').filter({ hasText: '299,90' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a product after confirmation, or deactivates it when orders or options use it', async () => {
    const { context, page, errors } = await open('/products?q=Termos');
    await expect.poll(() => productNames(page)).toEqual(['Termos Bardak']);
    await page.getByRole('button', { name: 'Termos Bardak ürününü sil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ürün silinsin mi?' });
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await productNames(page)).toEqual(['Termos Bardak']);
    await page.getByRole('button', { name: 'Termos Bardak ürününü sil' }).click();
    await confirm.getByRole('button', { name: 'Ürünü Sil' }).click();
    await toast(page, 'Ürün başarıyla silindi');
    await page.getByText('Aramanıza uyan ürün bulunamadı').waitFor();

    // an extra used by the burger configuration cannot go: it is deactivated instead
    await page.getByLabel('Ara', { exact: true }).fill('Ekstra Cheddar');
    await expect.poll(() => productNames(page)).toEqual(['Ekstra Cheddar']);
    await page.getByRole('button', { name: 'Ekstra Cheddar ürününü sil' }).click();
    await confirm.getByRole('button', { name: 'Ürünü Sil' }).click();
    await toast(page, 'bunun yerine pasif yapıldı');
    await page.getByLabel('Pasif ürünleri göster').check();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Ekstra Cheddar aktif' }).getAttribute('aria-checked'))
      .toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the list and the form in English', async () => {
    const { context, page, errors } = await open('/products', 'en');
    await listReady(page);
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('columnheader', { name: 'Price' }).waitFor();
    await settle(page);
    await screenshot(page, 'admin-products-en');
    // the units' English names arrive late: the form waits for them rather than showing the
    // catalogue's Turkish names first and changing them under the user
    await page.route(/\/rest\/v1\/ui_translations\?.*prefix=unit/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Edit Truffle Grill Burger' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.locator('[data-testid="product-image-preview"] img').waitFor();
    expect(await edit.locator('#product-nameEn').inputValue()).toBe('Truffle Grill Burger');
    expect(await edit.locator('#product-unitCode option:checked').textContent()).toBe('Portion (PTN)');
    await dialogShot(page, 'admin-product-modal-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cuts a 200-character name with an ellipsis (whole in its tooltip) and keeps price, status and actions in view', async () => {
    const long = 'Çıtır Tavuklu Ekstra Peynirli Közlenmiş Biberli Ev Yapımı Soslu Büyük Boy Dürüm Menü '
      .repeat(3)
      .slice(0, 200)
      .trim();
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ id: string; name: string }>(
      `UPDATE products SET name = $1 WHERE id = (SELECT id FROM products WHERE name = 'Ayran' LIMIT 1) RETURNING id, name`,
      [long],
    );
    expect(rows).toHaveLength(1);
    // the Turkish name shown is the translation when there is one
    const renamed = await db.query(
      `UPDATE translations SET field_value = $1 WHERE entity_id = $2 AND language_code = 'tr' AND field_name = 'name'`,
      [long, rows[0]?.id],
    );
    try {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const { context, page, errors } = await open('/products?q=Dürüm', 'tr', viewport);
        await listReady(page);
        const row = page.getByTestId('product-row').filter({ hasText: 'Çıtır Tavuklu' });
        const name = row.getByTestId('product-name');
        expect(await name.getAttribute('title')).toBe(long);
        const actions = row.getByRole('button', { name: /düzenle$/ });
        const box = await actions.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(await row.getByTestId('product-price').isVisible()).toBe(true);
        expect(await sidewaysOverflow(page, '[data-testid="product-price"]')).toEqual([]);
        await settle(page);
        await screenshot(page, `admin-products-long-name-${viewport.width}-tr`);
        expect(errors).toEqual([]);
        await context.close();
      }
    } finally {
      await db.query('UPDATE products SET name = $1 WHERE id = $2', ['Ayran', rows[0]?.id]);
      if (renamed.rowCount)
        await db.query(
          `UPDATE translations SET field_value = 'Ayran' WHERE entity_id = $1 AND language_code = 'tr' AND field_name = 'name'`,
          [rows[0]?.id],
        );
      await db.end();
    }
  });

  it('shows products as cards with the same controls on a phone', async () => {
    const { context, page, errors } = await open('/products?page_size=10', 'tr', { width: 390, height: 844 });
    await listReady(page);
    expect(await page.getByTestId('product-table').count()).toBe(0);
    expect(await page.getByTestId('product-row').count()).toBe(10);
    const first = page.getByTestId('product-row').first();
    await first.getByRole('switch').first().waitFor();
    const box = await first.getByRole('button', { name: /düzenle$/ }).boundingBox();
    // touch targets of at least 44 px
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await settle(page);
    await screenshot(page, 'admin-products-mobile-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('categories', () => {
  it('lists main categories with expandable subcategories, or a grid', async () => {
    const { context, page, errors } = await open('/categories');
    const food = page.locator('[data-testid="category-item"][data-category-id="food"]');
    await food.waitFor();
    expect(await page.getByTestId('category-item').count()).toBe(6);
    expect(await food.getByTestId('category-subcategory-count').textContent()).toBe('2 alt kategori');
    expect(await page.getByTestId('subcategory-item').count()).toBe(0);
    await page.getByRole('button', { name: 'Tümünü genişlet' }).click();
    await expect.poll(() => page.getByTestId('subcategory-item').count()).toBe(7);
    await settle(page);
    await screenshot(page, 'admin-categories-list-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Tümünü daralt' }).click();
    await expect.poll(() => page.getByTestId('subcategory-item').count()).toBe(0);
    await page.getByRole('button', { name: 'Yemekler alt kategorilerini göster' }).click();
    await expect.poll(() => page.getByTestId('subcategory-item').count()).toBe(2);

    await page.getByRole('button', { name: 'Izgara', exact: true }).click();
    await page.getByTestId('category-grid').waitFor();
    await settle(page);
    await screenshot(page, 'admin-categories-grid-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a category and a subcategory, refusing a duplicate name (categoryExists)', async () => {
    const { context, page, errors } = await open('/categories');
    await page.getByTestId('add-category').click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Kategori' });
    // issue 29 item 17: Cancel with a typed name asks first too; discarding closes the form
    await dialog.locator('#category-nameTr').fill('Yarım kalan');
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await page
      .getByRole('dialog', { name: 'Değişiklikler kaydedilmedi' })
      .getByRole('button', { name: 'Değişiklikleri at' })
      .click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('add-category').click();
    expect(await dialog.locator('#category-nameTr').inputValue()).toBe('');
    // 'BURGERS' makes the id 'burgers', which is taken
    await dialog.locator('#category-nameTr').fill('BURGERS');
    await dialog.getByRole('button', { name: 'Kategoriyi Ekle' }).click();
    await dialog.getByText('Bu adla bir kategori zaten var').waitFor();
    // the seeded main category 'İçecekler' is 'Drinks' in English: refused on the server, shown
    // under the English name
    await dialog.locator('#category-nameTr').fill('Kahvaltılık');
    await dialog.locator('#category-nameEn').fill('drinks');
    await dialog.getByRole('button', { name: 'Kategoriyi Ekle' }).click();
    expect(await dialog.locator('#category-nameEn-error').textContent({ timeout: 15_000 })).toBe(
      'Bu adla bir kategori zaten var',
    );
    await dialog.locator('#category-nameEn').fill('Breakfast');
    await dialog.locator('label[title="Kahve"]').click();
    expect(await dialog.getByRole('radio', { name: 'Kahve' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Kategoriyi Ekle' }).click();
    await toast(page, 'Kategori başarıyla eklendi');
    const breakfast = page.locator('[data-testid="category-item"][data-category-id="kahvaltilik"]');
    await breakfast.waitFor();

    await breakfast.getByRole('button', { name: 'Kahvaltılık kategorisine alt kategori ekle' }).click();
    const sub = page.getByRole('dialog', { name: 'Yeni Kategori' });
    expect(await sub.locator('#category-parentId').inputValue()).toBe('kahvaltilik');
    // a category cannot be its own parent, and 'all' is never offered
    const parents = await sub
      .locator('#category-parentId option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(parents).not.toContain('all');
    expect(parents).not.toContain('burgers');
    await sub.locator('#category-nameTr').fill('Omletler');
    await sub.getByRole('button', { name: 'Kategoriyi Ekle' }).click();
    await toast(page, 'Kategori başarıyla eklendi');
    await breakfast.getByTestId('category-subcategory-count').filter({ hasText: '1 alt kategori' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a category that has products through the reassign-products dialog', async () => {
    const { context, page, errors } = await open('/categories');
    const sandwiches = page.locator('[data-testid="category-item"][data-category-id="sandwiches"]');
    await sandwiches.waitFor();
    await sandwiches.getByRole('button', { name: 'Sandviçler kategorisini sil' }).click();
    await page
      .getByRole('dialog', { name: 'Kategori silinsin mi?' })
      .getByRole('button', { name: 'Kategoriyi Sil' })
      .click();

    const dialog = page.getByRole('dialog', { name: 'Ürünleri Yeniden Ata' });
    await dialog.waitFor();
    const products = await dialog.getByTestId('reassign-product').count();
    expect(products).toBeGreaterThan(1);
    const confirm = dialog.getByRole('button', { name: 'Taşı ve Sil' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Lütfen ürünler için yeni bir kategori seçin.' })
      .waitFor();

    // one per product: still incomplete until each has one
    await dialog.getByText('Her ürün için ayrı').click();
    const selects = dialog.locator('[data-testid="reassign-product"] select');
    await selects.first().selectOption('snacks');
    await dialog
      .getByRole('alert')
      .filter({ hasText: `${products - 1} ürün için henüz kategori seçilmedi` })
      .waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    for (let i = 1; i < products; i++) await selects.nth(i).selectOption('burgers');
    expect(await confirm.isDisabled()).toBe(false);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await dialogShot(page, 'admin-categories-reassign-products-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    const plan = page.waitForRequest((request) =>
      request.url().endsWith('/rest/v1/rpc/reassign_and_delete_category'),
    );
    await confirm.click();
    const sent = (await plan).postDataJSON() as {
      products: Array<{ category_id: string }>;
      subcategories: unknown[];
    };
    expect(sent.products.map((p) => p.category_id)).toEqual([
      'snacks',
      ...Array(products - 1).fill('burgers'),
    ]);
    expect(sent.subcategories).toEqual([]);
    await toast(page, 'Kategori başarıyla silindi');
    await sandwiches.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a category with subcategories through the reassign-subcategories dialog', async () => {
    const { context, page, errors } = await open('/categories');
    const breakfast = page.locator('[data-testid="category-item"][data-category-id="kahvaltilik"]');
    await breakfast.waitFor();
    await breakfast.getByRole('button', { name: 'Kahvaltılık kategorisini sil' }).click();
    await page
      .getByRole('dialog', { name: 'Kategori silinsin mi?' })
      .getByRole('button', { name: 'Kategoriyi Sil' })
      .click();

    const dialog = page.getByRole('dialog', { name: 'Alt Kategorileri Yönet' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Uygula ve Sil' });
    expect(await confirm.isDisabled()).toBe(true);
    const omelettes = dialog.getByTestId('reassign-subcategory').filter({ hasText: 'Omletler' });
    await omelettes.getByText('Başka kategoriye taşı').click();
    expect(await confirm.isDisabled()).toBe(true);
    await omelettes.getByLabel('Yeni ana kategori').selectOption('food');
    expect(await confirm.isDisabled()).toBe(false);
    await dialogShot(page, 'admin-categories-reassign-subcategories-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await confirm.click();
    await toast(page, 'Kategori başarıyla silindi');
    await breakfast.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Yemekler alt kategorilerini göster' }).click();
    await page.locator('[data-testid="subcategory-item"][data-category-id="omletler"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a category with products and subcategories: products first, then subcategories, in one request', async () => {
    const { context, page, errors } = await open('/categories');
    const desserts = page.locator('[data-testid="category-item"][data-category-id="desserts"]');
    await desserts.waitFor();
    await desserts.getByRole('button', { name: 'Tatlılar kategorisini sil' }).click();
    await page
      .getByRole('dialog', { name: 'Kategori silinsin mi?' })
      .getByRole('button', { name: 'Kategoriyi Sil' })
      .click();
    const products = page.getByRole('dialog', { name: 'Ürünleri Yeniden Ata' });
    await products.getByLabel('Yeni kategori').selectOption('snacks');
    await products.getByRole('button', { name: 'Devam' }).click();

    const subs = page.getByRole('dialog', { name: 'Alt Kategorileri Yönet' });
    await subs.waitFor();
    await subs
      .getByTestId('reassign-subcategory')
      .filter({ hasText: 'Sütlü Tatlılar' })
      .getByText('Ana kategori yap')
      .click();
    await subs
      .getByTestId('reassign-subcategory')
      .filter({ hasText: 'Şerbetli Tatlılar' })
      .getByText('Sil', { exact: true })
      .click();
    const plan = page.waitForRequest((request) =>
      request.url().endsWith('/rest/v1/rpc/reassign_and_delete_category'),
    );
    await subs.getByRole('button', { name: 'Uygula ve Sil' }).click();
    const sent = (await plan).postDataJSON() as {
      category_id: string;
      products: Array<{ category_id: string }>;
      subcategories: unknown[];
    };
    expect(sent.category_id).toBe('desserts');
    expect(sent.products.length).toBeGreaterThan(0);
    expect(sent.products.every((p) => p.category_id === 'snacks')).toBe(true);
    expect(sent.subcategories).toEqual([
      { id: 'milk-desserts', action: 'make_main' },
      { id: 'syrup-desserts', action: 'delete' },
    ]);
    await toast(page, 'Kategori başarıyla silindi');
    await desserts.waitFor({ state: 'detached' });
    await page.locator('[data-testid="category-item"][data-category-id="milk-desserts"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the list, the grid and a reassign dialog in English', async () => {
    const { context, page, errors } = await open('/categories', 'en');
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByRole('button', { name: 'Expand all' }).click();
    await page.getByTestId('subcategory-item').first().waitFor();
    await settle(page);
    await screenshot(page, 'admin-categories-list-en');
    await page.getByRole('button', { name: 'Grid' }).click();
    await page.getByTestId('category-grid').waitFor();
    await settle(page);
    await screenshot(page, 'admin-categories-grid-en');

    await page.getByRole('button', { name: 'Delete Drinks' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this category?' })
      .getByRole('button', { name: 'Delete Category' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reassign Products' });
    await dialog.waitFor();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Please select a new category for the products.' })
      .waitFor();
    await dialogShot(page, 'admin-categories-reassign-products-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // nothing was deleted
    await page.getByRole('button', { name: 'Delete Drinks' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('dashboard', () => {
  it('shows the four cards, quick actions and the real recent activity in both languages', async () => {
    for (const language of ['tr', 'en'] as const) {
      const { context, page, errors } = await open('/dashboard', language);
      await page.getByTestId('stat-total-products').waitFor();
      expect(Number(await page.getByTestId('stat-total-products').textContent())).toBeGreaterThan(20);
      // the shared money format (packages/domain formatLira): tr 1.234,50 ₺, en ₺1,234.50
      expect(await page.getByTestId('stat-average-price').textContent()).toMatch(
        language === 'tr' ? /^\d[\d.]*,\d\d\u00a0₺$/ : /^₺\d[\d,]*\.\d\d$/,
      );
      const activity = page.getByTestId('recent-activity');
      await activity.getByTestId('activity-entry').first().waitFor();
      expect(await activity.getByTestId('activity-entry').count()).toBe(10);
      expect(await activity.textContent()).toContain(DEMO.admin.email);
      if (language === 'tr') {
        expect(await activity.textContent()).toContain('Kategori silindi: Tatlılar');
        await page.getByRole('link', { name: /Ürünleri yönet/ }).waitFor();
      } else {
        expect(await activity.textContent()).toContain('Category deleted: Tatlılar');
        await page.getByRole('link', { name: /Open the configurator/ }).waitFor();
      }
      await settle(page);
      await screenshot(page, `admin-dashboard-${language}`);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      if (language === 'tr') {
        await page.getByRole('link', { name: /Kategorileri düzenle/ }).click();
        await page.waitForURL(/\/categories$/);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('menu import and export', () => {
  const HEADER = 'type;category_path;name_tr;name_en;sku;price;kdv_group;unit;active;image_url';
  const IMAGE = 'https://example.com/menu/etli-ekmek.webp';
  const csvFile = (name: string, ...lines: string[]) => ({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`),
  });

  it('checks a file first (every problem by line and column, in Turkish and English), then imports it; exports CSV', async () => {
    const broken = csvFile(
      'menu-hatali.csv',
      `product;Yemekler > Pideler;Etli Ekmek;Etli Ekmek;PIDE-1;"85,00";KDV10;C62;1;${IMAGE}`,
      'product;Yemekler;;;bad sku;abc;KDV99;C62;belki;http://example.com/x.png',
      `product;Yemekler;Kıymalı Pide;;PIDE-1;120;KDV10;XYZ;1;${IMAGE}`,
    );
    const texts = {
      tr: { open: 'İçe aktar / Dışa aktar', column: 'Fiyat', problem: "0'dan büyük bir TL tutarı olmalı" },
      en: { open: 'Import / Export', column: 'Price', problem: 'Must be an amount in TL greater than 0' },
    };
    for (const language of ['tr', 'en'] as const) {
      const { context, page, errors } = await open('/products', language);
      await listReady(page);
      await page.getByRole('button', { name: texts[language].open }).click();
      const dialog = page.getByRole('dialog');
      await animationsDone(dialog);
      await page.getByTestId('menu-import-file').setInputFiles(broken);
      const issues = page.getByTestId('menu-import-issues');
      await issues.waitFor();
      const rows = await issues.locator('tbody tr').allTextContents();
      expect(rows).toHaveLength(8); // line 3 also names its unknown KDV group
      expect(rows.find((row) => row.includes(texts[language].problem))).toMatch(
        new RegExp(`^3${texts[language].column} price`),
      );
      expect(await page.getByTestId('menu-import-confirm').count()).toBe(0);
      await dialogShot(page, `admin-menu-import-dry-run-${language}`);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }

    const { context, page, errors } = await open('/products');
    await listReady(page);
    await page.getByTestId('menu-file').click();
    await animationsDone(page.getByRole('dialog'));
    await page
      .getByTestId('menu-import-file')
      .setInputFiles(
        csvFile(
          'menu.csv',
          'category;Yemekler;Pideler;Flatbreads;;;;;1;',
          `product;Yemekler > Pideler;Etli Ekmek;Etli Ekmek;PIDE-1;"85,00";KDV10;C62;1;${IMAGE}`,
        ),
      );
    await page.getByText('Kategoriler: 1 yeni, 0 değişecek').waitFor();
    await dialogShot(page, 'admin-menu-import-ready-tr');
    await page.getByTestId('menu-import-confirm').click();
    await toast(page, 'Menü içe aktarıldı');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByPlaceholder(/ara/i).first().fill('Etli Ekmek');
    await expect.poll(() => productNames(page)).toEqual(['Etli Ekmek']);

    await page.getByTestId('menu-file').click();
    await animationsDone(page.getByRole('dialog'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('menu-export-csv').click(),
    ]);
    expect(download.suggestedFilename()).toBe('menu.csv');
    const exported = await readFile((await download.path()) as string, 'utf8');
    expect(exported.split('\r\n')[0]).toBe(`\uFEFF${HEADER}`);
    expect(exported).toContain(
      `product;Yemekler > Pideler;Etli Ekmek;Etli Ekmek;PIDE-1;85,00;KDV10;C62;1;${IMAGE}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the dry run on a phone', async () => {
    const { context, page, errors } = await open('/products', 'tr', { width: 390, height: 844 });
    await page.getByTestId('menu-file').click();
    await animationsDone(page.getByRole('dialog'));
    await page
      .getByTestId('menu-import-file')
      .setInputFiles(csvFile('menu.csv', 'product;Tümü;Ayran;;;abc;;;1;'));
    const cards = page.getByTestId('menu-import-issue-cards');
    await cards.waitFor();
    expect(await cards.locator('li').allTextContents()).toEqual([
      "Satır 2 · Fiyat price0'dan büyük bir TL tutarı olmalı (ör. 245,50)",
      'Satır 2 · Görsel adresi image_urlGörsel adresi gerekli',
    ]);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await dialogShot(page, 'admin-menu-import-dry-run-mobile-tr');
    expect(errors).toEqual([]);
    await context.close();
  });
});
