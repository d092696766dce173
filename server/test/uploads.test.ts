import type { RealtimeEvent } from '@kiosk/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
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

async function upload(
  bucket: string,
  path: string,
  data: Buffer,
  filename: string,
  type: string,
  token = admin,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const res = await fetch(`${server.urls.admin}/storage/v1/object/${bucket}/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { error?: { code: string; message: string } },
  };
}

const png = () =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 201, g: 162, b: 39 } } })
    .png()
    .toBuffer();

describe('uploads', () => {
  it('stores an image under a unique name, serves it with long cache headers, and makes WebP variants', async () => {
    const res = await upload(
      'product-images',
      'products/yeni-burger.png',
      await png(),
      'yeni burger.png',
      'image/png',
    );
    expect(res.status).toBe(200);
    expect(res.body.path).toMatch(/^products\/yeni-burger-[0-9a-f]{10}\.png$/);
    const file = await fetch(`${server.urls.kiosk}${res.body.publicUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const variants = res.body.variants as Record<string, string>;
    for (const width of [320, 640]) {
      const variant = await fetch(`${server.urls.kiosk}${variants[String(width)]}`);
      const meta = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    // Seed images get variants on first request too.
    const seeded = await server.database.db
      .selectFrom('products')
      .select('image')
      .where('image', 'is not', null)
      .executeTakeFirstOrThrow();
    const rendered = await fetch(
      `${server.urls.kiosk}${(seeded.image as string).replace('/object/public/', '/render/image/public/')}?width=320`,
    );
    expect(rendered.status).toBe(200);
    expect((await sharp(Buffer.from(await rendered.arrayBuffer())).metadata()).width).toBe(320);
    const odd = await fetch(
      `${server.urls.kiosk}${(seeded.image as string).replace('/object/public/', '/render/image/public/')}?width=999`,
    );
    expect(odd.status).toBe(400);
  });

  it('refuses an SVG, a renamed text file and an empty file as "File must be an image"', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const bad = [
      await upload('product-images', 'products/logo.svg', svg, 'logo.svg', 'image/svg+xml'),
      await upload(
        'product-images',
        'products/photo.png',
        Buffer.from('not really a png'),
        'photo.png',
        'image/png',
      ),
    ];
    for (const res of bad) {
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_file_type', message: 'File must be an image' });
    }
    const empty = await upload(
      'product-images',
      'products/empty.png',
      Buffer.alloc(0),
      'empty.png',
      'image/png',
    );
    expect(empty.status).toBe(400);
    expect(empty.body.error?.code).toBe('file_empty');
  });

  it('refuses an image over 5 MB with "File size must be less than 5MB"', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload('product-images', 'products/big.png', big, 'big.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'file_too_large',
      message: 'File size must be less than 5MB',
    });
  });

  it('takes only videos in welcome-videos, without overwriting, and lists them newest first', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(1000, 7)]);
    const first = await upload('welcome-videos', '1700000000_intro.mp4', mp4, 'intro.mp4', 'video/mp4');
    expect(first.status).toBe(200);
    const again = await upload('welcome-videos', '1700000000_intro.mp4', mp4, 'intro.mp4', 'video/mp4');
    expect(again.status).toBe(409);
    const image = await upload('welcome-videos', 'x.mp4', await png(), 'x.mp4', 'video/mp4');
    expect(image.status).toBe(400);
    const listed = await fetch(`${server.urls.admin}/storage/v1/object/list/welcome-videos`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(((await listed.json()) as Array<{ name: string }>).map((o) => o.name)).toEqual([
      '1700000000_intro.mp4',
    ]);
  });

  it('only lets admins upload', async () => {
    const res = await upload(
      'product-images',
      'products/x.png',
      await png(),
      'x.png',
      'image/png',
      'bad.token.value',
    );
    expect(res.status).toBe(401);
  });
});

describe('catalogue changes reach kiosks', () => {
  it('publishes a product change on db-changes after commit, with the old and new state', async () => {
    const socket = new WebSocket(`${server.urls.kiosk.replace('http', 'ws')}/realtime/v1`);
    const events: RealtimeEvent[] = [];
    await new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString());
        if (message.type === 'joined') resolve();
        if (message.type === 'event') events.push(message.event);
      });
      socket.on('open', () => socket.send(JSON.stringify({ type: 'join', channel: 'db-changes' })));
    });
    const product = await server.database.db
      .selectFrom('products')
      .select(['id', 'in_stock'])
      .where('in_stock', '=', true)
      .executeTakeFirstOrThrow();
    await api(server.urls.admin).call('PATCH', `/rest/v1/products/${product.id}`, {
      token: admin,
      body: { in_stock: false },
    });
    const deadline = Date.now() + 5000;
    while (events.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    socket.close();
    expect(events[0]).toMatchObject({
      channel: 'db-changes',
      event: 'UPDATE',
      table: 'products',
      payload: { id: product.id, old: { in_stock: true }, new: { in_stock: false } },
    });
  });
});
