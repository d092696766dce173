import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, SCREENSHOT_DIR } from './browser.js';
import { callApi, DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

interface SettingRow {
  key: string;
  value: unknown;
}
interface WelcomeRecord {
  slider_enabled: boolean;
  slider_speed: number;
  slider_infinite: boolean;
  background_video_url: string | null;
  background_video_enabled: boolean;
  show_language_selector: boolean;
  show_kiosk_id: boolean;
  custom_welcome_text: { tr: string; en: string };
  custom_subtitle_text: { tr: string; en: string };
  selected_products: string[];
  updated_at: string | null;
}
interface ProductList {
  data: Array<{ id: string; name: string; image: string | null; is_active: boolean }>;
  total: number;
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

const signedIn = (language: 'tr' | 'en' = 'tr', extra: Record<string, string> = {}) => ({
  // tall enough that each settings page fits, with its save bar where the user sees it
  viewport: { width: 1440, height: 2100 },
  localStorage: { ...storedSession('admin', admin), language, ...extra },
});
const get = async <T>(apiPath: string) => {
  const res = await callApi<T>(server.urls.admin, admin.access_token, apiPath);
  expect(res.status, apiPath).toBe(200);
  return res.body;
};
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** A screenshot of what is on screen (the page's own height, not a stitched full page). */
async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** The YouTube player is not reachable from the test machine: a stand-in page answers for it. */
async function stubYoutube(page: Page): Promise<void> {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>YouTube</title><body></body>' }),
  );
}

/** A real, playable WebM recorded in the browser from an animated canvas (under a second). */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d');
    if (!context || typeof MediaRecorder === 'undefined') return [];
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    let frame = 0;
    const draw = () => {
      const gradient = context.createLinearGradient(0, 0, 320, 180);
      gradient.addColorStop(0, '#6b4226');
      gradient.addColorStop(1, '#c9a227');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = '#fbf7ea';
      context.beginPath();
      context.arc(40 + ((frame * 12) % 240), 90, 24, 0, Math.PI * 2);
      context.fill();
      frame += 1;
    };
    draw();
    recorder.start(200);
    const timer = setInterval(draw, 66);
    await new Promise((resolve) => setTimeout(resolve, 900));
    clearInterval(timer);
    recorder.stop();
    await stopped;
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  return bytes.length > 0 ? Buffer.from(bytes) : minimalWebm();
}

/** A minimal real WebM (EBML header, DocType webm), as the server's tests build it. */
function minimalWebm(): Buffer {
  const element = (id: number[], payload: number[]) => [...id, 0x80 | payload.length, ...payload];
  const header = [
    ...element([0x42, 0x86], [1]),
    ...element([0x42, 0xf7], [1]),
    ...element([0x42, 0xf2], [4]),
    ...element([0x42, 0xf3], [8]),
    ...element([0x42, 0x82], [...Buffer.from('webm')]),
    ...element([0x42, 0x87], [4]),
    ...element([0x42, 0x85], [2]),
  ];
  return Buffer.from([...element([0x1a, 0x45, 0xdf, 0xa3], header), 0x18, 0x53, 0x80, 0x67, 0x80]);
}

describe('settings page', () => {
  it('saves the customer-info threshold, rates and the rest, and caches them on the device', async () => {
    const { context, page, errors } = await openPage(browser, signedIn());
    await page.goto(`${server.urls.admin}/settings`);
    await page.getByRole('heading', { name: 'Ayarlar', exact: true }).waitFor();
    const amount = page.getByTestId('customer-info-amount');
    await expect.poll(() => amount.inputValue()).toBe('6000');
    expect(await page.getByTestId('customer-info-operator').inputValue()).toBe('equal_or_greater');
    expect(await page.getByRole('radio', { name: /Türkçe/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^TL/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('rate-USD_TL').inputValue()).toBe('32.5');

    await amount.fill('7500');
    await page.getByTestId('customer-info-operator').selectOption('greater');
    await page.getByText('Toplam 7.500,00 ₺ tutarını aştığında müşteri bilgisi istenir.').waitFor();
    await page.getByText(/Vergi mevzuatı/).waitFor();

    // an emptied (invalid) rate becomes 0; the defaults come back with one button
    const usd = page.getByTestId('rate-USD_TL');
    await usd.fill('');
    await usd.blur();
    expect(await usd.inputValue()).toBe('0');
    await page.getByRole('button', { name: 'Varsayılan kurlar' }).click();
    expect(await usd.inputValue()).toBe('32.5');
    expect(await usd.getAttribute('step')).toBe('0.01');
    expect(await amount.getAttribute('step')).toBe('100');
    expect(await amount.getAttribute('min')).toBe('0');
    await usd.fill('30');
    await page.getByRole('switch', { name: 'Ürün görsellerini göster' }).click();
    await page.getByText('Kaydedilmemiş değişiklikler var').waitFor();

    // the kiosk success screen's time: whole seconds from 3 to 60, refused under the field otherwise
    const seconds = page.getByTestId('success-screen-seconds');
    expect(await seconds.inputValue()).toBe('3');
    await seconds.fill('2');
    await page.getByTestId('save-settings').click();
    expect(await page.getByTestId('success-screen-seconds-error').textContent()).toBe(
      'Süre 3 ile 60 arasında tam sayı (saniye) olmalıdır.',
    );
    expect(await seconds.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'success-screen-seconds',
    );
    await shot(page, 'admin-settings-success-screen-error-tr');
    await seconds.fill('8');
    expect(await page.getByTestId('success-screen-seconds-error').count()).toBe(0);

    await page.getByTestId('save-settings').click();
    await toast(page, 'Ayarlar başarıyla kaydedildi').waitFor();
    await page.getByText('Tüm değişiklikler kaydedildi').waitFor();

    const threshold = await get<SettingRow[]>('/rest/v1/settings?key=customer_info_min_amount');
    expect(threshold[0]?.value).toEqual({ enabled: true, amount: 7500, operator: 'greater' });
    const all = Object.fromEntries(
      (await get<SettingRow[]>('/rest/v1/settings')).map((s) => [s.key, s.value]),
    );
    expect(all).toMatchObject({
      default_language: 'tr',
      default_currency: 'TL',
      currency_rates: { USD_TL: 30, EUR_TL: 35.2, GBP_EUR: 1.17 },
      show_product_images: false,
      success_screen_seconds: 8,
    });
    const cache = await page.evaluate(() => ({
      customer: localStorage.getItem('customer_info_settings'),
      rates: localStorage.getItem('currencyRates'),
      images: localStorage.getItem('showImages'),
      language: localStorage.getItem('defaultLanguage'),
      currency: localStorage.getItem('defaultCurrency'),
    }));
    expect(JSON.parse(cache.customer ?? '')).toEqual({ enabled: true, amount: 7500, operator: 'greater' });
    expect(JSON.parse(cache.rates ?? '')).toMatchObject({ USD_TL: 30 });
    expect(cache).toMatchObject({ images: 'false', language: 'tr', currency: 'TL' });
    await shot(page, 'admin-settings-tr');

    // the top bar's currency converts prices with the saved rates: 245.00 TL / 30 = $8.17
    await page.getByRole('button', { name: /Dil ve para birimi/ }).click();
    await page.getByRole('button', { name: /USD/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Yapılandırıcı' }).click();
    const klasik = page.getByTestId('configurable-product').filter({ hasText: 'Klasik Burger' });
    await klasik.getByText('$8,17').waitFor();

    // reloaded: what the server holds
    await page.goto(`${server.urls.admin}/settings`);
    await expect.poll(() => page.getByTestId('customer-info-amount').inputValue()).toBe('7500');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the settings in English', async () => {
    const { context, page } = await openPage(browser, signedIn('en'));
    await page.goto(`${server.urls.admin}/settings`);
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('customer-info-amount').inputValue()).toBe('7500');
    await page.getByText('Customer details are asked when the total is more than ₺7,500.00.').waitFor();
    expect(await page.getByRole('button', { name: 'Save Settings' }).isVisible()).toBe(true);
    await shot(page, 'admin-settings-en');

    // the network comes back: the settings are read again, and what was typed and not saved stays
    const amount = page.getByTestId('customer-info-amount');
    await amount.fill('9000');
    const reread = page.waitForResponse(
      (response) => response.url().endsWith('/rest/v1/settings') && response.request().method() === 'GET',
    );
    await context.setOffline(true);
    await context.setOffline(false);
    await reread;
    await page.waitForTimeout(500);
    expect(await amount.inputValue()).toBe('9000');
    await page.getByText('You have unsaved changes').waitFor();
    await context.close();
  });

  it('falls back to the values cached on the device when the server cannot be read', async () => {
    const { context, page } = await openPage(
      browser,
      signedIn('tr', {
        defaultLanguage: 'en',
        customer_info_settings: JSON.stringify({ enabled: false, amount: 1234, operator: 'equal' }),
      }),
    );
    await page.route('**/rest/v1/settings', (route) => route.abort());
    await page.goto(`${server.urls.admin}/settings`);
    await page.getByText('Sunucuya ulaşılamadı. Bu cihazda kayıtlı ayarlar gösteriliyor.').waitFor();
    expect(await page.getByTestId('customer-info-amount').inputValue()).toBe('1234');
    expect(
      await page.getByRole('switch', { name: 'Müşteri bilgisi topla' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(await page.getByRole('radio', { name: /English/ }).isChecked()).toBe(true);
    await context.close();
  });
});

describe('welcome page settings', () => {
  it('changes the welcome text and slider speed, uploads a video, and saves the whole record', async () => {
    const { context, page, errors } = await openPage(browser, signedIn());
    await stubYoutube(page);
    await page.goto(`${server.urls.admin}/welcome-settings`);
    await page.getByRole('heading', { name: 'Karşılama Sayfası Ayarları' }).waitFor();
    const welcomeTr = page.getByTestId('welcome-text-tr');
    await expect.poll(() => welcomeTr.inputValue()).toBe('Hoş Geldiniz');
    expect(await page.getByTestId('subtitle-text-en').inputValue()).toBe('Delicious Choices Await You');

    await welcomeTr.fill('Afiyet Olsun');
    expect(await page.getByTestId('welcome-preview-title').textContent()).toBe('Afiyet Olsun');
    const speed = page.getByTestId('slider-speed');
    await speed.fill('5');
    await speed.blur();
    expect(await speed.inputValue()).toBe('10');
    await speed.fill('');
    await speed.blur();
    expect(await speed.inputValue()).toBe('30');
    await speed.fill('45');

    // the picker offers only active products with an image; Select All takes them all
    const all = await get<ProductList>('/rest/v1/products?status=active&page_size=100');
    const withImage = all.data.filter((p) => p.is_active && p.image);
    expect(all.total).toBeLessThanOrEqual(100);
    await page.getByRole('button', { name: 'Ürünleri Seç' }).click();
    const picker = page.getByRole('dialog', { name: 'Kaydırıcı ürünlerini seçin' });
    await picker.waitFor();
    const cards = picker.getByTestId('picker-product');
    await expect.poll(() => cards.count()).toBe(withImage.length);
    await picker.getByRole('button', { name: 'Tümünü Seç' }).click();
    await picker.getByText(`${withImage.length} ürün seçildi`).waitFor();
    await picker.getByRole('button', { name: 'Temizle' }).click();
    await picker.getByText('Seçim yok: görseli olan tüm ürünler gösterilir').waitFor();
    // by exact name: "Klasik Burger Menü" (the seeded meal deal) has a picture too
    await picker.locator('[data-testid="picker-product"][data-product-name="Klasik Burger"]').click();
    await picker.locator('[data-testid="picker-product"][data-product-name="Ayran"]').click();
    await shot(page, 'admin-welcome-products-tr');
    await picker.getByTestId('picker-apply').click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByTestId('slider-selection').getByText('2 ürün seçildi').waitFor();

    // video: too large is refused before sending; a real small webm is uploaded
    await page.getByRole('switch', { name: 'Arka plan videosunu göster' }).click();
    expect(await page.getByTestId('video-mode-upload').getAttribute('aria-pressed')).toBe('true');
    const fileInput = page.getByTestId('video-file');
    await fileInput.setInputFiles({
      name: 'too-big.webm',
      mimeType: 'video/webm',
      buffer: Buffer.alloc(6 * 1024 * 1024),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Video boyutu en fazla 5MB olmalıdır' })
      .first()
      .waitFor();
    const webm = await recordWebm(page);
    await fileInput.setInputFiles({ name: 'tanitim.webm', mimeType: 'video/webm', buffer: webm });
    await toast(page, 'Video yüklendi').waitFor();
    const video = page.getByTestId('video-preview');
    await video.waitFor();
    expect(await video.getAttribute('src')).toMatch(
      /^\/storage\/v1\/object\/public\/welcome-videos\/\d+_tanitim\.webm$/,
    );

    // earlier uploads, newest first, with name and date
    await page.getByRole('button', { name: 'Yüklenen Videolar' }).click();
    const videos = page.getByRole('dialog', { name: 'Yüklenen Videolar' });
    const uploaded = videos.getByTestId('uploaded-video');
    await expect.poll(() => uploaded.count()).toBe(1);
    await uploaded.first().getByText('tanitim.webm').waitFor();
    await uploaded.first().getByText('Kullanımda').waitFor();
    await uploaded.first().hover();
    await shot(page, 'admin-welcome-videos-tr');
    await uploaded.first().click();
    await videos.waitFor({ state: 'hidden' });

    // a YouTube link's id is found for the preview (watch, short and embed links)
    await page.getByTestId('video-mode-youtube').click();
    await page.getByTestId('video-url').fill('https://youtu.be/dQw4w9WgXcQ');
    expect(await page.getByTestId('youtube-preview').getAttribute('data-video-id')).toBe('dQw4w9WgXcQ');
    await page.getByTestId('video-url').fill('https://vimeo.com/1');
    await page.getByText('Bu bir YouTube video bağlantısı değil').waitFor();
    await page.getByTestId('video-mode-upload').click();

    await page.getByTestId('save-welcome-settings').click();
    await toast(page, 'Ayarlar kaydedildi').waitFor();
    const saved = await get<WelcomeRecord>('/rest/v1/welcome_page_settings');
    const klasik = withImage.find((p) => p.name === 'Klasik Burger');
    const ayran = withImage.find((p) => p.name === 'Ayran');
    expect(saved).toMatchObject({
      slider_enabled: true,
      slider_speed: 45,
      slider_infinite: true,
      background_video_enabled: true,
      show_language_selector: true,
      show_kiosk_id: true,
      custom_welcome_text: { tr: 'Afiyet Olsun', en: 'Welcome' },
      custom_subtitle_text: { tr: 'Lezzetli Seçimler Sizi Bekliyor', en: 'Delicious Choices Await You' },
    });
    expect(saved.background_video_url).toBe(await video.getAttribute('src'));
    expect([...saved.selected_products].sort()).toEqual([klasik?.id, ayran?.id].sort());
    expect(typeof saved.updated_at).toBe('string');

    // reloaded: the uploaded link is recognised as an upload
    await page.reload();
    await expect.poll(() => page.getByTestId('welcome-text-tr').inputValue()).toBe('Afiyet Olsun');
    expect(await page.getByTestId('slider-speed').inputValue()).toBe('45');
    expect(await page.getByTestId('video-mode-upload').getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Tüm değişiklikler kaydedildi').waitFor();
    await shot(page, 'admin-welcome-settings-tr');
    // the test harness's storage-seeding script also runs in the cross-site YouTube frame, which may
    // not read sessionStorage there; that is not an error of the page
    expect(errors.filter((message) => !message.includes("'sessionStorage' property"))).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows the page in English and infers the YouTube mode from a saved link', async () => {
    const { context, page } = await openPage(browser, signedIn('en'));
    await stubYoutube(page);
    await page.goto(`${server.urls.admin}/welcome-settings`);
    await page.getByRole('heading', { name: 'Welcome Page Settings' }).waitFor();
    await expect.poll(() => page.getByTestId('slider-speed').inputValue()).toBe('45');
    await page.getByText('2 products selected').waitFor();
    await shot(page, 'admin-welcome-settings-en');

    const current = await get<WelcomeRecord>('/rest/v1/welcome_page_settings');
    const { updated_at: _ignored, ...record } = current;
    const put = await fetch(`${server.urls.admin}/rest/v1/welcome_page_settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...record, background_video_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }),
    });
    expect(put.status).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('video-mode-youtube').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('video-url').inputValue()).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(await page.getByTestId('youtube-preview').getAttribute('data-video-id')).toBe('dQw4w9WgXcQ');
    await context.close();
  });
});

describe('at a store node (issue 36)', () => {
  it('says the settings and the menu are edited at central, with its link, and disables the page (tr, en)', async () => {
    for (const language of ['tr', 'en'] as const) {
      const { context, page, errors } = await openPage(browser, signedIn(language));
      // the server's answer as a store node gives it (GET /api/node)
      await page.route('**/api/node', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            success: true,
            data: {
              role: 'store',
              store_id: '00000000-0000-4000-8000-000000000001',
              central_admin_url: 'https://merkez.example.com',
            },
          }),
        }),
      );
      await page.goto(`${server.urls.admin}/settings`);
      const banner = page.getByTestId('store-node-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain(
        language === 'tr'
          ? 'Bu mağaza sunucusu; menü ve ayarlar merkezde düzenlenir:'
          : 'This is a store node; the menu and settings are edited at central:',
      );
      expect(await banner.getByRole('link').getAttribute('href')).toBe('https://merkez.example.com');
      const amount = page.getByTestId('customer-info-amount');
      await expect.poll(() => amount.inputValue()).not.toBe('');
      expect(await amount.isDisabled()).toBe(true);
      expect(await page.getByTestId('save-settings').isDisabled()).toBe(true);
      await shot(page, `admin-settings-store-node-${language}`);
      await page.goto(`${server.urls.admin}/products`);
      await page.getByTestId('store-node-banner').waitFor();
      // the list reads as anywhere (browsing stays open); only changing is disabled
      await page.getByText('Klasik Burger').first().waitFor();
      await shot(page, `admin-products-store-node-${language}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows no banner at the one box', async () => {
    const { context, page } = await openPage(browser, signedIn());
    await page.goto(`${server.urls.admin}/settings`);
    await page.getByRole('heading', { name: 'Ayarlar', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('customer-info-amount').inputValue()).not.toBe('');
    expect(await page.getByTestId('store-node-banner').count()).toBe(0);
    expect(await page.getByTestId('customer-info-amount').isDisabled()).toBe(false);
    await context.close();
  });
});
