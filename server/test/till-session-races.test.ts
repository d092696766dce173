import type { TillSession } from '@kiosk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from './support/api.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { tillSessionHelpers } from './support/till-session-fixtures.js';

// Issue 32's races on a till session, each at the same moment and repeated: a handover against a
// close, and open / close / handover against a card part starting at the till. Whatever wins, the
// other gets a clear answer (never a 500) and the data stays consistent: a session's card parts
// are in its report, no part lands in a session closed before it, no handover after a close.

let till: TillFixture;
let s: ReturnType<typeof tillSessionHelpers>;
let adminId: string;
beforeAll(async () => {
  till = await tillFixture();
  s = tillSessionHelpers(till);
  adminId = (
    await till.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo('admin').email)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await till?.close();
});

const ROUNDS = 4;
const FLOAT = 10_000;

const close = (id: string) =>
  s.call<{ session: TillSession }>('POST', `/api/till/sessions/${id}/close`, { counted_minor: FLOAT });
const handover = (id: string) =>
  s.call('POST', `/api/till/sessions/${id}/handover`, { to_user_id: adminId, counted_minor: FLOAT });
const sessionRow = (id: string) =>
  till.db.selectFrom('till_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const handovers = (id: string) =>
  till.db.selectFrom('till_session_handovers').selectAll().where('till_session_id', '=', id).execute();
const partSession = async (id: string) =>
  (
    await till.db
      .selectFrom('payment_attempts')
      .select('till_session_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).till_session_id;

/** The till's open session, if any (for the next round's clean start). */
async function openNow(): Promise<TillSession | null> {
  const current = await s.call<{ session: TillSession | null }>(
    'GET',
    `/api/till/sessions/current?pos_device_id=${till.device.id}`,
  );
  return current.body.data.session;
}

/** Starts a card part for a new order at the till (the terminal approves after `delayMs`). */
async function cardPart(delayMs = 400) {
  const order = await till.newOrder();
  await till.next('approve', delayMs);
  return () => till.pay(order.id, { method: 'card', amount_minor: order.total_minor });
}

describe('handover against close at the same moment', () => {
  it('the close wins (the handover gets 409 till_session_closed) or follows the handover; never a handover after a close', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const session = await s.openSession({ float_minor: FLOAT });
      const [handed, closed] = await Promise.all([handover(session.id), close(session.id)]);
      expect(closed.status).toBe(200);
      const row = await sessionRow(session.id);
      expect(row.status).toBe('closed');
      const made = await handovers(session.id);
      if (handed.status === 409) {
        expect(handed.body.error?.code).toBe('till_session_closed');
        expect(made).toEqual([]);
        seen.add('close first');
      } else {
        // the handover committed first; the close, waiting on the session's lock, followed it
        expect(handed.status).toBe(200);
        expect(made).toHaveLength(1);
        expect(made[0]?.created_at.getTime()).toBeLessThanOrEqual(row.closed_at?.getTime() ?? 0);
        expect(row).toMatchObject({ cashier_user_id: adminId });
        seen.add('handover first');
      }
      expect(row).toMatchObject({ expected_minor: FLOAT, counted_minor: FLOAT, difference_minor: 0 });
    }
    expect(seen.size).toBeGreaterThan(0);
  });
});

describe('against a card part starting at the same moment', () => {
  it('close: refused while the part runs (409 payment_in_progress, the part in the session) or closed before it (the part in no session)', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const session = await s.openSession({ float_minor: FLOAT });
      const pay = await cardPart();
      const [part, closed] = await Promise.all([pay(), close(session.id)]);
      expect(part.status).toBe(200);
      const inSession = await partSession(part.body.data.id);
      if (closed.status === 200) {
        expect(inSession).toBeNull();
      } else {
        expect(closed.status).toBe(409);
        expect(closed.body.error?.code).toBe('payment_in_progress');
        expect(inSession).toBe(session.id);
      }
      expect(await till.settled(part.body.data.id)).toMatchObject({ step: 'paid' });
      if ((await sessionRow(session.id)).status === 'open')
        expect((await close(session.id)).status).toBe(200);
    }
  });

  it('handover: refused while the part runs or done before it; the part is in the session either way', async () => {
    const session = await s.openSession({ float_minor: FLOAT });
    for (let round = 0; round < ROUNDS; round++) {
      const pay = await cardPart();
      const [part, handed] = await Promise.all([pay(), handover(session.id)]);
      expect(part.status).toBe(200);
      if (handed.status !== 200) {
        expect(handed.status).toBe(409);
        expect(handed.body.error?.code).toBe('payment_in_progress');
      }
      expect(await partSession(part.body.data.id)).toBe(session.id);
      expect(await till.settled(part.body.data.id)).toMatchObject({ step: 'paid' });
    }
    expect((await close(session.id)).status).toBe(200);
  });

  it('open: refused while the part runs (the part in no session) or opened before it (the part in the new session)', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      expect(await openNow()).toBeNull();
      const pay = await cardPart();
      const [part, opened] = await Promise.all([
        pay(),
        s.call<TillSession>('POST', '/api/till/sessions', {
          pos_device_id: till.device.id,
          float_minor: FLOAT,
        }),
      ]);
      expect(part.status).toBe(200);
      const inSession = await partSession(part.body.data.id);
      if (opened.status === 201) {
        // a session opened while a card part it does not hold was starting would miss it in its report
        expect(inSession).toBe(opened.body.data.id);
      } else {
        expect(opened.status).toBe(409);
        expect(opened.body.error?.code).toBe('payment_in_progress');
        expect(inSession).toBeNull();
      }
      expect(await till.settled(part.body.data.id)).toMatchObject({ step: 'paid' });
      const left = await openNow();
      if (left) expect((await close(left.id)).status).toBe(200);
    }
  });
});
