import type { TillCashier } from '@kiosk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from './support/api.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { tillSessionHelpers } from './support/till-session-fixtures.js';

// GET /api/till/cashiers (issue 32): whom the till's open session may be handed to.

let till: TillFixture;
let s: ReturnType<typeof tillSessionHelpers>;
beforeAll(async () => {
  till = await tillFixture();
  s = tillSessionHelpers(till);
});
afterAll(async () => {
  await till?.close();
});

describe('GET /api/till/cashiers', () => {
  it('lists the active staff accounts (id, e-mail, name, role) and no secrets', async () => {
    const res = await s.call<TillCashier[]>('GET', '/api/till/cashiers');
    expect(res.status).toBe(200);
    const emails = res.body.data.map((u) => u.email);
    expect(emails).toContain(demo('cashier').email);
    expect(emails).toContain(demo('admin').email);
    for (const user of res.body.data) {
      expect(Object.keys(user).sort()).toEqual(['display_name', 'email', 'id', 'role']);
      expect(['cashier', 'admin', 'super_admin']).toContain(user.role);
    }
  });

  it('leaves out disabled accounts and customers, and a listed one can take the till', async () => {
    const cashier = await till.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo('cashier').email)
      .executeTakeFirstOrThrow();
    const other = await till.db
      .insertInto('users')
      .values({ email: 'devir-disabled@example.com', password_hash: 'x', role: 'cashier', is_disabled: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const customer = await till.db
      .insertInto('users')
      .values({ email: 'devir-customer@example.com', password_hash: 'x', role: 'user' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = (await s.call<TillCashier[]>('GET', '/api/till/cashiers')).body.data.map((u) => u.id);
    expect(ids).toContain(cashier.id);
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(customer.id);
  });

  it('is for staff only (401 without a token)', async () => {
    const res = await fetch(`${till.server.urls.sale}/api/till/cashiers`);
    expect(res.status).toBe(401);
  });
});
