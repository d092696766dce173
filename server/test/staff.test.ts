import type { StaffActivityPage, StaffMember, StaffPage, StaffPasswordResult } from '@kiosk/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, nextIp } from './support/api.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { openTillSession } from './support/till-session-fixtures.js';

// The Personel page's API (issue 34): rights, passwords, disable / enable, resets, activity.

let till: TillFixture;
let superToken: string;
let kioskToken: string;
beforeAll(async () => {
  till = await tillFixture();
  superToken = (await till.client.signIn(demo('super_admin').email, demo('super_admin').password, nextIp()))
    .body.access_token;
  kioskToken = (await till.client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
});
afterAll(async () => {
  await till?.close();
});

type Answer<T> = { status: number; body: { data: T; error?: { code: string; details?: unknown } } };
const call = <T>(method: string, path: string, token: string | undefined, body?: unknown) =>
  till.client.call(method, path, {
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  }) as Promise<Answer<T>>;
const fieldOf = (res: Answer<unknown>) => {
  const d = res.body.error?.details as { field?: string } | Array<{ field: string }> | undefined;
  return Array.isArray(d) ? d.map((x) => x.field) : d?.field;
};

let counter = 0;
const email = (what: string) => {
  counter += 1;
  return `staff-${what}-${counter}@example.com`;
};
const idOf = async (address: string) =>
  (await till.db.selectFrom('users').select('id').where('email', '=', address).executeTakeFirstOrThrow()).id;

async function create(token: string, body: Record<string, unknown>) {
  return call<StaffPasswordResult>('POST', '/rest/v1/staff', token, body);
}

describe('rights', () => {
  it('a cashier and a kiosk get 403 on every staff route; no token 401', async () => {
    const someone = await idOf(demo('admin').email);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/rest/v1/staff'],
      ['GET', `/rest/v1/staff/${someone}`],
      ['GET', `/rest/v1/staff/${someone}/activity`],
      ['POST', '/rest/v1/staff', { email: email('x'), role: 'cashier' }],
      ['PATCH', `/rest/v1/staff/${someone}`, { display_name: 'x' }],
      ['POST', `/rest/v1/staff/${someone}/disable`],
      ['POST', `/rest/v1/staff/${someone}/enable`],
      ['POST', `/rest/v1/staff/${someone}/reset-password`, {}],
    ];
    for (const [method, path, body] of routes) {
      expect([method, path, (await call(method, path, till.cashier, body)).status]).toEqual([
        method,
        path,
        403,
      ]);
      expect([method, path, (await call(method, path, kioskToken, body)).status]).toEqual([
        method,
        path,
        403,
      ]);
      expect([method, path, (await call(method, path, undefined, body)).status]).toEqual([method, path, 401]);
    }
    // and nothing was written by the refused calls
    expect(
      await till.db.selectFrom('users').select('id').where('email', 'like', 'staff-x-%').execute(),
    ).toEqual([]);
  });

  it('an admin never creates, promotes, edits, disables or resets a super admin (403 on role)', async () => {
    const made = await create(till.admin, { email: email('sa'), role: 'super_admin' });
    expect([made.status, made.body.error?.code, fieldOf(made)]).toEqual([403, 'super_admin_only', 'role']);
    const cashier = await create(till.admin, { email: email('c'), role: 'cashier' });
    expect(cashier.status).toBe(201);
    const id = cashier.body.data.member.id;
    const promote = await call('PATCH', `/rest/v1/staff/${id}`, till.admin, { role: 'super_admin' });
    expect([promote.status, promote.body.error?.code]).toEqual([403, 'super_admin_only']);
    const superId = await idOf(demo('super_admin').email);
    for (const [method, path, body] of [
      ['PATCH', `/rest/v1/staff/${superId}`, { display_name: 'Başka' }],
      ['POST', `/rest/v1/staff/${superId}/disable`, undefined],
      ['POST', `/rest/v1/staff/${superId}/reset-password`, {}],
    ] as const) {
      const res = await call(method, path, till.admin, body);
      expect([path, res.status, res.body.error?.code]).toEqual([path, 403, 'super_admin_only']);
    }
    const superRow = await till.db
      .selectFrom('users')
      .select(['display_name', 'is_disabled', 'role'])
      .where('id', '=', superId)
      .executeTakeFirstOrThrow();
    expect(superRow).toMatchObject({ is_disabled: false, role: 'super_admin' });
    expect(superRow.display_name).not.toBe('Başka');
    // a super admin may do it
    const byS = await call<StaffMember>('PATCH', `/rest/v1/staff/${id}`, superToken, { role: 'admin' });
    expect([byS.status, byS.body.data.role]).toEqual([200, 'admin']);
  });

  it('nobody disables themselves or lowers their own role (409, field named)', async () => {
    const adminId = await idOf(demo('admin').email);
    const self = await call('POST', `/rest/v1/staff/${adminId}/disable`, till.admin);
    expect([self.status, self.body.error?.code, fieldOf(self)]).toEqual([
      409,
      'cannot_disable_self',
      'is_disabled',
    ]);
    const lower = await call('PATCH', `/rest/v1/staff/${adminId}`, till.admin, { role: 'cashier' });
    expect([lower.status, lower.body.error?.code, fieldOf(lower)]).toEqual([
      409,
      'cannot_lower_own_role',
      'role',
    ]);
    const superId = await idOf(demo('super_admin').email);
    const superLower = await call('PATCH', `/rest/v1/staff/${superId}`, superToken, { role: 'admin' });
    expect([superLower.status, superLower.body.error?.code]).toEqual([409, 'cannot_lower_own_role']);
  });

  it('keeps the last enabled super admin when two super admins demote each other at once', async () => {
    const second = await create(superToken, {
      email: email('sa2'),
      role: 'super_admin',
      password: 'Ikinci-Super-2026',
    });
    expect(second.status).toBe(201);
    const secondToken = (
      await till.client.signIn(second.body.data.member.email, 'Ikinci-Super-2026', nextIp())
    ).body.access_token;
    const firstId = await idOf(demo('super_admin').email);
    const secondId = second.body.data.member.id;
    // hold the super admins' rows so both changes reach the rule's lock before either commits
    const holder = new pg.Client({ connectionString: till.server.testDatabase.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT id FROM users WHERE role = 'super_admin' AND NOT is_disabled FOR UPDATE`);
      const a = call('PATCH', `/rest/v1/staff/${secondId}`, superToken, { role: 'admin' });
      const b = call('PATCH', `/rest/v1/staff/${firstId}`, secondToken, { role: 'admin' });
      await expect
        .poll(
          async () =>
            (
              await holder.query<{ n: number }>(
                'SELECT count(DISTINCT pid)::int AS n FROM pg_locks WHERE NOT granted',
              )
            ).rows[0]?.n,
          { timeout: 10_000 },
        )
        .toBe(2);
      await holder.query('COMMIT');
      const results = await Promise.all([a, b]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)?.body.error?.code).toBe('last_super_admin');
    } finally {
      await holder.end();
    }
    const supers = await till.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'super_admin')
      .where('is_disabled', '=', false)
      .execute();
    expect(supers).toHaveLength(1);
    // put the demo super admin back for the other tests
    await till.db.updateTable('users').set({ role: 'super_admin' }).where('id', '=', firstId).execute();
  });
});

describe('accounts and passwords', () => {
  it('creates a cashier with a generated password, shown once, that signs in; never stored or logged readable', async () => {
    const address = email('gen');
    const res = await create(till.admin, { email: address, role: 'cashier', display_name: 'Ayşe Kasiyer' });
    expect(res.status).toBe(201);
    const password = res.body.data.generated_password ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    expect(res.body.data.member).toMatchObject({ email: address, role: 'cashier', is_disabled: false });
    const signedIn = await till.client.signIn(address, password, nextIp());
    expect(signedIn.status).toBe(200);
    // the answer's password is nowhere else: not in the account, not in the audit log
    const again = await call<StaffMember>('GET', `/rest/v1/staff/${res.body.data.member.id}`, till.admin);
    expect(JSON.stringify(again.body)).not.toContain(password);
    const audit = await till.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', res.body.data.member.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain('staff.created');
    expect(JSON.stringify(audit)).not.toContain(password);
    expect(JSON.stringify(audit)).not.toContain('argon2');
    // its sign-in is on the trail and is the list's last sign-in
    const listed = await call<StaffPage>(
      'GET',
      `/rest/v1/staff?q=${encodeURIComponent(address)}`,
      till.admin,
    );
    expect(listed.body.data.items.map((m) => [m.email, m.last_sign_in_at !== null])).toEqual([
      [address, true],
    ]);
  });

  it('applies the one password rule on create and reset, naming the field', async () => {
    const short = await create(till.admin, { email: email('pw'), role: 'cashier', password: 'kısa' });
    expect([short.status, short.body.error?.details]).toEqual([
      400,
      [{ field: 'password', key: 'passwordTooShort', message: expect.any(String) }],
    ]);
    const common = await create(till.admin, { email: email('pw'), role: 'cashier', password: 'password' });
    expect(common.body.error?.details).toEqual([
      { field: 'password', key: 'passwordTooCommon', message: expect.any(String) },
    ]);
    const ok = await create(till.admin, {
      email: email('pw'),
      role: 'cashier',
      password: 'Uzun-ve-Güçlü-42',
    });
    expect([ok.status, ok.body.data.generated_password]).toEqual([201, null]);
    const reset = await call('POST', `/rest/v1/staff/${ok.body.data.member.id}/reset-password`, till.admin, {
      password: '12345678',
    });
    expect([reset.status, fieldOf(reset)]).toEqual([400, ['password']]);
  });

  it('refuses a taken e-mail (409 on email) and an unknown store (400 on store_ids); saves stores', async () => {
    const taken = await create(till.admin, { email: demo('cashier').email.toUpperCase(), role: 'cashier' });
    expect([taken.status, taken.body.error?.code, fieldOf(taken)]).toEqual([409, 'email_taken', 'email']);
    const unknown = await create(till.admin, {
      email: email('st'),
      role: 'cashier',
      store_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect([unknown.status, fieldOf(unknown)]).toEqual([400, ['store_ids']]);
    const store = await till.db.selectFrom('stores').select(['id', 'name']).executeTakeFirstOrThrow();
    const made = await create(till.admin, { email: email('st'), role: 'cashier', store_ids: [store.id] });
    expect(made.body.data.member.stores).toEqual([{ id: store.id, name: store.name }]);
    const byStore = await call<StaffPage>(
      'GET',
      `/rest/v1/staff?store_id=${store.id}&role=cashier`,
      till.admin,
    );
    expect(byStore.body.data.items.map((m) => m.id)).toContain(made.body.data.member.id);
    const edited = await call<StaffMember>(
      'PATCH',
      `/rest/v1/staff/${made.body.data.member.id}`,
      till.admin,
      {
        store_ids: [],
        display_name: 'Mağazasız',
      },
    );
    expect([edited.body.data.stores, edited.body.data.display_name]).toEqual([[], 'Mağazasız']);
    const none = await call<StaffPage>('GET', `/rest/v1/staff?store_id=${store.id}&role=cashier`, till.admin);
    expect(none.body.data.items.map((m) => m.id)).not.toContain(made.body.data.member.id);
  });

  it("disabling ends the person's sessions at once; enabling lets them sign in again", async () => {
    const made = await create(till.admin, {
      email: email('dis'),
      role: 'cashier',
      password: 'Kapatılacak-Hesap-9',
    });
    const id = made.body.data.member.id;
    const session = (await till.client.signIn(made.body.data.member.email, 'Kapatılacak-Hesap-9', nextIp()))
      .body;
    expect((await call('GET', '/auth/v1/user', session.access_token)).status).toBe(200);
    const disabled = await call<StaffMember>('POST', `/rest/v1/staff/${id}/disable`, till.admin);
    expect([disabled.status, disabled.body.data.is_disabled]).toEqual([200, true]);
    expect((await call('GET', '/auth/v1/user', session.access_token)).status).toBe(401);
    expect((await till.client.refresh(session.refresh_token)).status).toBe(401);
    const refused = await till.client.signIn(made.body.data.member.email, 'Kapatılacak-Hesap-9', nextIp());
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'account_disabled']);
    const disabledList = await call<StaffPage>(
      'GET',
      '/rest/v1/staff?status=disabled&page_size=100',
      till.admin,
    );
    expect(disabledList.body.data.items.map((m) => m.id)).toContain(id);
    expect((await call('POST', `/rest/v1/staff/${id}/enable`, till.admin)).status).toBe(200);
    expect(
      (await till.client.signIn(made.body.data.member.email, 'Kapatılacak-Hesap-9', nextIp())).status,
    ).toBe(200);
  });

  it("a password reset ends the person's sessions; the old password stops working", async () => {
    const made = await create(till.admin, {
      email: email('rst'),
      role: 'admin',
      password: 'Eski-Sifre-2026-x',
    });
    const before = (await till.client.signIn(made.body.data.member.email, 'Eski-Sifre-2026-x', nextIp()))
      .body;
    const reset = await call<StaffPasswordResult>(
      'POST',
      `/rest/v1/staff/${made.body.data.member.id}/reset-password`,
      till.admin,
      {},
    );
    expect(reset.status).toBe(200);
    const fresh = reset.body.data.generated_password ?? '';
    expect(fresh).toHaveLength(19);
    expect((await call('GET', '/auth/v1/user', before.access_token)).status).toBe(401);
    expect(
      (await till.client.signIn(made.body.data.member.email, 'Eski-Sifre-2026-x', nextIp())).status,
    ).toBe(400);
    expect((await till.client.signIn(made.body.data.member.email, fresh, nextIp())).status).toBe(200);
  });
});

describe('activity trail', () => {
  it("lists a cashier's sign-in, refund and cash movement newest first, filterable by kind and date", async () => {
    const cashierId = await idOf(demo('cashier').email);
    const session = await openTillSession(till);
    const moved = await fetch(`${till.server.urls.sale}/api/till/sessions/${session.id}/cash-movements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${till.cashier}` },
      body: JSON.stringify({ direction: 'in', reason: 'cash_added', amount_minor: 2_500 }),
    });
    expect(moved.status).toBe(201);
    const order = await till.newOrder();
    const paid = await till.pay(order.id, {
      method: 'cash',
      amount_minor: order.total_minor,
      tendered_minor: order.total_minor,
    });
    expect(await till.settled(paid.body.data.id)).toMatchObject({ step: 'paid' });
    const refunded = await fetch(`${till.server.urls.sale}/api/till/orders/${order.id}/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${till.cashier}` },
      body: JSON.stringify({ pos_device_id: till.device.id, reason: 'Müşteri vazgeçti' }),
    });
    expect(refunded.status).toBe(200);

    const trail = (query = '') =>
      call<StaffActivityPage>('GET', `/rest/v1/staff/${cashierId}/activity${query}`, till.admin);
    const all = await trail('?page_size=100');
    expect(all.status).toBe(200);
    const kinds = all.body.data.items.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['sign_in', 'refund', 'cash_movement']));
    const times = all.body.data.items.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    const refund = all.body.data.items.find((e) => e.kind === 'refund');
    expect(refund).toMatchObject({
      order_id: order.id,
      order_number: order.order_number,
      summary: 'Müşteri vazgeçti',
    });
    expect(refund?.amount_minor).toBe(order.total_minor);
    const cash = await trail('?kind=cash_movement');
    expect(cash.body.data.items.map((e) => [e.kind, e.amount_minor])).toEqual([['cash_movement', 2_500]]);
    const refunds = await trail('?kind=refund');
    expect(new Set(refunds.body.data.items.map((e) => e.kind))).toEqual(new Set(['refund']));
    const future = await trail('?from=2099-01-01&to=2099-12-31');
    expect(future.body.data.items).toEqual([]);
    const reversed = await trail('?from=2026-12-31&to=2026-01-01');
    expect([reversed.status, fieldOf(reversed)]).toEqual([400, ['from']]);
    // paging: one entry a page, has_more until the end
    const first = await trail('?page_size=1');
    expect([first.body.data.items.length, first.body.data.has_more]).toEqual([1, true]);
    expect(first.body.data.items[0]?.id).toBe(all.body.data.items[0]?.id);
  });

  it('shows changes made to an account, with who made them', async () => {
    const made = await create(till.admin, { email: email('acc'), role: 'cashier' });
    const id = made.body.data.member.id;
    await call('POST', `/rest/v1/staff/${id}/disable`, superToken);
    const trail = await call<StaffActivityPage>(
      'GET',
      `/rest/v1/staff/${id}/activity?kind=account`,
      till.admin,
    );
    expect(trail.body.data.items.map((e) => [e.action, e.actor_email])).toEqual([
      ['staff.disabled', demo('super_admin').email],
      ['staff.created', demo('admin').email],
    ]);
    const adminId = await idOf(demo('admin').email);
    const adminTrail = await call<StaffActivityPage>(
      'GET',
      `/rest/v1/staff/${adminId}/activity?kind=admin`,
      till.admin,
    );
    expect(adminTrail.body.data.items.map((e) => e.action)).toContain('staff.created');
  });
});
