import type { OrderSummary, TillDevice, TillPinPerson } from '@kiosk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.js';
import { DEMO_TILL_PIN } from '../src/db/seed/demo-accounts.js';
import { demo, type ErrorBody, nextIp, type TokenBody } from './support/api.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { openTillSession } from './support/till-session-fixtures.js';

// Issue 34: a till signed in as a device takes a cashier's 4-6 digit PIN (grant_type=till_pin).

let till: TillFixture;
let tillToken: string;
let demoCashierId: string;
let storeId: string;

async function newStaff(email: string, role: 'cashier' | 'admin' | 'user' = 'cashier') {
  const row = await till.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword('Unused-Password-2026!'),
      role,
      email_confirmed: true,
      display_name: email.split('@')[0] ?? email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const setPin = (userId: string, pin: string, token = till.admin) =>
  till.client.call<ErrorBody & { data?: { has_till_pin: boolean } }>(
    'PUT',
    `/rest/v1/staff/${userId}/till-pin`,
    {
      token,
      body: { pin },
    },
  );

const pinSignIn = (body: { till_token?: string; user_id: string; pin: string }, ip = nextIp()) =>
  till.client.call<TokenBody & ErrorBody>('POST', '/auth/v1/token?grant_type=till_pin', {
    body: { till_token: tillToken, ...body },
    ip,
  });

beforeAll(async () => {
  till = await tillFixture();
  const res = await till.client.call<{ data: TillDevice }>('POST', '/rest/v1/till-devices', {
    token: till.cashier,
    body: { pos_device_id: till.device.id },
  });
  expect(res.status).toBe(201);
  tillToken = res.body.data.till_token;
  demoCashierId = (
    await till.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo('cashier').email)
      .executeTakeFirstOrThrow()
  ).id;
  storeId = (await till.db.selectFrom('stores').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await till?.close();
});

describe('a till signed in as a device', () => {
  it('keeps only the SHA-256 of its credential; an unknown terminal is 404; customers and kiosks cannot make one', async () => {
    const rows = await till.db.selectFrom('till_devices').select(['token_hash', 'pos_device_id']).execute();
    expect(rows.some((r) => r.pos_device_id === till.device.id)).toBe(true);
    expect(rows.some((r) => r.token_hash === tillToken)).toBe(false);
    const unknown = await till.client.call('POST', '/rest/v1/till-devices', {
      token: till.cashier,
      body: { pos_device_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    const anonymous = await till.client.call('POST', '/rest/v1/till-devices', {
      body: { pos_device_id: till.device.id },
    });
    expect(anonymous.status).toBe(401);
  });

  it('lists the people with a PIN who may sell here (the seeded cashier has one), by name only', async () => {
    const res = await till.client.call<{ data: TillPinPerson[] }>('POST', '/auth/v1/till/cashiers', {
      body: { till_token: tillToken },
    });
    expect(res.status).toBe(200);
    const me = res.body.data.find((p) => p.id === demoCashierId);
    expect(me).toEqual({ id: demoCashierId, name: 'Kasiyer', role: 'cashier' });
    // the admin has no till PIN: not offered
    expect(res.body.data.every((p) => p.role === 'cashier' || p.id !== demoCashierId)).toBe(true);
    const unknown = await till.client.call<ErrorBody>('POST', '/auth/v1/till/cashiers', {
      body: { till_token: 'x'.repeat(43) },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error?.code).toBe('invalid_till_token');
  });

  it('signs the seeded cashier in with the demo PIN: a normal session of that person', async () => {
    const res = await pinSignIn({ user_id: demoCashierId, pin: DEMO_TILL_PIN });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(demoCashierId);
    expect(res.body.user.role).toBe('cashier');
    const me = await till.client.call<{ id: string }>('GET', '/auth/v1/user', {
      token: res.body.access_token,
    });
    expect(me.body.id).toBe(demoCashierId);
    const refreshed = await till.client.refresh(res.body.refresh_token);
    expect(refreshed.status).toBe(200);
    // the sign-in is on the person's activity trail, as a password sign-in is
    const signIns = await till.db
      .selectFrom('audit_log')
      .select('summary')
      .where('actor_user_id', '=', demoCashierId)
      .where('action', '=', 'auth.sign_in')
      .execute();
    expect(signIns.map((r) => r.summary.split(' ')[0])).toContain('till_pin');
  });
});

describe('PIN rules (PUT /rest/v1/staff/:id/till-pin)', () => {
  it('takes 4 to 6 digits only (422 on pin), stores argon2id, audits without the PIN', async () => {
    const id = await newStaff('pin-rules@example.com');
    for (const bad of ['123', '1234567', '12a4', ' 1234', '']) {
      const res = await setPin(id, bad);
      expect(res.status, bad).toBe(422);
      expect(res.body.error?.code).toBe('invalid_till_pin');
      expect(res.body.error?.details?.[0]?.field).toBe('pin');
    }
    const ok = await setPin(id, '482913');
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ has_till_pin: true });
    const row = await till.db
      .selectFrom('users')
      .select('till_pin_hash')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.till_pin_hash).toMatch(/^\$argon2id\$/);
    const audit = await till.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', id)
      .where('action', '=', 'user.till_pin_set')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('482913');
    const read = await till.client.call<{ data: { has_till_pin: boolean } }>(
      'GET',
      `/rest/v1/staff/${id}/till-pin`,
      { token: till.admin },
    );
    expect(read.body.data.has_till_pin).toBe(true);
  });

  it('is for admins: a cashier is 403; a customer account has no till PIN (422)', async () => {
    const id = await newStaff('pin-rights@example.com');
    expect((await setPin(id, '2468', till.cashier)).status).toBe(403);
    const customer = await newStaff('pin-customer@example.com', 'user');
    const res = await setPin(customer, '2468');
    expect(res.status).toBe(422);
    expect(res.body.error?.code).toBe('not_staff');
  });

  it('a cleared PIN signs in no more', async () => {
    const id = await newStaff('pin-cleared@example.com');
    await setPin(id, '5151');
    expect((await pinSignIn({ user_id: id, pin: '5151' })).status).toBe(200);
    const cleared = await till.client.call<{ data: { has_till_pin: boolean } }>(
      'DELETE',
      `/rest/v1/staff/${id}/till-pin`,
      { token: till.admin },
    );
    expect(cleared.body.data).toEqual({ has_till_pin: false });
    const res = await pinSignIn({ user_id: id, pin: '5151' });
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('invalid_credentials');
  });
});

describe('the PIN sign-in refuses', () => {
  it('a PIN that is not 4-6 digits (422 on pin) and an unknown till credential (401)', async () => {
    const shape = await pinSignIn({ user_id: demoCashierId, pin: '12' });
    expect(shape.status).toBe(422);
    expect(shape.body.error?.details?.[0]?.field).toBe('pin');
    const unknown = await pinSignIn({
      till_token: 'y'.repeat(43),
      user_id: demoCashierId,
      pin: DEMO_TILL_PIN,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error?.code).toBe('invalid_till_token');
  });

  it('locks after 10 wrong PINs from one address: 429 with retry_after_s, the right PIN refused too; another address still signs in', async () => {
    const id = await newStaff('pin-lock@example.com');
    await setPin(id, '7391');
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const wrong = await pinSignIn({ user_id: id, pin: String(1000 + i) }, ip);
      expect(wrong.status).toBe(400);
      expect(wrong.body.error?.code).toBe('invalid_credentials');
    }
    const locked = await pinSignIn({ user_id: id, pin: '7391' }, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.error?.code).toBe('account_locked');
    const details = locked.body.error?.details as unknown as { retry_after_s: number };
    expect(details.retry_after_s).toBeGreaterThan(25 * 60);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await pinSignIn({ user_id: id, pin: '7391' }, nextIp())).status).toBe(200);
  });

  it('a disabled account, even with the right PIN (403)', async () => {
    const id = await newStaff('pin-disabled@example.com');
    await setPin(id, '8642');
    await till.db.updateTable('users').set({ is_disabled: true }).where('id', '=', id).execute();
    const res = await pinSignIn({ user_id: id, pin: '8642' });
    expect(res.status).toBe(403);
    expect(res.body.error?.code).toBe('account_disabled');
  });

  it("staff of another store at a till with a store (403); the store's own staff sign in", async () => {
    const other = await till.db
      .insertInto('stores')
      .values({
        name: 'Başka Şube',
        business_id: (await till.db.selectFrom('businesses').select('id').executeTakeFirstOrThrow()).id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const elsewhere = await newStaff('pin-elsewhere@example.com');
    const here = await newStaff('pin-here@example.com');
    await setPin(elsewhere, '1357');
    await setPin(here, '2468');
    await till.db
      .insertInto('user_stores')
      .values([
        { user_id: elsewhere, store_id: other.id },
        { user_id: here, store_id: storeId },
      ])
      .execute();
    await till.db
      .updateTable('pos_devices')
      .set({ store_id: storeId })
      .where('id', '=', till.device.id)
      .execute();
    try {
      const refused = await pinSignIn({ user_id: elsewhere, pin: '1357' });
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe('not_at_this_store');
      expect((await pinSignIn({ user_id: here, pin: '2468' })).status).toBe(200);
      const listed = await till.client.call<{ data: TillPinPerson[] }>('POST', '/auth/v1/till/cashiers', {
        body: { till_token: tillToken },
      });
      const ids = listed.body.data.map((p) => p.id);
      expect(ids).toContain(here);
      expect(ids).not.toContain(elsewhere);
    } finally {
      await till.db
        .updateTable('pos_devices')
        .set({ store_id: null })
        .where('id', '=', till.device.id)
        .execute();
    }
  });
});

describe("a till's store (the fleet's POS device form)", () => {
  it('is saved with the device and shown back; an unknown store is refused on p_store_id; cleared with null', async () => {
    const save = (p_store_id: string | null) =>
      till.client.call<ErrorBody & { store_id?: string | null }>('POST', '/rest/v1/rpc/update_pos_device', {
        token: till.admin,
        body: { p_id: till.device.id, p_store_id },
      });
    const saved = await save(storeId);
    expect(saved.status).toBe(200);
    expect(saved.body.store_id).toBe(storeId);
    const unknown = await save('00000000-0000-4000-8000-000000000001');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.details?.[0]?.field).toBe('p_store_id');
    const cleared = await save(null);
    expect(cleared.body.store_id).toBeNull();
    const row = await till.db
      .selectFrom('pos_devices')
      .select('store_id')
      .where('id', '=', till.device.id)
      .executeTakeFirstOrThrow();
    expect(row.store_id).toBeNull();
  });
});

describe('switching cashiers at the till', () => {
  it('after a switch, the next order and its cash part carry the new cashier, in the session the first one opened', async () => {
    const session = await openTillSession(till);
    const second = await newStaff('pin-second@example.com');
    await setPin(second, '246810');
    const signedIn = await pinSignIn({ user_id: second, pin: '246810' });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.access_token;
    const created = await till.client.call<{ data: OrderSummary }>(
      'POST',
      '/functions/v1/manage-orders/create',
      {
        token,
        body: { items: [till.line('Klasik Burger')] },
      },
    );
    expect(created.status).toBe(201);
    const order = created.body.data;
    await till.next('approve');
    const part = await till.pay(
      order.id,
      { method: 'cash', amount_minor: order.total_minor, tendered_minor: order.total_minor },
      { token },
    );
    expect(part.status).toBe(200);
    expect(await till.settled(part.body.data.id)).toMatchObject({ step: 'paid' });
    const stored = await till.db
      .selectFrom('orders')
      .select('created_by_user_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored.created_by_user_id).toBe(second);
    const attempt = await till.db
      .selectFrom('payment_attempts')
      .select(['created_by_user_id', 'till_session_id', 'method'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(attempt).toEqual({ created_by_user_id: second, till_session_id: session.id, method: 'cash' });
  });
});

describe('signing the till out', () => {
  it('ends its credential: PIN sign-ins and the list are refused (401), a second sign-out too', async () => {
    const out = await till.client.call('POST', '/auth/v1/till/sign-out', { body: { till_token: tillToken } });
    expect(out.status).toBe(204);
    const res = await pinSignIn({ user_id: demoCashierId, pin: DEMO_TILL_PIN });
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe('invalid_till_token');
    const again = await till.client.call('POST', '/auth/v1/till/sign-out', {
      body: { till_token: tillToken },
    });
    expect(again.status).toBe(401);
  });
});
