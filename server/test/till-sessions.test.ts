import type { TillSession, TillSessionReport, ZReportResponse } from '@kiosk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditRepository } from '../src/repositories/audit.repository.js';
import { demo } from './support/api.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { tillSessionHelpers } from './support/till-session-fixtures.js';

// Till sessions (issue 32) against the real server, Postgres and the terminal simulator, with the
// setting till_sessions_required ON (its default).

let till: TillFixture;
let s: ReturnType<typeof tillSessionHelpers>;
beforeAll(async () => {
  till = await tillFixture();
  s = tillSessionHelpers(till);
});
afterAll(async () => {
  await till?.close();
});

type Detail = { session: TillSession; movements: Array<{ amount_minor: number }>; handovers: unknown[] };

const refund = (orderId: string) =>
  s.call<{ refunded_minor: number }>('POST', `/api/till/orders/${orderId}/refunds`, {
    pos_device_id: till.device.id,
    reason: 'Müşteri iade etti',
  });

const move = (id: string, body: Record<string, unknown>) =>
  s.call<Detail>('POST', `/api/till/sessions/${id}/cash-movements`, body);

const close = (id: string, body: Record<string, unknown>) =>
  s.call<{ session: TillSession; report: TillSessionReport }>('POST', `/api/till/sessions/${id}/close`, body);

const report = (id: string) => s.call<TillSessionReport>('GET', `/api/till/sessions/${id}/report`);

/** An order paid whole in cash at the fixture till (its last part: the terminal's fiscal document). */
async function cashSale() {
  const order = await till.newOrder();
  await till.next('approve');
  const paid = await till.pay(order.id, cashPart(order.total_minor));
  expect(paid.status).toBe(200);
  expect(await till.settled(paid.body.data.id)).toMatchObject({ step: 'paid' });
  return order;
}

const cashPart = (amount: number) => ({
  method: 'cash' as const,
  amount_minor: amount,
  tendered_minor: amount,
});

/** Closes whatever session the fixture till has open (counted = expected, so no note is needed). */
async function closeOpen() {
  const current = await s.call<{ session: TillSession | null }>(
    'GET',
    `/api/till/sessions/current?pos_device_id=${till.device.id}`,
  );
  const open = current.body.data.session;
  if (!open) return;
  const x = await report(open.id);
  expect((await close(open.id, { counted_minor: x.body.data.expected_cash_minor })).status).toBe(200);
}

