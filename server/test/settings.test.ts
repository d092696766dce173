import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
});
afterAll(() => server?.close());

const put = (key: string, value: unknown, token = admin) =>
  client.call('PUT', `/rest/v1/settings/${key}`, { token, body: { value } });

/** A minimal real WebM file: an EBML header with DocType "webm" and an empty Segment. */
function smallWebm(): Buffer {
  const element = (id: number[], payload: number[]) => [...id, 0x80 | payload.length, ...payload];
  const header = [
    ...element([0x42, 0x86], [1]), // EBMLVersion
    ...element([0x42, 0xf7], [1]), // EBMLReadVersion
    ...element([0x42, 0xf2], [4]), // EBMLMaxIDLength
    ...element([0x42, 0xf3], [8]), // EBMLMaxSizeLength
    ...element([0x42, 0x82], [...Buffer.from('webm')]), // DocType
    ...element([0x42, 0x87], [4]), // DocTypeVersion
    ...element([0x42, 0x85], [2]), // DocTypeReadVersion
  ];
  return Buffer.from([...element([0x1a, 0x45, 0xdf, 0xa3], header), 0x18, 0x53, 0x80, 0x67, 0x80]);
}

async function uploadVideo(name: string, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'video/webm' }), name);
  const res = await fetch(`${server.urls.admin}/storage/v1/object/welcome-videos/${Date.now()}_${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { publicUrl?: string; error?: { code: string; message: string } },
  };
}

describe('settings', () => {
  it('saves the customer-info threshold and the apps read it back', async () => {
    const saved = await put('customer_info_min_amount', { enabled: true, amount: 7500, operator: 'greater' });
    expect(saved.status).toBe(200);
    const res = await fetch(`${server.urls.kiosk}/rest/v1/settings?key=customer_info_min_amount`);
    const read = (await res.json()) as Array<{ value: unknown }>;
    expect(read[0]?.value).toEqual({ enabled: true, amount: 7500, operator: 'greater' });
  });

  it('checks every value by its key and names the field', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['customer_info_min_amount', { enabled: true, amount: -1, operator: 'greater' }, 'value.amount'],
      ['customer_info_min_amount', { enabled: true, amount: 10, operator: 'more' }, 'value.operator'],
      ['default_language', 'de', 'value'],
      ['default_currency', 'JPY', 'value'],
      ['currency_rates', { USD_TL: 'a lot' }, 'value.USD_TL'],
      ['show_product_images', 'yes', 'value'],
    ];
    for (const [key, value, field] of cases) {
      const res = await put(key, value);
      expect(res.status, key).toBe(400);
      expect(res.body.error?.details?.[0]?.field).toBe(field);
    }
    expect((await put('no_such_setting', 1)).status).toBe(404);
    const cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
      .access_token;
    expect((await put('default_language', 'en', cashier)).status).toBe(403);
  });

  it('saves language, currency, rates and the images switch', async () => {
    expect((await put('default_language', 'en')).status).toBe(200);
    expect((await put('default_currency', 'EUR')).status).toBe(200);
    expect((await put('currency_rates', { USD_TL: 33.1, EUR_TL: 36 })).status).toBe(200);
    expect((await put('show_product_images', false)).status).toBe(200);
    const all = (await (await fetch(`${server.urls.kiosk}/rest/v1/settings`)).json()) as Array<{
      key: string;
      value: unknown;
    }>;
    expect(Object.fromEntries(all.map((s) => [s.key, s.value]))).toMatchObject({
      default_language: 'en',
      default_currency: 'EUR',
      currency_rates: { USD_TL: 33.1, EUR_TL: 36 },
      show_product_images: false,
    });
  });
});

describe('till session settings (issue 32)', () => {
  const read = async () =>
    Object.fromEntries(
      (
        (await (await fetch(`${server.urls.admin}/rest/v1/settings`)).json()) as Array<{
          key: string;
          value: unknown;
        }>
      ).map((s) => [s.key, s.value]),
    );

  it('the back office reads both, saves them and reads them back', async () => {
    // a new database has the rule "no cash without an open session" on (stored by a migration)
    expect((await read()).till_sessions_required).toBe(true);
    expect((await put('till_sessions_required', false)).status).toBe(200);
    expect((await put('till_difference_note_threshold_minor', 7_510)).status).toBe(200);
    expect(await read()).toMatchObject({
      till_sessions_required: false,
      till_difference_note_threshold_minor: 7_510,
    });
    expect((await put('till_sessions_required', true)).status).toBe(200);
    expect((await read()).till_sessions_required).toBe(true);
  });

  it('refuses a threshold that is not whole, non-negative kuruş under the ceiling, naming the field', async () => {
    for (const value of [12.5, -1, 100_000_001, '5000']) {
      const res = await put('till_difference_note_threshold_minor', value);
      expect(res.status, String(value)).toBe(400);
      expect(res.body.error?.details?.[0]?.field).toBe('value');
    }
    expect((await put('till_sessions_required', 'yes')).status).toBe(400);
    expect((await read()).till_difference_note_threshold_minor).toBe(7_510);
  });
});

describe('welcome page settings', () => {
  const valid = {
    slider_enabled: true,
    slider_speed: 45,
    slider_infinite: false,
    background_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    background_video_enabled: true,
    show_language_selector: false,
    show_kiosk_id: true,
    custom_welcome_text: { tr: 'Afiyet Olsun', en: 'Enjoy' },
    custom_subtitle_text: { tr: 'Taze ve sıcak', en: 'Fresh and hot' },
    selected_products: [] as string[],
  };

  it('upserts the whole record with updated_at', async () => {
    const res = await client.call<Record<string, unknown>>('PUT', '/rest/v1/welcome_page_settings', {
      token: admin,
      body: valid,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...valid });
    expect(typeof res.body.updated_at).toBe('string');
    const read = await (await fetch(`${server.urls.kiosk}/rest/v1/welcome_page_settings`)).json();
    expect(read).toMatchObject(valid);
  });

  it('refuses a slider speed out of 10-60, a bad video link and products the slider cannot show', async () => {
    for (const [body, field] of [
      [{ ...valid, slider_speed: 5 }, 'slider_speed'],
      [{ ...valid, slider_speed: 61 }, 'slider_speed'],
      [{ ...valid, background_video_url: 'javascript:alert(1)' }, 'background_video_url'],
      [{ ...valid, selected_products: ['00000000-0000-4000-8000-00000000dead'] }, 'selected_products'],
    ] as const) {
      const res = await client.call('PUT', '/rest/v1/welcome_page_settings', { token: admin, body });
      expect(res.status).toBe(400);
      expect(res.body.error?.details?.[0]?.field).toBe(field);
    }
    const withImage = await server.database.db
      .selectFrom('products')
      .select('id')
      .where('image', 'is not', null)
      .where('is_active', '=', true)
      .limit(2)
      .execute();
    const ok = await client.call('PUT', '/rest/v1/welcome_page_settings', {
      token: admin,
      body: { ...valid, selected_products: withImage.map((p) => p.id) },
    });
    expect(ok.status).toBe(200);
  });

  it('checks uploaded videos by content and size', async () => {
    const renamed = await uploadVideo('notes.webm', Buffer.from('these are my notes, not a video'));
    expect(renamed.status).toBe(400);
    expect(renamed.body.error?.code).toBe('invalid_file_type');
    const big = await uploadVideo('big.webm', Buffer.concat([smallWebm(), Buffer.alloc(6 * 1024 * 1024)]));
    expect(big.status).toBe(400);
    expect(big.body.error).toMatchObject({
      code: 'file_too_large',
      message: 'Video size must be maximum 5MB',
    });
    const real = await uploadVideo('intro.webm', smallWebm());
    expect(real.status).toBe(200);
    const served = await fetch(`${server.urls.kiosk}${real.body.publicUrl}`);
    expect(served.headers.get('content-type')).toBe('video/webm');
  });
});
