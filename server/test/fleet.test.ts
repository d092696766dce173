import { createHash } from 'node:crypto';
import type { FleetMessageKey } from '@kiosk/domain';
import { tr } from '@kiosk/i18n';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let superAdmin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  superAdmin = (await client.signIn(demo('super_admin').email, demo('super_admin').password, nextIp())).body
    .access_token;
});
afterAll(() => server?.close());

interface Err {
  success: false;
  error: {
    code: string;
    message: string;
    details?: Array<{ field: string; message: string; key?: string }> | { key: string };
  };
}

const call = <T = Err>(method: string, path: string, body?: unknown, token = admin) =>
  client.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

/** Expects a 400 naming the field with the spec's Turkish text. */
async function expectInvalid(
  res: Promise<{ status: number; body: unknown }>,
  field: string,
  key: FleetMessageKey,
) {
  const { status, body } = await res;
  expect(status, JSON.stringify(body)).toBe(400);
  const error = (body as Err).error;
  expect(error.code).toBe('validation_failed');
  expect(error.details).toEqual([{ field, message: tr.fleet.errors[key], key }]);
}

async function expectRefused(
  res: Promise<{ status: number; body: unknown }>,
  status: number,
  key: FleetMessageKey,
) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect((r.body as Err).error.message).toBe(tr.fleet.errors[key]);
  expect((r.body as Err).error.details).toMatchObject({ key });
}

let businessId: string;
let storeId: string;
let otherStoreId: string;
let kioskId: string;

const kioskBody = (overrides: Record<string, unknown> = {}) => ({
  action: 'create',
  username: 'fleet-kiosk-01',
  password: 'Sifre-Guclu-2026',
  device_name: 'Giriş Kioskı',
  device_fingerprint: 'KIOSK-TEST-0001',
  business_id: businessId,
  store_id: storeId,
  ...overrides,
});

describe('businesses and stores', () => {
  it("checks a business's name, e-mail and phone", async () => {
    await expectInvalid(call('POST', '/rest/v1/businesses', { name: '  ' }), 'name', 'businessNameRequired');
    await expectInvalid(
      call('POST', '/rest/v1/businesses', { name: 'Büfe', email: 'x@y' }),
      'email',
      'emailInvalid',
    );
    await expectInvalid(
      call('POST', '/rest/v1/businesses', { name: 'Büfe', phone: '0216 ABC' }),
      'phone',
      'phoneInvalid',
    );
  });

  it('creates a business and its stores', async () => {
    const created = await call<{ id: string; name: string; store_count: number }>(
      'POST',
      '/rest/v1/businesses',
      {
        name: 'Test Dönercisi',
        phone: '+90 (212) 555-12-12',
        email: 'info@doner.test',
      },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Test Dönercisi', store_count: 0, is_active: true });
    businessId = created.body.id;
    await expectInvalid(
      call('POST', '/rest/v1/stores', { name: '', business_id: businessId }),
      'name',
      'storeNameRequired',
    );
    await expectInvalid(
      call('POST', '/rest/v1/stores', { name: 'Şube' }),
      'business_id',
      'storeBusinessRequired',
    );
    await expectInvalid(
      call('POST', '/rest/v1/stores', { name: 'Şube', business_id: businessId, phone: 'yok' }),
      'phone',
      'phoneInvalid',
    );
    const store = await call<{ id: string; business_name: string }>('POST', '/rest/v1/stores', {
      name: 'Beşiktaş Şubesi',
      business_id: businessId,
    });
    expect(store.status).toBe(201);
    expect(store.body.business_name).toBe('Test Dönercisi');
    storeId = store.body.id;
    const stores = await call<Array<{ id: string }>>('GET', `/rest/v1/stores?business_id=${businessId}`);
    expect(stores.body.map((s) => s.id)).toEqual([storeId]);
    const demoStores = await call<Array<{ id: string; business_id: string }>>('GET', '/rest/v1/stores');
    otherStoreId = demoStores.body.find((s) => s.business_id !== businessId)?.id as string;
  });

  it('refuses to delete a business while it has stores', async () => {
    await expectRefused(call('DELETE', `/rest/v1/businesses/${businessId}`), 409, 'businessHasStores');
    const temp = await call<{ id: string }>('POST', '/rest/v1/businesses', { name: 'Geçici İşletme' });
    expect((await call('DELETE', `/rest/v1/businesses/${temp.body.id}`)).status).toBe(204);
    expect((await call('DELETE', `/rest/v1/businesses/${temp.body.id}`)).status).toBe(404);
  });

  it('activates and deactivates, and writes the audit log with before and after', async () => {
    const off = await call<{ is_active: boolean }>('PATCH', `/rest/v1/businesses/${businessId}`, {
      is_active: false,
    });
    expect(off.body.is_active).toBe(false);
    await call('PATCH', `/rest/v1/businesses/${businessId}`, { is_active: true });
    const audit = await sql<{ action: string; before: unknown; after: unknown; actor_email: string }>`
      SELECT action, before, after, actor_email FROM audit_log WHERE entity_id = ${businessId} ORDER BY at`.execute(
      server.database.db,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'business.created',
      'business.deactivated',
      'business.activated',
    ]);
    expect(audit.rows[1]).toMatchObject({
      before: { is_active: true },
      after: { is_active: false },
      actor_email: demo('admin').email,
    });
  });
});