async function userId(email: string) {
  return (await till.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;
}

describe('no cash without an open session', () => {
  it('refuses a cash part with 409 till_session_required and takes a card part without a session', async () => {
    await closeOpen();
    const order = await till.newOrder();
    const cash = await till.pay(order.id, cashPart(order.total_minor));
    expect(cash.status).toBe(409);
    expect(cash.body.error?.code).toBe('till_session_required');
    await till.next('approve');
    const card = await till.pay(order.id, { method: 'card', amount_minor: order.total_minor });
    expect(card.status).toBe(200);
    expect(await till.settled(card.body.data.id)).toMatchObject({ step: 'paid' });
  });

  it('is on by default (stored, and when absent); an admin can turn it off, and cash is then taken', async () => {
    await closeOpen();
    const current = () =>
      s.call<{ sessions_required: boolean }>(
        'GET',
        `/api/till/sessions/current?pos_device_id=${till.device.id}`,
      );
    const stored = () =>
      till.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'till_sessions_required')
        .executeTakeFirst();
    const save = (value: unknown) =>
      s.call('PUT', '/rest/v1/settings/till_sessions_required', { value }, till.admin);
    // every database gets it stored on (migration); a database without the row is on too
    expect((await stored())?.value).toBe(true);
    expect((await current()).body.data.sessions_required).toBe(true);
    await till.db.deleteFrom('settings').where('key', '=', 'till_sessions_required').execute();
    expect((await current()).body.data.sessions_required).toBe(true);
    const refused = await till.pay((await till.newOrder()).id, cashPart(100));
    expect(refused.body.error?.code).toBe('till_session_required');
    // only an admin turns it off
    expect(await save(false).then((r) => r.status)).toBe(200);
    expect((await save('no')).status).toBe(400);
    expect((await current()).body.data.sessions_required).toBe(false);
    try {
      const order = await cashSale();
      const part = await till.db
        .selectFrom('payment_attempts')
        .select('till_session_id')
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(part.till_session_id).toBeNull();
    } finally {
      expect((await save(true)).status).toBe(200);
    }
    expect((await current()).body.data.sessions_required).toBe(true);
  });

  it('refuses a cash refund with no open session, and refunds it from the session once open', async () => {
    const session = await s.openSession({ float_minor: 50_000 });
    const order = await cashSale();
    await closeOpen();
    const refused = await refund(order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('till_session_required');
    expect(
      await till.db.selectFrom('payment_reversals').select('id').where('order_id', '=', order.id).execute(),
    ).toEqual([]);
    const next = await s.openSession({ float_minor: 50_000 });
    expect(next.id).not.toBe(session.id);
    expect((await refund(order.id)).status).toBe(200);
    const x = await report(next.id);
    expect(x.body.data.refunds.cash_minor).toBe(order.total_minor);
    expect(x.body.data.expected_cash_minor).toBe(50_000 - order.total_minor);
    await closeOpen();
  });
});

describe('cash refunds come out of the drawer', () => {
  it('refuses a cash refund larger than the drawer should hold (409 cash_refund_exceeds_drawer)', async () => {
    await closeOpen();
    const session = await s.openSession({ float_minor: 0 });
    const order = await cashSale();
    await move(session.id, { direction: 'out', reason: 'bank_deposit', amount_minor: 1 });
    const refused = await refund(order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('cash_refund_exceeds_drawer');
    await move(session.id, { direction: 'in', reason: 'cash_added', amount_minor: 1 });
    expect((await refund(order.id)).status).toBe(200);
    expect((await report(session.id)).body.data.expected_cash_minor).toBe(0);
    await closeOpen();
  });
});

describe('opening a session', () => {
  it('opens with a float counted by denomination, records who, and refuses a second open', async () => {
    await closeOpen();
    const session = await s.openSession({ count: { '20000': 1, '5000': 2, '100': 3, '25': 4 } });
    expect(session).toMatchObject({
      status: 'open',
      float_minor: 20_000 + 10_000 + 300 + 100,
      opened_by_email: demo('cashier').email,
      cashier_email: demo('cashier').email,
      must_close: false,
      expected_minor: null,
      difference_minor: null,
    });
    const again = await s.call('POST', '/api/till/sessions', {
      pos_device_id: till.device.id,
      float_minor: 0,
    });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('till_session_open');
  });

  it('refuses a bad count field by field, a negative total, and a missing float', async () => {
    const bad = await s.call('POST', '/api/till/sessions', {
      pos_device_id: till.device.id,
      count: { '20000': 1, '1': 2, '500': -1, '50': 1.5 },
    });
    expect(bad.status).toBe(400);
    const fields = ((bad.body.error?.details ?? []) as Array<{ field: string }>).map((d) => d.field);
    expect(fields.sort()).toEqual(['count.1', 'count.50', 'count.500']);
    const negative = await s.call('POST', '/api/till/sessions', {
      pos_device_id: till.device.id,
      float_minor: -5,
    });
    expect(negative.status).toBe(400);
    const none = await s.call('POST', '/api/till/sessions', { pos_device_id: till.device.id });
    expect(none.status).toBe(400);
  });
});

describe('cash in and out', () => {
  it('records ins and outs with their reason and never takes out more than the drawer holds', async () => {
    await closeOpen();
    const session = await s.openSession({ float_minor: 10_000 });
    const order = await cashSale();
    const drawer = 10_000 + order.total_minor;
    const tooMuch = await move(session.id, {
      direction: 'out',
      reason: 'bank_deposit',
      amount_minor: drawer + 1,
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error?.code).toBe('cash_out_exceeds_drawer');
    expect(
      (await move(session.id, { direction: 'out', reason: 'bank_deposit', amount_minor: drawer })).status,
    ).toBe(201);
    expect(
      (await move(session.id, { direction: 'out', reason: 'supplier_payment', amount_minor: 1 })).status,
    ).toBe(409);
    const added = await move(session.id, { direction: 'in', reason: 'cash_added', amount_minor: 2_500 });
    expect(added.status).toBe(201);
    expect(added.body.data.movements.map((m) => m.amount_minor)).toEqual([drawer, 2_500]);
    expect((await report(session.id)).body.data.expected_cash_minor).toBe(2_500);
  });

  it('refuses a reason in the wrong direction, "other" without a note, and bad amounts', async () => {
    const current = await s.call<{ session: TillSession }>(
      'GET',
      `/api/till/sessions/current?pos_device_id=${till.device.id}`,
    );
    const id = current.body.data.session.id;
    const wrong = await move(id, { direction: 'in', reason: 'bank_deposit', amount_minor: 100 });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body.error?.details)).toContain('reason');
    const noNote = await move(id, { direction: 'in', reason: 'other', amount_minor: 100 });
    expect(noNote.status).toBe(400);
    expect(JSON.stringify(noNote.body.error?.details)).toContain('note');
    expect(
      (await move(id, { direction: 'in', reason: 'other', amount_minor: 100, note: 'Bozuk para' })).status,
    ).toBe(201);
    expect((await move(id, { direction: 'in', reason: 'cash_added', amount_minor: 1.5 })).status).toBe(400);
    expect((await move(id, { direction: 'in', reason: 'cash_added', amount_minor: 0 })).status).toBe(400);
  });

  it('writes a movement and its audit entry in one transaction (a crash leaves nothing half-written)', async () => {
    const current = await s.call<{ session: TillSession }>(
      'GET',
      `/api/till/sessions/current?pos_device_id=${till.device.id}`,
    );
    const id = current.body.data.session.id;
    const before = await till.db
      .selectFrom('till_cash_movements')
      .select('id')
      .where('till_session_id', '=', id)
      .execute();
    const spy = vi.spyOn(AuditRepository.prototype, 'record').mockRejectedValueOnce(new Error('crash'));
    try {
      const res = await move(id, { direction: 'in', reason: 'cash_added', amount_minor: 700 });
      expect(res.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const after = await till.db
      .selectFrom('till_cash_movements')
      .select('id')
      .where('till_session_id', '=', id)
      .execute();
    expect(after.length).toBe(before.length);
  });
});

describe('handover and close', () => {
  it('hands the session to another cashier with a count, without closing', async () => {
    await closeOpen();
    const session = await s.openSession({ float_minor: 10_000 });
    const adminId = await userId(demo('admin').email);
    const res = await s.call<Detail>('POST', `/api/till/sessions/${session.id}/handover`, {
      to_user_id: adminId,
      count: { '10000': 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.session).toMatchObject({ status: 'open', cashier_email: demo('admin').email });
    expect(res.body.data.handovers).toMatchObject([
      { counted_minor: 10_000, expected_minor: 10_000, difference_minor: 0 },
    ]);
    const short = await s.call('POST', `/api/till/sessions/${session.id}/handover`, {
      to_user_id: adminId,
      counted_minor: 0,
    });
    expect(short.status).toBe(422);
    expect(short.body.error?.code).toBe('note_required');
  });

  it('closes blind: a note above the threshold, then expected, counted and difference; a second close is refused', async () => {
    const current = await s.call<{ session: TillSession }>(
      'GET',
      `/api/till/sessions/current?pos_device_id=${till.device.id}`,
    );
    const id = current.body.data.session.id;
    const order = await cashSale();
    const expected = 10_000 + order.total_minor;
    const noNote = await close(id, { count: { '5000': 1 } });
    expect(noNote.status).toBe(422);
    expect(noNote.body.error?.code).toBe('note_required');
    const res = await close(id, { count: { '5000': 1 }, note: 'Eksik çıktı' });
    expect(res.status).toBe(200);
    expect(res.body.data.session).toMatchObject({
      status: 'closed',
      expected_minor: expected,
      counted_minor: 5_000,
      difference_minor: 5_000 - expected,
      close_note: 'Eksik çıktı',
    });
    expect(res.body.data.report).toMatchObject({
      kind: 'close',
      expected_cash_minor: expected,
      difference_minor: 5_000 - expected,
    });
    const again = await close(id, { counted_minor: 5_000, note: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('till_session_closed');
  });

  it('a small difference within the threshold needs no note; the threshold is a setting', async () => {
    const session = await s.openSession({ float_minor: 10_000 });
    await till.db
      .insertInto('settings')
      .values({ key: 'till_difference_note_threshold_minor', value: JSON.stringify(100) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(100) }))
      .execute();
    try {
      expect((await close(session.id, { counted_minor: 9_899 })).status).toBe(422);
      expect((await close(session.id, { counted_minor: 9_900 })).status).toBe(200);
    } finally {
      await till.db
        .deleteFrom('settings')
        .where('key', '=', 'till_difference_note_threshold_minor')
        .execute();
    }
  });

  it('two closes at once: one wins, the other is refused', async () => {
    const session = await s.openSession({ float_minor: 10_000 });
    const results = await Promise.all([
      close(session.id, { counted_minor: 10_000 }),
      close(session.id, { counted_minor: 10_000 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.error?.code).toBe('till_session_closed');
  });
});

describe('against a running card payment', () => {
  it('refuses close, handover and open while a card part runs at the till', async () => {
    await closeOpen();
    const order = await till.newOrder();
    // Open refused while the card part runs (no session yet).
    await till.next('approve', 2_500);
    const card = await till.pay(order.id, { method: 'card', amount_minor: order.total_minor });
    expect(card.status).toBe(200);
    const open = await s.call('POST', '/api/till/sessions', {
      pos_device_id: till.device.id,
      float_minor: 0,
    });
    expect(open.status).toBe(409);
    expect(open.body.error?.code).toBe('payment_in_progress');
    expect(await till.settled(card.body.data.id)).toMatchObject({ step: 'paid' });

    const session = await s.openSession({ float_minor: 10_000 });
    const second = await till.newOrder();
    await till.next('approve', 2_500);
    const running = await till.pay(second.id, { method: 'card', amount_minor: second.total_minor });
    expect(running.status).toBe(200);
    const closing = await close(session.id, { counted_minor: 10_000 });
    expect(closing.status).toBe(409);
    expect(closing.body.error?.code).toBe('payment_in_progress');
    const handover = await s.call('POST', `/api/till/sessions/${session.id}/handover`, {
      to_user_id: await userId(demo('admin').email),
      counted_minor: 10_000,
    });
    expect(handover.status).toBe(409);
    expect(await till.settled(running.body.data.id)).toMatchObject({ step: 'paid' });
    const part = await till.db
      .selectFrom('payment_attempts')
      .select('till_session_id')
      .where('id', '=', running.body.data.id)
      .executeTakeFirstOrThrow();
    expect(part.till_session_id).toBe(session.id);
    expect((await close(session.id, { counted_minor: 10_000 })).status).toBe(200);
  });
});

describe('reports and the back office', () => {
  it('the X report: by method, by KDV rate, movements, counts, first and last order numbers', async () => {
    await closeOpen();
    const session = await s.openSession({ float_minor: 10_000 });
    const first = await cashSale();
    const second = await till.newOrder();
    await till.next('approve');
    const card = await till.pay(second.id, { method: 'card', amount_minor: second.total_minor });
    expect(await till.settled(card.body.data.id)).toMatchObject({ step: 'paid' });
    await move(session.id, { direction: 'in', reason: 'cash_added', amount_minor: 1_000 });
    const x = (await report(session.id)).body.data;
    expect(x.kind).toBe('X');
    expect(x.by_method).toEqual([
      { method: 'card', count: 1, amount_minor: second.total_minor },
      { method: 'cash', count: 1, amount_minor: first.total_minor },
    ]);
    expect(x.by_vat_rate.reduce((sum, r) => sum + r.gross_minor, 0)).toBe(
      first.total_minor + second.total_minor,
    );
    expect(x).toMatchObject({
      cash_in_minor: 1_000,
      cash_out_minor: 0,
      expected_cash_minor: 10_000 + first.total_minor + 1_000,
      orders_count: 2,
      first_order_number: first.order_number,
      last_order_number: second.order_number,
      counted_minor: null,
    });
  });

  it('lists sessions by day, till and status (paged) with the detail, and the Z report links the day', async () => {
    const day = (await sql<{ d: string }>`SELECT to_char(current_date, 'YYYY-MM-DD') AS d`.execute(till.db))
      .rows[0]?.d;
    const list = await s.call<{ items: TillSession[]; total: number }>(
      'GET',
      `/api/admin/till-sessions?from=${day}&to=${day}&pos_device_id=${till.device.id}&status=closed&page_size=2`,
      undefined,
      till.admin,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.items.length).toBe(2);
    expect(list.body.data.total).toBeGreaterThan(2);
    expect(list.body.data.items.every((i) => i.status === 'closed')).toBe(true);
    const one = list.body.data.items[0] as TillSession;
    const detail = await s.call<Detail>('GET', `/api/admin/till-sessions/${one.id}`, undefined, till.admin);
    expect(detail.body.data.session.id).toBe(one.id);
    expect((await s.call('GET', '/api/admin/till-sessions', undefined, till.cashier)).status).toBe(403);
    const z = await s.call<ZReportResponse>(
      'GET',
      `/functions/v1/z-report?day=${day}`,
      undefined,
      till.admin,
    );
    expect(z.status).toBe(200);
    expect(z.body.data.till_sessions.map((t) => t.id)).toContain(one.id);
  });

  it('flags a session left open past its business day and refuses selling until it is closed', async () => {
    const current = await s.call<{ session: TillSession }>(
      'GET',
      `/api/till/sessions/current?pos_device_id=${till.device.id}`,
    );
    const id = current.body.data.session.id;
    await till.db
      .updateTable('till_sessions')
      .set({ business_day: sql`current_date - 1` })
      .where('id', '=', id)
      .execute();
    const flagged = await s.call<{ session: TillSession }>(
      'GET',
      `/api/till/sessions/current?pos_device_id=${till.device.id}`,
    );
    expect(flagged.body.data.session.must_close).toBe(true);
    const stats = await s.call<never>('GET', '/rest/v1/dashboard_stats', undefined, till.admin);
    expect((stats.body as unknown as { till_sessions_to_close: number }).till_sessions_to_close).toBe(1);
    const order = await till.newOrder();
    const cash = await till.pay(order.id, cashPart(order.total_minor));
    expect(cash.status).toBe(409);
    expect(cash.body.error?.code).toBe('till_session_must_close');
    await closeOpen();
  });
});
