import type { OptionGroup, OptionGroupSummary, TillDevice } from '@kiosk/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.js';
import { api, demo, type ErrorBody, nextIp, type TokenBody } from './support/api.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';

// Issue 34's review: two back-office races, each a Promise.all of real HTTP calls on real Postgres.
//  * two admins saving the same shared option group from the same version: one wins whole, the
//    other is refused (409 stale_option_group) with nothing of it written;
//  * a till PIN sign-in racing a disable of that person: afterwards no live session and no token
//    that still works.

let till: TillFixture;
let admin: ReturnType<typeof api>;
let adminToken: string;
let tillToken: string;

beforeAll(async () => {
  till = await tillFixture();
  admin = api(till.server.urls.admin);
  adminToken = (await admin.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  const res = await till.client.call<{ data: TillDevice }>('POST', '/rest/v1/till-devices', {
    token: till.cashier,
    body: { pos_device_id: till.device.id },
  });
  expect(res.status).toBe(201);
  tillToken = res.body.data.till_token;
});
afterAll(async () => {
  await till?.close();
});

type Call<T> = { status: number; body: T & ErrorBody };
const call = <T>(method: string, path: string, body?: unknown) =>
  admin.call<T>(method, path, { token: adminToken, ...(body === undefined ? {} : { body }) }) as Promise<
    Call<T>
  >;

async function groupNamed(title: string): Promise<OptionGroup> {
  const list = (await call<OptionGroupSummary[]>('GET', '/functions/v1/option-groups')).body;
  const found = list.find((g) => g.title === title);
  if (!found) throw new Error(`no group ${title}`);
  return (await call<OptionGroup>('GET', `/functions/v1/option-groups/${found.id}`)).body;
}

/** The group's write as read, with its options' prices changed and maybe an option added. */
function writeOf(read: OptionGroup, price: (minor: number) => number, added?: string, version?: number) {
  const { group } = read;
  const options = group.options.map((o) => ({
    id: o.id,
    name: o.name,
    description: o.description,
    price_minor: price(o.price_minor),
    image: o.image,
    product_id: o.product_id,
    is_manual_price: o.is_manual_price,
    max_quantity: o.max_quantity,
    is_default: o.is_default,
    translations: o.translations,
  }));
  return {
    title: group.title,
    type: group.type,
    required: group.required,
    show_images: group.show_images,
    translations: group.translations,
    options: added
      ? [...options, { name: added, price_minor: 500, max_quantity: 1, is_default: false }]
      : options,
    ...(version === undefined ? {} : { expected_version: version }),
  };
}

describe('two admins saving the same shared option group at once', () => {
  it('one save wins whole, the other is refused as stale with nothing of it written; a fresh read saves', async () => {
    for (let round = 0; round < 4; round++) {
      const before = await groupNamed('Soslar');
      const prices = new Map(before.group.options.map((o) => [o.id, o.price_minor]));
      // A: every sauce +100 kuruş and a new one; B: every sauce +200 kuruş. Both from the same version.
      const [a, b] = await Promise.all([
        call<OptionGroup>(
          'PUT',
          `/functions/v1/option-groups/${before.group.id}`,
          writeOf(before, (p) => p + 100, `Yarış sosu A${round}`, before.version),
        ),
        call<OptionGroup>(
          'PUT',
          `/functions/v1/option-groups/${before.group.id}`,
          writeOf(before, (p) => p + 200, undefined, before.version),
        ),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [won, lost] = a.status === 200 ? [a, b] : [b, a];
      const step = a.status === 200 ? 100 : 200;
      expect(lost.body.error?.code).toBe('stale_option_group');
      expect(lost.body.error?.details?.[0]?.field).toBe('expected_version');
      expect(won.body.version).toBe(before.version + 1);

      // what is stored is exactly the winner's edit: its prices on every old option, its added option only
      const after = await groupNamed('Soslar');
      expect(after.version).toBe(before.version + 1);
      for (const [id, price] of prices) {
        expect(after.group.options.find((o) => o.id === id)?.price_minor, id).toBe(price + step);
      }
      const added = after.group.options.filter((o) => !prices.has(o.id)).map((o) => o.name);
      expect(added).toEqual(step === 100 ? [`Yarış sosu A${round}`] : []);
      expect(after).toEqual(won.body);
    }

    // the loser reloads and saves again: accepted; a save naming an old version stays refused
    const fresh = await groupNamed('Soslar');
    const again = await call<OptionGroup>(
      'PUT',
      `/functions/v1/option-groups/${fresh.group.id}`,
      writeOf(fresh, (p) => p, undefined, fresh.version),
    );
    expect(again.status).toBe(200);
    const old = await call<OptionGroup>(
      'PUT',
      `/functions/v1/option-groups/${fresh.group.id}`,
      writeOf(fresh, (p) => p + 1, undefined, fresh.version),
    );
    expect(old.status).toBe(409);
    expect((await groupNamed('Soslar')).group.options).toEqual(again.body.group.options);
  });
});

describe('a till PIN sign-in racing a disable of that person', () => {
  async function cashierWithPin(email: string, pin: string): Promise<string> {
    const row = await till.db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword('Unused-Password-2026!'),
        role: 'cashier',
        email_confirmed: true,
        display_name: email.split('@')[0] ?? email,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const set = await till.client.call('PUT', `/rest/v1/staff/${row.id}/till-pin`, {
      token: till.admin,
      body: { pin },
    });
    expect(set.status).toBe(200);
    return row.id;
  }

  it('leaves no live session and no working token, whichever comes first', async () => {
    for (let round = 0; round < 9; round++) {
      const pin = String(2580 + round);
      const id = await cashierWithPin(`pin-race-${round}@example.com`, pin);
      // the disable sent from 24 ms before the sign-in to 24 ms after it (the sign-in reads the
      // person, checks the PIN with argon2id, then opens the session: the disable lands around it)
      const offset = (round - 4) * 6;
      const later = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
      const [signIn, disable] = await Promise.all([
        later(-offset).then(() =>
          till.client.call<TokenBody & ErrorBody>('POST', '/auth/v1/token?grant_type=till_pin', {
            body: { till_token: tillToken, user_id: id, pin },
            ip: nextIp(),
          }),
        ),
        later(offset).then(() =>
          till.client.call('POST', `/rest/v1/staff/${id}/disable`, { token: till.admin }),
        ),
      ]);
      expect(disable.status).toBe(200);
      if (signIn.status === 200) {
        // signed in just before the disable: the token works no more, nor its refresh
        const me = await till.client.call('GET', '/auth/v1/user', { token: signIn.body.access_token });
        expect(me.status).toBe(401);
        expect((await till.client.refresh(signIn.body.refresh_token)).status).toBe(401);
      } else {
        expect(signIn.status).toBe(403);
        expect(signIn.body.error?.code).toBe('account_disabled');
      }
      const live = await till.db
        .selectFrom('auth_sessions')
        .select('id')
        .where('user_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
      expect(live, `round ${round}: sign-in ${signIn.status}`).toEqual([]);
    }
  });

  it('a sign-in whose session is opened while the disable ends the sessions is refused, none left live', async () => {
    // The worst interleaving, made certain: the sessions table is held (SHARE) so that the sign-in
    // (PIN checked, about to open its session) and the disable (person locked and marked, about to
    // end the sessions) both wait at it; then they are let go together.
    const id = await cashierWithPin('pin-race-held@example.com', '3690');
    const holder = new pg.Client({ connectionString: till.server.testDatabase.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE auth_sessions IN SHARE MODE');
      const signIn = till.client.call<TokenBody & ErrorBody>('POST', '/auth/v1/token?grant_type=till_pin', {
        body: { till_token: tillToken, user_id: id, pin: '3690' },
        ip: nextIp(),
      });
      const disable = till.client.call('POST', `/rest/v1/staff/${id}/disable`, { token: till.admin });
      await expect
        .poll(
          async () =>
            (
              await holder.query<{ n: number }>(
                `SELECT count(*)::int AS n FROM pg_locks
                 WHERE relation = 'auth_sessions'::regclass AND NOT granted`,
              )
            ).rows[0]?.n,
          { timeout: 10_000 },
        )
        .toBe(2);
      await holder.query('COMMIT');
      const [signedIn, disabled] = await Promise.all([signIn, disable]);
      expect(disabled.status).toBe(200);
      expect(signedIn.status).toBe(403);
      expect(signedIn.body.error?.code).toBe('account_disabled');
    } finally {
      await holder.end();
    }
    const live = await till.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });
});