describe('kiosk accounts: the rules of section 5 with their messages', () => {
  const create = (overrides: Record<string, unknown>) =>
    call('POST', '/functions/v1/manage-kiosk-users', kioskBody(overrides));

  it('username', async () => {
    await expectInvalid(create({ username: '' }), 'username', 'usernameRequired');
    await expectInvalid(create({ username: 'kiosk1' }), 'username', 'usernameTooShort');
    await expectInvalid(create({ username: `k${'a'.repeat(50)}` }), 'username', 'usernameTooLong');
    await expectInvalid(create({ username: 'kiosk one!' }), 'username', 'usernameChars');
    await expectInvalid(create({ username: '9kioskone' }), 'username', 'usernameStart');
  });

  it('e-mail and PIN', async () => {
    await expectInvalid(create({ email: 'kiosk@' }), 'email', 'emailInvalid');
    await expectInvalid(create({ pin: '1234' }), 'pin', 'pinLength');
    await expectInvalid(create({ pin: '12ab5678' }), 'pin', 'pinDigits');
    await expectInvalid(create({ pin: '12345678' }), 'pin', 'pinTooSimple');
    await expectInvalid(create({ pin: '55555555' }), 'pin', 'pinTooSimple');
    await expectInvalid(create({ pin: '17171711' }), 'pin', 'pinRepeats');
  });

  it('password, device name, fingerprint, store of another business', async () => {
    await expectInvalid(create({ password: '' }), 'password', 'passwordRequired');
    await expectInvalid(create({ password: 'kisa' }), 'password', 'passwordTooShort');
    // the one password rule of every account: not on the common-password list
    await expectInvalid(create({ password: 'password' }), 'password', 'passwordTooCommon');
    await expectInvalid(create({ password: '12345678' }), 'password', 'passwordTooCommon');
    await expectInvalid(create({ device_name: '' }), 'device_name', 'deviceNameRequired');
    await expectInvalid(create({ device_fingerprint: '' }), 'device_fingerprint', 'fingerprintRequired');
    await expectInvalid(
      create({ device_fingerprint: 'tablet-1' }),
      'device_fingerprint',
      'fingerprintInvalid',
    );
    await expectInvalid(create({ store_id: otherStoreId }), 'store_id', 'storeNotInBusiness');
  });

  it('creates a kiosk with a generated public id, a PIN and its business and store', async () => {
    const res = await create({ pin: '40917263', email: 'kiosk@doner.test' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    kioskId = (res.body as unknown as { data: { id: string } }).data.id;
    const list = await call<{ data: Array<Record<string, unknown>> }>('GET', '/rest/v1/kiosk_users');
    const kiosk = list.body.data.find((k) => k.id === kioskId);
    expect(kiosk).toMatchObject({
      username: 'fleet-kiosk-01',
      business_name: 'Test Dönercisi',
      store_name: 'Beşiktaş Şubesi',
      payment_mode: 'REST',
      has_pin: true,
      is_deleted: false,
      device_fingerprint_hash: createHash('sha256').update('KIOSK-TEST-0001').digest('hex'),
      presence: { status: 'offline', connected: false },
      pos_devices: [],
    });
    expect(kiosk?.public_id).toMatch(/^K-[0-9A-F]{8}$/);
    expect(JSON.stringify(list.body)).not.toContain('password_hash');
    // the same username again
    await expectRefused(create({}), 409, 'usernameTaken');
    // the new kiosk signs in with its password
    const signIn = await client.signInKiosk('fleet-kiosk-01', 'Sifre-Guclu-2026', nextIp());
    expect(signIn.status).toBe(200);
  });

  it('resets the password (required, 8+, not a common one)', async () => {
    const reset = (new_password: string) =>
      call('POST', '/functions/v1/manage-kiosk-users', {
        action: 'reset_password',
        id: kioskId,
        new_password,
      });
    await expectInvalid(reset(''), 'new_password', 'newPasswordRequired');
    await expectInvalid(reset('1234567'), 'new_password', 'passwordTooShort');
    await expectInvalid(reset('password'), 'new_password', 'passwordTooCommon');
    await expectInvalid(reset('12345678'), 'new_password', 'passwordTooCommon');
    expect((await reset('Yeni-Sifre-2026')).status).toBe(200);
    expect((await client.signInKiosk('fleet-kiosk-01', 'Sifre-Guclu-2026', nextIp())).status).toBe(400);
    expect((await client.signInKiosk('fleet-kiosk-01', 'Yeni-Sifre-2026', nextIp())).status).toBe(200);
  });

  it('edits the public id and the payment mode', async () => {
    await expectInvalid(
      call('PATCH', `/rest/v1/kiosk_users/${kioskId}`, { public_id: '  ' }),
      'public_id',
      'publicIdRequired',
    );
    await expectInvalid(
      call('PATCH', `/rest/v1/kiosk_users/${kioskId}`, { public_id: 'K-12' }),
      'public_id',
      'publicIdInvalid',
    );
    const ok = await call<{ data: { public_id: string; payment_mode: string } }>(
      'PATCH',
      `/rest/v1/kiosk_users/${kioskId}`,
      {
        public_id: 'k-00ab12cd',
        payment_mode: 'CLOUD',
      },
    );
    expect(ok.body.data).toMatchObject({ public_id: 'K-00AB12CD', payment_mode: 'CLOUD' });
    await expectRefused(
      call('PATCH', `/rest/v1/kiosk_users/${kioskId}`, { public_id: 'K-DEMO0001' }),
      409,
      'publicIdTaken',
    );
    expect(
      (await call('GET', `/rest/v1/kiosk_users/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`)).status,
    ).toBe(404);
  });
});

describe('POS devices, links and the one primary', () => {
  let posA: string;
  let posB: string;

  it('adds a device: serial required, kiosk device id and fingerprint generated, port 8080 when empty', async () => {
    await expectInvalid(
      call('POST', '/rest/v1/rpc/insert_pos_device', { p_pos_serial_number: '' }),
      'p_pos_serial_number',
      'posSerialRequired',
    );
    const a = await call<{ id: string; kiosk_device_id: string; fingerprint: string; port: number }>(
      'POST',
      '/rest/v1/rpc/insert_pos_device',
      {
        p_pos_serial_number: 'PAV-TEST-A',
        p_device_name: 'Terminal A',
        p_ip_address: '127.0.0.1',
        p_port: '',
      },
    );
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.kiosk_device_id).toMatch(/^KD-[A-Z0-9]{8}$/);
    expect(a.body.fingerprint).toMatch(/^[0-9A-F]{8}(-[0-9A-F]{8}){3}$/);
    expect(a.body.port).toBe(8080);
    posA = a.body.id;
    const b = await call<{ id: string; port: number }>('POST', '/rest/v1/rpc/insert_pos_device', {
      p_pos_serial_number: 'PAV-TEST-B',
      p_port: 4567,
    });
    expect(b.body.port).toBe(4567);
    posB = b.body.id;
    await expectInvalid(
      call('POST', '/rest/v1/rpc/update_pos_device', { p_id: posA, p_fingerprint: '' }),
      'p_fingerprint',
      'fingerprintEmpty',
    );
    // a terminal's address is in a local network (saving only: nothing is asked)
    await expectInvalid(
      call('POST', '/rest/v1/rpc/update_pos_device', { p_id: posA, p_ip_address: '8.8.8.8' }),
      'p_ip_address',
      'ipNotAllowed',
    );
    await expectInvalid(
      call('POST', '/rest/v1/rpc/insert_pos_device', {
        p_pos_serial_number: 'PAV-TEST-C',
        p_ip_address: '100.64.0.1',
      }),
      'p_ip_address',
      'ipNotAllowed',
    );
    const local = await call('POST', '/rest/v1/rpc/update_pos_device', {
      p_id: posA,
      p_ip_address: '192.168.1.40',
    });
    expect(local.status, JSON.stringify(local.body)).toBe(200);
    await expectInvalid(
      call('POST', '/rest/v1/rpc/insert_pos_device', {
        p_pos_serial_number: 'PAV-X',
        p_fingerprint: 'laptop',
      }),
      'p_fingerprint',
      'fingerprintInvalid',
    );
    await expectInvalid(
      call('POST', '/rest/v1/rpc/update_pos_device', { p_id: posA, p_pos_serial_number: '' }),
      'p_pos_serial_number',
      'posSerialRequired',
    );
    await expectRefused(
      call('POST', '/rest/v1/rpc/insert_pos_device', {
        p_pos_serial_number: 'PAV-X',
        p_kiosk_device_id: a.body.kiosk_device_id,
      }),
      409,
      'posDeviceIdTaken',
    );
    const found = await call<Array<{ id: string }>>('POST', '/rest/v1/rpc/get_pos_devices', {
      p_search: 'test-a',
    });
    expect(found.body.map((d) => d.id)).toEqual([posA]);
  });

  it('links both; the first link is primary; set_primary moves it, under concurrency too', async () => {
    const linkA = await call<{ data: { link_id: string } }>('POST', '/functions/v1/admin-kiosk-management', {
      action: 'link_pos_device',
      kiosk_id: kioskId,
      pos_device_id: posA,
      is_primary: false,
    });
    const linkB = await call<{ data: { link_id: string } }>('POST', '/functions/v1/admin-kiosk-management', {
      action: 'link_pos_device',
      kiosk_id: kioskId,
      pos_device_id: posB,
      is_primary: false,
    });
    const detail = async () =>
      (
        await call<{ data: { pos_devices: Array<{ link_id: string; is_primary: boolean; id: string }> } }>(
          'GET',
          `/rest/v1/kiosk_users/${kioskId}`,
        )
      ).body.data;
    expect((await detail()).pos_devices.map((d) => [d.id, d.is_primary])).toEqual([
      [posA, true],
      [posB, false],
    ]);
    const a = linkA.body.data.link_id;
    const b = linkB.body.data.link_id;
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.all(
        [a, b, a, b, b, a].map((linkId) =>
          call('POST', '/functions/v1/pos-kiosk-manager', {
            action: 'set_primary',
            linkId,
            kioskUserId: kioskId,
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const primaries = (await detail()).pos_devices.filter((d) => d.is_primary);
      expect(primaries).toHaveLength(1);
    }
    // the constraint itself: a second primary row is refused by the database
    await expect(
      sql`UPDATE kiosk_pos_devices SET is_primary = true WHERE kiosk_user_id = ${kioskId}`.execute(
        server.database.db,
      ),
    ).rejects.toMatchObject({ code: '23505' });
    // a device's kiosk_id follows the link
    const pos = await call<Array<{ id: string; kiosk_id: string; links: unknown[] }>>(
      'POST',
      '/rest/v1/rpc/get_pos_devices',
      {},
    );
    expect(pos.body.find((d) => d.id === posB)).toMatchObject({ kiosk_id: kioskId });
    // toggle a link passive, then unlink it
    expect(
      (await call('POST', '/rest/v1/rpc/toggle_pos_device_status', { _id: b, _is_active_for_kiosk: false }))
        .status,
    ).toBe(200);
    expect((await detail()).pos_devices.find((d) => d.link_id === b)).toMatchObject({
      is_active_for_kiosk: false,
    });
    expect(
      (await call('POST', '/functions/v1/pos-kiosk-manager', { action: 'unlink', linkId: b })).status,
    ).toBe(200);
    expect((await detail()).pos_devices.map((d) => d.id)).toEqual([posA]);
    const unlinked = await call<Array<{ id: string; kiosk_id: string | null }>>(
      'POST',
      '/rest/v1/rpc/get_pos_devices',
      {},
    );
    expect(unlinked.body.find((d) => d.id === posB)?.kiosk_id).toBeNull();
    await expectRefused(
      call('POST', '/functions/v1/pos-kiosk-manager', { action: 'unlink', linkId: b }),
      404,
      'linkNotFound',
    );
  });

  it('deactivating a device disconnects it; reactivating leaves it disconnected', async () => {
    await sql`INSERT INTO pos_device_state (pos_device_id, connection_status) VALUES (${posA}, 'connected')
      ON CONFLICT (pos_device_id) DO UPDATE SET connection_status = 'connected'`.execute(server.database.db);
    const off = await call<{ is_active: boolean; connection_status: string }>(
      'POST',
      '/rest/v1/rpc/update_pos_device',
      {
        p_id: posA,
        p_is_active: false,
      },
    );
    expect(off.body).toMatchObject({ is_active: false, connection_status: 'disconnected' });
    const on = await call<{ is_active: boolean; connection_status: string }>(
      'POST',
      '/rest/v1/rpc/update_pos_device',
      {
        p_id: posA,
        p_is_active: true,
      },
    );
    expect(on.body).toMatchObject({ is_active: true, connection_status: 'disconnected' });
  });

  it('update_fingerprint_secure: format, kiosk hash, POS hashes, unknown record', async () => {
    const clientHash = createHash('sha256')
      .update(`FP-ABCD1234-x${Math.random()}${Date.now()}`)
      .digest('hex');
    const body = (over: Record<string, unknown>) => ({
      p_record_id: kioskId,
      p_table_name: 'kiosk_users',
      p_fingerprint: 'FP-ABCD1234-x9',
      p_client_hash: clientHash,
      p_fingerprint_type: 'device',
      ...over,
    });
    await expectInvalid(
      call('POST', '/rest/v1/rpc/update_fingerprint_secure', body({ p_fingerprint: ' ' })),
      'p_fingerprint',
      'fingerprintEmpty',
    );
    await expectInvalid(
      call('POST', '/rest/v1/rpc/update_fingerprint_secure', body({ p_fingerprint: 'laptop' })),
      'p_fingerprint',
      'fingerprintInvalid',
    );
    const hash = createHash('sha256').update('FP-ABCD1234-x9').digest('hex');
    const ok = await call<Array<{ id: string; fingerprint_hash: string }>>(
      'POST',
      '/rest/v1/rpc/update_fingerprint_secure',
      body({}),
    );
    expect(ok.body).toEqual([expect.objectContaining({ id: kioskId, fingerprint_hash: hash })]);
    const kiosk = await call<{ data: { device_fingerprint: string; device_fingerprint_hash: string } }>(
      'GET',
      `/rest/v1/kiosk_users/${kioskId}`,
    );
    expect(kiosk.body.data).toMatchObject({
      device_fingerprint: 'FP-ABCD1234-x9',
      device_fingerprint_hash: hash,
    });
    const pos = await call<Array<unknown>>(
      'POST',
      '/rest/v1/rpc/update_fingerprint_secure',
      body({
        p_record_id: posA,
        p_table_name: 'pos_devices',
        p_fingerprint: 'POS-SOURCE-01',
        p_fingerprint_type: 'source',
      }),
    );
    expect(pos.body).toHaveLength(1);
    const row = await sql<{
      source_fingerprint_hash: string;
    }>`SELECT source_fingerprint_hash FROM pos_devices WHERE id = ${posA}`.execute(server.database.db);
    expect(row.rows[0]?.source_fingerprint_hash).toBe(
      createHash('sha256').update('POS-SOURCE-01').digest('hex'),
    );
    const none = await call<Array<unknown>>(
      'POST',
      '/rest/v1/rpc/update_fingerprint_secure',
      body({ p_record_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('POS delete: admins soft delete only; super admins hard delete, not with transactions, not when soft-deleted', async () => {
    // a transaction on device B
    const order = await sql<{ id: string }>`
      INSERT INTO orders (order_number, reference_number, status, subtotal_minor, tax_minor, total_minor)
      VALUES ('FLEET-1', 1, 'paid', 100, 10, 110) RETURNING id`.execute(server.database.db);
    await sql`INSERT INTO payment_attempts (order_id, attempt_no, driver, pos_device_id, status, amount_minor)
      VALUES (${order.rows[0]?.id}, 1, 'REST', ${posB}, 'approved', 110)`.execute(server.database.db);
    await expectRefused(
      call('POST', '/rest/v1/rpc/delete_pos_device', { p_id: posB, p_hard: true }),
      403,
      'superAdminOnly',
    );
    await expectRefused(
      call('POST', '/rest/v1/rpc/delete_pos_device', { p_id: posB, p_hard: true }, superAdmin),
      409,
      'posHasTransactions',
    );
    // soft delete by an admin: who and when, hidden from admins, seen by super admins
    expect((await call('POST', '/rest/v1/rpc/delete_pos_device', { p_id: posB })).status).toBe(200);
    const adminList = await call<Array<{ id: string }>>('POST', '/rest/v1/rpc/get_pos_devices', {});
    expect(adminList.body.some((d) => d.id === posB)).toBe(false);
    expect((await call('POST', '/rest/v1/rpc/get_pos_devices', { p_include_deleted: true })).status).toBe(
      403,
    );
    const superList = await call<
      Array<{ id: string; is_deleted: boolean; deleted_by: string; deleted_at: string }>
    >('POST', '/rest/v1/rpc/get_pos_devices', { p_include_deleted: true }, superAdmin);
    const deleted = superList.body.find((d) => d.id === posB);
    expect(deleted).toMatchObject({ is_deleted: true });
    expect(deleted?.deleted_by).toBeTruthy();
    expect(deleted?.deleted_at).toBeTruthy();
    await expectRefused(
      call('POST', '/rest/v1/rpc/delete_pos_device', { p_id: posB, p_hard: true }, superAdmin),
      409,
      'hardDeleteOfDeleted',
    );
    expect((await call('POST', '/rest/v1/rpc/restore_pos_device', { p_id: posB })).status).toBe(403);
    const restored = await call<{ is_deleted: boolean }>(
      'POST',
      '/rest/v1/rpc/restore_pos_device',
      { p_id: posB },
      superAdmin,
    );
    expect(restored.body.is_deleted).toBe(false);
    // device A has no transactions: a super admin removes it for good
    await call('POST', '/functions/v1/admin-kiosk-management', {
      action: 'link_pos_device',
      kiosk_id: kioskId,
      pos_device_id: posA,
      is_primary: true,
    });
    expect(
      (await call('POST', '/rest/v1/rpc/delete_pos_device', { p_id: posA, p_hard: true }, superAdmin)).status,
    ).toBe(200);
    const gone = await sql`SELECT id FROM pos_devices WHERE id = ${posA}`.execute(server.database.db);
    expect(gone.rows).toHaveLength(0);
  });
});

describe('kiosk delete and restore (super admins)', () => {
  it('admins may not delete kiosks nor see deleted ones (403)', async () => {
    await expectRefused(
      call('POST', '/functions/v1/manage-kiosk-users', { action: 'delete', id: kioskId }),
      403,
      'superAdminOnly',
    );
    expect((await call('GET', '/rest/v1/kiosk_users?include_deleted=true')).status).toBe(403);
    await expectRefused(
      call('POST', '/functions/v1/manage-kiosk-users', { action: 'restore', id: kioskId }),
      403,
      'superAdminOnly',
    );
  });

  it('a soft delete records who and when, signs the kiosk out, hides it; a super admin restores it', async () => {
    const signIn = await client.signInKiosk('fleet-kiosk-01', 'Yeni-Sifre-2026', nextIp());
    expect(signIn.status).toBe(200);
    const del = await call(
      'POST',
      '/functions/v1/manage-kiosk-users',
      { action: 'delete', id: kioskId },
      superAdmin,
    );
    expect(del.status).toBe(200);
    const row = await sql<{ is_deleted: boolean; deleted_by: string; deleted_at: Date }>`
      SELECT is_deleted, deleted_by, deleted_at FROM kiosk_users WHERE id = ${kioskId}`.execute(
      server.database.db,
    );
    expect(row.rows[0]).toMatchObject({ is_deleted: true });
    expect(row.rows[0]?.deleted_by).toBeTruthy();
    expect(row.rows[0]?.deleted_at).toBeInstanceOf(Date);
    const active =
      await sql`SELECT id FROM active_kiosk_sessions WHERE kiosk_user_id = ${kioskId} AND is_active`.execute(
        server.database.db,
      );
    expect(active.rows).toHaveLength(0);
    expect((await client.signInKiosk('fleet-kiosk-01', 'Yeni-Sifre-2026', nextIp())).status).toBe(400);
    const adminList = await call<{ data: Array<{ id: string }> }>('GET', '/rest/v1/kiosk_users');
    expect(adminList.body.data.some((k) => k.id === kioskId)).toBe(false);
    expect((await call('GET', `/rest/v1/kiosk_users/${kioskId}`)).status).toBe(404);
    const superList = await call<{ data: Array<{ id: string; is_deleted: boolean }> }>(
      'GET',
      '/rest/v1/kiosk_users?include_deleted=true',
      undefined,
      superAdmin,
    );
    expect(superList.body.data.find((k) => k.id === kioskId)?.is_deleted).toBe(true);
    expect(
      (await call('POST', '/functions/v1/manage-kiosk-users', { action: 'restore', id: kioskId }, superAdmin))
        .status,
    ).toBe(200);
    expect((await client.signInKiosk('fleet-kiosk-01', 'Yeni-Sifre-2026', nextIp())).status).toBe(200);
  });

  it('hard delete is refused while the kiosk has orders, and done when it has none', async () => {
    await sql`UPDATE orders SET kiosk_id = ${kioskId} WHERE order_number = 'FLEET-1'`.execute(
      server.database.db,
    );
    await expectRefused(
      call(
        'POST',
        '/functions/v1/manage-kiosk-users',
        { action: 'delete', id: kioskId, hard: true },
        superAdmin,
      ),
      409,
      'kioskHasOrders',
    );
    await sql`UPDATE orders SET kiosk_id = NULL WHERE order_number = 'FLEET-1'`.execute(server.database.db);
    const hard = await call(
      'POST',
      '/functions/v1/manage-kiosk-users',
      { action: 'delete', id: kioskId, hard: true },
      superAdmin,
    );
    expect(hard.status, JSON.stringify(hard.body)).toBe(200);
    const gone = await sql`SELECT id FROM kiosk_users WHERE id = ${kioskId}`.execute(server.database.db);
    expect(gone.rows).toHaveLength(0);
    // the store no longer has kiosks: it and then its business can go
    expect((await call('DELETE', `/rest/v1/stores/${storeId}`)).status).toBe(204);
    expect((await call('DELETE', `/rest/v1/businesses/${businessId}`)).status).toBe(204);
  });

  it('every fleet change is in the audit log the dashboard shows', async () => {
    const actions = await sql<{ action: string }>`SELECT DISTINCT action FROM audit_log`.execute(
      server.database.db,
    );
    const names = actions.rows.map((r) => r.action);
    for (const action of [
      'kiosk.created',
      'kiosk.password_reset',
      'kiosk.deleted',
      'kiosk.restored',
      'kiosk.hard_deleted',
      'pos_device.created',
      'pos_device.linked',
      'pos_device.primary_set',
      'pos_device.unlinked',
      'pos_device.deleted',
      'pos_device.restored',
      'pos_device.hard_deleted',
      'fingerprint.updated',
      'store.created',
      'store.deleted',
      'business.deleted',
    ]) {
      expect(names, action).toContain(action);
    }
    const recent = await call<{ data?: Array<{ action: string }> } | Array<{ action: string }>>(
      'GET',
      '/rest/v1/audit_log',
    );
    expect(recent.status).toBe(200);
    expect(JSON.stringify(recent.body)).toContain('business.deleted');
  });
});

describe('presence and kick', () => {
  it('a signed-in kiosk is online; an admin kick ends its session and is audited', async () => {
    const demoKiosk = await client.signInKiosk(undefined, undefined, nextIp());
    expect(demoKiosk.status).toBe(200);
    const list = await call<{ data: Array<{ id: string; presence: { status: string } }> }>(
      'GET',
      '/rest/v1/kiosk_users',
    );
    const kiosk = list.body.data.find((k) => k.id === demoKiosk.body.user.id);
    expect(kiosk?.presence.status).toBe('online');
    const sessionId = demoKiosk.body.user.kiosk?.kiosk_session_id as string;
    const kicked = await call<boolean>('POST', '/rest/v1/rpc/kick_kiosk_session_by_id', {
      p_session_id: sessionId,
      p_reason: 'test',
    });
    expect(kicked.body).toBe(true);
    const audit = await sql<{ action: string }>`
      SELECT action FROM audit_log WHERE entity_id = ${demoKiosk.body.user.id} ORDER BY at DESC LIMIT 1`.execute(
      server.database.db,
    );
    expect(audit.rows[0]?.action).toBe('kiosk.session_kicked');
    const detail = await call<{
      data: { session_history: Array<{ id: string; end_reason: string; is_active: boolean }> };
    }>('GET', `/rest/v1/kiosk_users/${demoKiosk.body.user.id}`);
    expect(detail.body.data.session_history.find((s) => s.id === sessionId)).toMatchObject({
      is_active: false,
      end_reason: 'test',
    });
  });
});

describe('health check: a STATUS_REQUEST over realtime, acknowledged by the kiosk', () => {
  it('reaches the kiosk on its channel; its answer gives the round trip, version, screen and terminal', async () => {
    const device = await client.signInKiosk(undefined, undefined, nextIp());
    const kioskUserId = device.body.user.id;
    const socket = new WebSocket(
      `${server.urls.kiosk.replace('http', 'ws')}/realtime/v1?token=${encodeURIComponent(device.body.access_token)}`,
    );
    const events: Array<{ type: string; event?: { event: string; payload: Record<string, unknown> } }> = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString());
        events.push(message);
        if (message.type === 'joined') resolve();
      });
      socket.on('open', () =>
        socket.send(JSON.stringify({ type: 'join', channel: `kiosk-messages:${kioskUserId}` })),
      );
      socket.on('error', reject);
    });
    try {
      expect(
        (
          await call('POST', '/functions/v1/kiosk-health-check', {
            kiosk_id: '00000000-0000-4000-8000-000000000000',
          })
        ).status,
      ).toBe(404);
      const asked = await call<{ data: { message_id: string } }>('POST', '/functions/v1/kiosk-health-check', {
        kiosk_id: kioskUserId,
      });
      expect(asked.status).toBe(200);
      const id = asked.body.data.message_id;
      const deadline = Date.now() + 5000;
      while (!events.some((e) => e.event?.event === 'message' && e.event.payload.id === id)) {
        if (Date.now() > deadline) throw new Error('the kiosk never heard the status request');
        await new Promise((r) => setTimeout(r, 50));
      }
      const heard = events.find((e) => e.event?.payload.id === id)?.event?.payload;
      expect(heard).toMatchObject({
        message_type: 'STATUS_REQUEST',
        requires_ack: true,
        ttl_seconds: 300,
        priority: 'high',
      });

      const pending = await call<{ data: { status: string } }>(
        'GET',
        `/functions/v1/kiosk-health-check/${id}`,
      );
      expect(pending.body.data.status).toBe('pending');
      // an admin cannot answer for the kiosk; the kiosk answers once
      expect((await call('POST', '/functions/v1/kiosk-message-ack', { message_id: id })).status).toBe(403);
      const status = { app_version: '1.2.3', screen: '/menu', terminal: { mode: 'REST', reachable: true } };
      const ack = await client.call('POST', '/functions/v1/kiosk-message-ack', {
        token: device.body.access_token,
        body: { message_id: id, response: status },
      });
      expect(ack.status).toBe(200);
      const result = await call<{ data: Record<string, unknown> }>(
        'GET',
        `/functions/v1/kiosk-health-check/${id}`,
      );
      expect(result.body.data).toMatchObject({
        status: 'answered',
        kiosk_id: kioskUserId,
        response: status,
        terminal: { pos_serial_number: 'PAV-SIM-0001' },
      });
      expect(result.body.data.round_trip_ms).toEqual(expect.any(Number));
      // presence from the live connection: online, with a measured round trip
      const list = await call<{
        data: Array<{ id: string; presence: { connected: boolean; status: string } }>;
      }>('GET', '/rest/v1/kiosk_users');
      expect(list.body.data.find((k) => k.id === kioskUserId)?.presence).toMatchObject({
        connected: true,
        status: 'online',
      });
    } finally {
      socket.close();
    }
  });
});
