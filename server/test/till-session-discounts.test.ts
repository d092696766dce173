import type { OrderSummary, TillSession, TillSessionReport } from '@kiosk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { tillSessionHelpers } from './support/till-session-fixtures.js';

// Issue 34's review (an issue-33 leftover): the till's X report and its close report show the
// discounts given on the orders paid in the session, promotions and manual ones, with their count.

let till: TillFixture;
let s: ReturnType<typeof tillSessionHelpers>;
beforeAll(async () => {
  till = await tillFixture();
  s = tillSessionHelpers(till);
});
afterAll(async () => {
  await till?.close();
});

type Answer<T> = { data?: T; error?: { code: string } };
const call = <T>(method: string, path: string, body: unknown, token = till.cashier) =>
  till.client.call<Answer<T>>(method, path, { token, body });

async function order(body: Record<string, unknown>): Promise<OrderSummary> {
  const res = await call<OrderSummary>('POST', '/functions/v1/manage-orders/create', body);
  expect(res.status).toBe(201);
  if (!res.body.data) throw new Error('no order');
  return res.body.data;
}

async function paid(o: OrderSummary, method: 'cash' | 'card') {
  if (method === 'card') await till.next('approve');
  const part = await till.pay(o.id, {
    method,
    amount_minor: o.total_minor,
    ...(method === 'cash' ? { tendered_minor: o.total_minor } : {}),
  });
  expect(part.status).toBe(200);
  expect(await till.settled(part.body.data.id)).toMatchObject({ step: 'paid' });
}

describe("the till session's reports show the discounts given", () => {
  it('a promotion and a manual discount paid in the session: counted and summed, an unpaid one left out; the close report too', async () => {
    const limit = await call(
      'PUT',
      '/rest/v1/settings/manual_discount_limit',
      { value: { max_percent: 10 } },
      till.admin,
    );
    expect(limit.status).toBe(200);
    const promotion = await call<{ id: string }>(
      'POST',
      '/rest/v1/promotions',
      {
        name: 'Ayran günü',
        channels: ['till'],
        store_ids: [],
        times: [{ start: '00:00', end: '23:59' }],
        target: { product_ids: [till.line('Ayran').product_id] },
        kind: { type: 'percent_off', percent: 20 },
      },
      till.admin,
    );
    expect(promotion.status).toBe(201);
    const promotionId = promotion.body.data?.id ?? (promotion.body as unknown as { id: string }).id;

    const session = await s.openSession({ float_minor: 10_000 });
    const none = (await s.call<TillSessionReport>('GET', `/api/till/sessions/${session.id}/report`)).body
      .data;
    expect(none.discounts).toEqual({
      orders: 0,
      discount_minor: 0,
      promotions: { count: 0, discount_minor: 0 },
      manual: { count: 0, discount_minor: 0 },
    });

    const withPromotion = await order({ items: [till.line('Ayran', 2)], promotion_ids: [promotionId] });
    expect(withPromotion.discount_minor).toBe(1_600);
    await paid(withPromotion, 'cash');
    const withManual = await order({
      items: [till.line('Kola', 2)],
      discounts: [{ type: 'percent', value: 5, reason: 'Müdavim', scope: 'order' }],
    });
    expect(withManual.discount_minor).toBeGreaterThan(0);
    await paid(withManual, 'card');
    await paid(await order({ items: [till.line('Kola')] }), 'cash');
    // a discounted order not paid (in this session or at all) is not in its report
    await order({
      items: [till.line('Kola')],
      discounts: [{ type: 'percent', value: 5, reason: 'Müdavim', scope: 'order' }],
    });

    const expected = {
      orders: 2,
      discount_minor: 1_600 + withManual.discount_minor,
      promotions: { count: 1, discount_minor: 1_600 },
      manual: { count: 1, discount_minor: withManual.discount_minor },
    };
    const x = (await s.call<TillSessionReport>('GET', `/api/till/sessions/${session.id}/report`)).body.data;
    expect(x.kind).toBe('X');
    expect(x.discounts).toEqual(expected);

    const closed = await s.call<{ session: TillSession; report: TillSessionReport }>(
      'POST',
      `/api/till/sessions/${session.id}/close`,
      { counted_minor: x.expected_cash_minor },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.data.report.kind).toBe('close');
    expect(closed.body.data.report.discounts).toEqual(expected);
  });
});
