import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStorage } from '../src/repositories/storage.repository.js';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  admin = (await api(server.urls.admin).signIn(demo('admin').email, demo('admin').password, nextIp())).body
    .access_token;
});
afterAll(() => server?.close());

type Answer = { status: number; body: { error?: { code: string; message: string; details?: unknown } } };

async function upload(bucket: string, path: string, data: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const res = await fetch(`${server.urls.admin}/storage/v1/object/${bucket}/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] & Record<string, unknown> };
}

const get = async (path: string): Promise<Answer & { headers: Headers }> => {
  const res = await fetch(`${server.urls.kiosk}${path}`);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : {} };
};

const storedPaths = async (bucket: string) =>
  (
    await server.database.db
      .selectFrom('storage_objects')
      .select('path')
      .where('bucket_id', '=', bucket)
      .orderBy('path')
      .execute()
  ).map((r) => r.path);

const png = (width = 700) =>
  sharp({ create: { width, height: 500, channels: 3, background: { r: 201, g: 162, b: 39 } } })
    .png()
    .toBuffer();
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(1000, 7)]);

describe('images are decoded before they are stored', () => {
  it('refuses a PNG or GIF signature followed by junk with 422 invalid_image and stores nothing', async () => {
    const before = await storedPaths('product-images');
    const fakes = [
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(4000, 0x41),
      ]),
      Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(4000, 0x41)]),
      (await png()).subarray(0, 200),
    ];
    for (const [i, data] of fakes.entries()) {
      const res = await upload(
        'product-images',
        `products/fake-${i}.png`,
        data,
        `fake-${i}.png`,
        'image/png',
      );
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.error?.code).toBe('invalid_image');
    }
    expect(await storedPaths('product-images')).toEqual(before);
  });

  it('answers a clean error, not a 500, for the rendering of a stored object that is not an image', async () => {
    const storage = new PostgresStorage(server.database.db);
    await storage.put(
      'product-images',
      'products/broken-0001.png',
      Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(500, 1)]),
      {
        contentType: 'image/png',
      },
    );
    for (let i = 0; i < 2; i++) {
      const res = await get(
        '/storage/v1/render/image/public/product-images/products/broken-0001.png?width=320',
      );
      expect(res.status).toBe(422);
      expect(res.body.error?.code).toBe('invalid_image');
    }
    expect(await storedPaths('product-images')).not.toContain('products/broken-0001.w320.webp');
  });
});

describe('the public image renderer', () => {
  it('resizes originals once to the listed widths and refuses copies of copies and other widths', async () => {
    const res = await upload('product-images', 'products/pide.png', await png(900), 'pide.png', 'image/png');
    expect(res.status).toBe(200);
    const original = res.body.path as string;
    const render = (path: string, width: number) =>
      get(`/storage/v1/render/image/public/product-images/${path}?width=${width}`);

    const first = await render(original, 320);
    const second = await render(original, 320);
    expect(first.status).toBe(200);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));

    const copy = original.replace(/\.png$/, '.w320.webp');
    expect(await storedPaths('product-images')).toContain(copy);
    const before = await storedPaths('product-images');
    for (const width of [320, 640]) {
      const again = await render(copy, width);
      expect(again.status).toBe(404);
    }
    expect((await render(original, 321)).status).toBe(400);
    expect((await render(original, 1_000_000)).status).toBe(400);
    expect(await storedPaths('product-images')).toEqual(before);
    expect(before.some((p) => /\.w\d+\.w\d+\.webp$/.test(p))).toBe(false);
  });
});

describe('storage paths', () => {
  it('refuses ".." and other unsafe segments in upload paths and stores nothing', async () => {
    const before = await storedPaths('welcome-videos');
    for (const path of [
      '..%2Fpwn.mp4',
      'a%2F..%2F..%2Fpwn.mp4',
      '.%2Fpwn.mp4',
      'a%5C..%5Cpwn.mp4',
      'a%2F%2Fpwn.mp4',
      'pwn%0A.mp4',
    ]) {
      const res = await upload('welcome-videos', path, mp4, 'pwn.mp4', 'video/mp4');
      expect(res.status, path).toBe(400);
      expect(res.body.error?.code).toBe('validation_failed');
      expect(res.body.error?.message).toContain('params.*');
    }
    expect(await storedPaths('welcome-videos')).toEqual(before);
    expect((await upload('welcome-videos', 'videos%2Fintro.mp4', mp4, 'intro.mp4', 'video/mp4')).status).toBe(
      200,
    );
  });

  it('refuses them when reading, rendering and following a signed link', async () => {
    for (const path of [
      '/storage/v1/object/public/product-images/products%2F..%2F..%2Fx.png',
      '/storage/v1/object/public/product-images/a%5Cb.png',
      '/storage/v1/render/image/public/product-images/products%2F..%2Fx.png?width=320',
      '/storage/v1/object/sign/receipts/..%2Fx.png?expires=9999999999&token=abcdefghijkl',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error?.code).toBe('validation_failed');
    }
  });
});
