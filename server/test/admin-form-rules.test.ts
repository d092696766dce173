import type { Category, KitchenStation, Product } from '@kiosk/contracts';
import type { FleetMessageKey } from '@kiosk/domain';
import { tr } from '@kiosk/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelRefundReason } from '../src/services/cancel-refund-reason.js';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Issue 29 items 12-15: admin forms that saved bad data. Each rule is refused at the field with a
// stable code (the form shows the same rule before it asks).
let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
});
afterAll(() => server?.close());

interface Err {
  error: { code: string; message: string; details?: unknown };
}
const call = <T = Err>(method: string, path: string, body?: unknown) =>
  client.call<T>(method, path, { token: admin, ...(body === undefined ? {} : { body }) });

async function expectField(
  res: Promise<{ status: number; body: unknown }>,
  status: number,
  field: string,
  key: FleetMessageKey,
) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  const error = (r.body as Err).error;
  const details = Array.isArray(error.details) ? error.details : [error.details];
  expect(details).toContainEqual(expect.objectContaining({ field, key }));
  expect(error.message).toContain(tr.fleet.errors[key]);
}

describe('POS devices (item 12)', () => {
  const insert = (body: Record<string, unknown>) => call('POST', '/rest/v1/rpc/insert_pos_device', body);

  it('refuses an IP address that is not IPv4 and a port outside 1-65535, on add and on edit', async () => {
    await expectField(
      insert({ p_pos_serial_number: 'PAV-FORM-1', p_ip_address: '999.1.1.1' }),
      400,
      'p_ip_address',
      'ipInvalid',
    );
    for (const port of ['abc', '70000', 70000, 0])
      await expectField(
        insert({ p_pos_serial_number: 'PAV-FORM-1', p_port: port }),
        400,
        'p_port',
        'portInvalid',
      );
    const made = await call<{ id: string; port: number }>('POST', '/rest/v1/rpc/insert_pos_device', {
      p_pos_serial_number: 'PAV-FORM-1',
      p_ip_address: '192.168.1.20',
      p_port: '',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.port).toBe(8080);
    await expectField(
      call('POST', '/rest/v1/rpc/update_pos_device', { p_id: made.body.id, p_port: '99999' }),
      400,
      'p_port',
      'portInvalid',
    );
    await expectField(
      call('POST', '/rest/v1/rpc/update_pos_device', { p_id: made.body.id, p_ip_address: '1.2.3' }),
      400,
      'p_ip_address',
      'ipInvalid',
    );
  });

  it('refuses a serial number another device has (409 naming the field), on add, edit and restore', async () => {
    await expectField(
      insert({ p_pos_serial_number: 'PAV-FORM-1' }),
      409,
      'p_pos_serial_number',
      'posSerialTaken',
    );
    const other = await call<{ id: string }>('POST', '/rest/v1/rpc/insert_pos_device', {
      p_pos_serial_number: 'PAV-FORM-2',
    });
    await expectField(
      call('POST', '/rest/v1/rpc/update_pos_device', {
        p_id: other.body.id,
        p_pos_serial_number: 'PAV-FORM-1',
      }),
      409,
      'p_pos_serial_number',
      'posSerialTaken',
    );
    // A soft-deleted device frees its serial; restoring it while another has the serial is refused.
    expect((await call('POST', '/rest/v1/rpc/delete_pos_device', { p_id: other.body.id })).status).toBe(200);
    expect((await insert({ p_pos_serial_number: 'PAV-FORM-2' })).status).toBe(200);
    const superAdmin = (
      await client.signIn(demo('super_admin').email, demo('super_admin').password, nextIp())
    ).body.access_token;
    const restore = await client.call<Err>('POST', '/rest/v1/rpc/restore_pos_device', {
      token: superAdmin,
      body: { p_id: other.body.id },
    });
    expect(restore.status, JSON.stringify(restore.body)).toBe(409);
    expect(restore.body.error.message).toBe(tr.fleet.errors.posSerialTaken);
    const count = await server.database.db
      .selectFrom('pos_devices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('pos_serial_number', '=', 'PAV-FORM-1')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});

describe('businesses (item 13)', () => {
  it('refuses a second business with the same name, Turkish-aware and case-insensitive', async () => {
    const first = await call<{ id: string }>('POST', '/rest/v1/businesses', { name: 'Iğdır Büfe' });
    expect(first.status).toBe(201);
    await expectField(
      call('POST', '/rest/v1/businesses', { name: ' IĞDIR  BÜFE ' }),
      409,
      'name',
      'businessNameTaken',
    );
    const second = await call<{ id: string }>('POST', '/rest/v1/businesses', { name: 'Başka Büfe' });
    await expectField(
      call('PATCH', `/rest/v1/businesses/${second.body.id}`, { name: 'ığdır büfe' }),
      409,
      'name',
      'businessNameTaken',
    );
    // Saving a business under its own name is no conflict.
    expect((await call('PATCH', `/rest/v1/businesses/${first.body.id}`, { name: 'Iğdır Büfe' })).status).toBe(
      200,
    );
  });

  it('refuses a second store of the same name in one business (sibling)', async () => {
    const business = await call<{ id: string }>('POST', '/rest/v1/businesses', { name: 'Mağazalı Büfe' });
    const first = await call<{ id: string }>('POST', '/rest/v1/stores', {
      name: 'Merkez',
      business_id: business.body.id,
    });
    expect(first.status).toBe(201);
    await expectField(
      call('POST', '/rest/v1/stores', { name: 'MERKEZ', business_id: business.body.id }),
      409,
      'name',
      'storeNameTaken',
    );
    const other = await call<{ id: string }>('POST', '/rest/v1/businesses', { name: 'Başka Mağazalı Büfe' });
    expect(
      (await call('POST', '/rest/v1/stores', { name: 'Merkez', business_id: other.body.id })).status,
    ).toBe(201);
    expect(
      (await call('PATCH', `/rest/v1/stores/${first.body.id}`, { name: 'Merkez', phone: '0216 555 00 00' }))
        .status,
    ).toBe(200);
  });

  it('checks the tax number: 10 digits (VKN) or 11 with the T.C. Kimlik checksum', async () => {
    await expectField(
      call('POST', '/rest/v1/businesses', { name: 'Vergi Büfe', tax_number: '12' }),
      400,
      'tax_number',
      'taxNumberInvalid',
    );
    await expectField(
      call('POST', '/rest/v1/businesses', { name: 'Vergi Büfe', tax_number: '12345678901' }),
      400,
      'tax_number',
      'taxNumberChecksum',
    );
    expect(
      (await call('POST', '/rest/v1/businesses', { name: 'VKN Büfe', tax_number: '1234567890' })).status,
    ).toBe(201);
    expect(
      (await call('POST', '/rest/v1/businesses', { name: 'Şahıs Büfe', tax_number: '10000000146' })).status,
    ).toBe(201);
  });

  it('refuses a passive business or store for a kiosk and for a new store', async () => {
    const passive = await call<{ id: string }>('POST', '/rest/v1/businesses', { name: 'Kapalı Büfe' });
    const store = await call<{ id: string }>('POST', '/rest/v1/stores', {
      name: 'Kapalı Şube',
      business_id: passive.body.id,
    });
    expect(store.status).toBe(201);
    expect((await call('PATCH', `/rest/v1/businesses/${passive.body.id}`, { is_active: false })).status).toBe(
      200,
    );
    const kiosk = (overrides: Record<string, unknown>) =>
      call('POST', '/functions/v1/manage-kiosk-users', {
        action: 'create',
        username: 'form-kiosk-01',
        password: 'Sifre-Guclu-2026',
        device_name: 'Form Kioskı',
        device_fingerprint: 'KIOSK-FORM-0001',
        ...overrides,
      });
    await expectField(
      kiosk({ business_id: passive.body.id, store_id: store.body.id }),
      400,
      'business_id',
      'businessInactive',
    );
    await expectField(
      call('POST', '/rest/v1/stores', { name: 'Yeni Şube', business_id: passive.body.id }),
      400,
      'business_id',
      'businessInactive',
    );
    const open = await call<{ id: string }>('POST', '/rest/v1/businesses', { name: 'Açık Büfe' });
    const closedStore = await call<{ id: string }>('POST', '/rest/v1/stores', {
      name: 'Pasif Şube',
      business_id: open.body.id,
      is_active: false,
    });
    await expectField(
      kiosk({ business_id: open.body.id, store_id: closedStore.body.id }),
      400,
      'store_id',
      'storeInactive',
    );
  });
});

describe('kitchen stations (item 14)', () => {
  type Body = { data: KitchenStation; error?: { code: string; message: string; details?: unknown } };
  const save = (body: Record<string, unknown>, id?: string) =>
    client.call<Body>(id ? 'PUT' : 'POST', `/functions/v1/kitchen/stations${id ? `/${id}` : ''}`, {
      token: admin,
      body,
    });

  it('refuses the pseudo-category "Tümü" and an empty name with field-named answers', async () => {
    const all = await save({ name: 'Her Şey', category_ids: ['all'] });
    expect(all.status, JSON.stringify(all.body)).toBe(400);
    expect(all.body.error).toMatchObject({ code: 'reserved_category', details: { field: 'category_ids' } });
    const empty = await save({ name: '  ', category_ids: [] });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body.error)).toContain('"name"');
  });

  it('does not take a category from another station silently: 409 naming both, then moved when confirmed', async () => {
    const bar = await save({ name: 'Bar', category_ids: ['drinks'] });
    expect(bar.status, JSON.stringify(bar.body)).toBe(201);
    const other = await save({ name: 'Soğuk Bar', category_ids: ['drinks', 'desserts'] });
    expect(other.status).toBe(409);
    expect(other.body.error?.code).toBe('category_at_other_station');
    expect(other.body.error?.details).toMatchObject({
      field: 'category_ids',
      categories: [{ id: 'drinks', station_id: bar.body.data.id, station_name: 'Bar' }],
    });
    const stations = await client.call<{ data: KitchenStation[] }>('GET', '/functions/v1/kitchen/stations', {
      token: admin,
    });
    expect(stations.body.data.find((s) => s.id === bar.body.data.id)?.category_ids).toEqual(['drinks']);
    expect(stations.body.data.some((s) => s.name === 'Soğuk Bar')).toBe(false);
    const moved = await save({
      name: 'Soğuk Bar',
      category_ids: ['drinks', 'desserts'],
      move_categories: true,
    });
    expect(moved.status).toBe(201);
    expect(moved.body.data.category_ids.sort()).toEqual(['desserts', 'drinks']);
    // Saving a station with the categories it already has is no conflict.
    expect(
      (await save({ name: 'Soğuk Bar', category_ids: ['drinks', 'desserts'] }, moved.body.data.id)).status,
    ).toBe(200);
  });
});

describe('categories (item 15)', () => {
  it('a subcategory made main on delete keeps its own products; only the deleted category’s own products move', async () => {
    const made = async (name: string, parent_id?: string) =>
      (await call<Category>('POST', '/rest/v1/categories', { name, ...(parent_id ? { parent_id } : {}) }))
        .body;
    const parent = await made('Kahvaltı');
    const sub = await made('Omletler', parent.id);
    const moveSub = await made('Tostlar', parent.id);
    const image = (
      await server.database.db
        .selectFrom('products')
        .select('image')
        .where('image', 'is not', null)
        .executeTakeFirstOrThrow()
    ).image as string;
    const product = async (name: string, subcategory_id?: string) => {
      const res = await call<Product>('POST', '/rest/v1/products', {
        name,
        price_minor: 10_000,
        category_id: parent.id,
        ...(subcategory_id ? { subcategory_id } : {}),
        image,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const own = await product('Menemen');
    const omelette = await product('Peynirli Omlet', sub.id);
    const toast = await product('Kaşarlı Tost', moveSub.id);

    const blocked = await call<{ error: { details: { products: Array<{ id: string }> } } }>(
      'DELETE',
      `/rest/v1/categories/${parent.id}`,
    );
    const listed = blocked.body.error.details.products.map((p) => p.id);
    expect(listed).toContain(own.id);
    const done = await call('POST', '/rest/v1/rpc/reassign_and_delete_category', {
      category_id: parent.id,
      products: listed.map((id) => ({ product_id: id, category_id: 'snacks' })),
      subcategories: [
        { id: sub.id, action: 'make_main' },
        { id: moveSub.id, action: 'move', target_parent_id: 'food' },
      ],
    });
    expect(done.status, JSON.stringify(done.body)).toBe(204);
    const where = async (id: string) =>
      server.database.db
        .selectFrom('products')
        .select(['category_id', 'subcategory_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await where(own.id)).toEqual({ category_id: 'snacks', subcategory_id: null });
    expect(await where(omelette.id)).toEqual({ category_id: sub.id, subcategory_id: null });
    expect(await where(toast.id)).toEqual({ category_id: 'food', subcategory_id: moveSub.id });
  });
});

describe('messages a person reads (item 16)', () => {
  it('a price over 1,000,000 TL is refused with a key whose text says the limit in TL, not kuruş', async () => {
    const res = await call<{ error: { details: Array<{ field: string; key?: string; message: string }> } }>(
      'POST',
      '/rest/v1/products',
      {
        name: 'Altın Burger',
        price_minor: 100_000_001,
        category_id: 'food',
        image: 'https://example.com/a.png',
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual(
      expect.objectContaining({ field: 'price_minor', key: 'priceTooHigh' }),
    );
    expect(JSON.stringify(res.body)).not.toContain('100000000');
  });
});

describe('refund reasons a person reads (item 16)', () => {
  it("a cancellation's refund is explained in words, not the reason's code", () => {
    expect(cancelRefundReason('out_of_stock', undefined)).toBe('Sipariş iptali: Stok Sorunu');
    expect(cancelRefundReason('other', 'müşteri vazgeçti')).toBe('Sipariş iptali: Diğer — müşteri vazgeçti');
    expect(cancelRefundReason(undefined, undefined)).toBe('Sipariş iptali');
  });
});
