import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineFor } from './support/menu-helpers.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';

// "86" counts: a real payment at the till (the terminal simulator approving the card) counts the
// product down in the statement that makes the order paid; an order never paid takes nothing, and
// a refund gives nothing back.

let till: TillFixture;
beforeAll(async () => {
  till = await tillFixture();
});
afterAll(async () => {
  await till?.close();
});

describe('a count left counted down by the real payment path', () => {
  it('an order paid by card at the till takes its quantity; an unpaid one takes nothing', async () => {
    const id = lineFor(till.menu, 'Ayran').product_id;
    const marked = await till.client.call<{ data: { in_stock: boolean } }>(
      'POST',
      `/functions/v1/products/${id}/sold-out`,
      { token: till.cashier, body: { duration: 'end_of_day', count_left: 3 } },
    );
    expect(marked.status).toBe(200);
    expect(marked.body.data.in_stock).toBe(true);

    const unpaid = await till.newOrder([till.line('Ayran', 1)]);
    const order = await till.newOrder([till.line('Klasik Burger'), till.line('Ayran', 2)]);
    await till.next('approve');
    const card = await till.pay(order.id, { method: 'card', amount_minor: order.total_minor });
    expect(card.status).toBe(200);
    expect(await till.settled(card.body.data.id)).toMatchObject({ step: 'paid' });

    const product = await till.db
      .selectFrom('product_stock')
      .select(['in_stock', 'count_left'])
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ in_stock: true, count_left: 1 });
    const moves = await till.db
      .selectFrom('product_count_moves')
      .select(['order_id', 'taken', 'short', 'left_after'])
      .where('product_id', '=', id)
      .execute();
    expect(moves).toEqual([{ order_id: order.id, taken: 2, short: 0, left_after: 1 }]);
    expect(unpaid.id).not.toBe(order.id);

    // a refund never gives the count back (the food was made): the whole order refunded (its
    // card part voided at the terminal), the count left and its moves stay as they were
    const refunded = await till.client.call<{ data: { refunded_minor: number } }>(
      'POST',
      `/api/till/orders/${order.id}/refunds`,
      { token: till.cashier, body: { pos_device_id: till.device.id, reason: 'Müşteri vazgeçti' } },
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.refunded_minor).toBe(order.total_minor);
    expect(
      await till.db
        .selectFrom('product_stock')
        .select(['in_stock', 'count_left'])
        .where('product_id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ in_stock: true, count_left: 1 });
    expect(
      await till.db
        .selectFrom('product_count_moves')
        .select(['order_id', 'taken'])
        .where('product_id', '=', id)
        .execute(),
    ).toEqual([{ order_id: order.id, taken: 2 }]);
  });

  it('an extra sold as an option counts down too: its quantity times its line quantity', async () => {
    const extra = await till.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Ekstra Cheddar')
      .executeTakeFirstOrThrow();
    const marked = await till.client.call('POST', `/functions/v1/products/${extra.id}/sold-out`, {
      token: till.cashier,
      body: { duration: 'end_of_day', count_left: 5 },
    });
    expect(marked.status).toBe(200);
    // two burgers, each with two slices of the extra: 4 of the 5
    const { product: _p, ...burgers } = lineFor(till.menu, 'Klasik Burger', 2, {
      Ekstralar: ['Ekstra Cheddar'],
    });
    const extras = till.menu.configurationSteps.find((step) => step.title === 'Ekstralar');
    const chosen = extras ? burgers.selection[extras.id] : undefined;
    if (!chosen) throw new Error('no Ekstralar step on Klasik Burger');
    for (const optionId of Object.keys(chosen)) chosen[optionId] = 2;
    const order = await till.newOrder([burgers]);
    await till.next('approve');
    const card = await till.pay(order.id, { method: 'card', amount_minor: order.total_minor });
    expect(await till.settled(card.body.data.id)).toMatchObject({ step: 'paid' });
    const left = await till.db
      .selectFrom('product_stock')
      .select(['in_stock', 'count_left'])
      .where('product_id', '=', extra.id)
      .executeTakeFirstOrThrow();
    expect(left).toEqual({ in_stock: true, count_left: 1 });
    expect(
      await till.db
        .selectFrom('product_count_moves')
        .select(['order_id', 'taken', 'short', 'left_after'])
        .where('product_id', '=', extra.id)
        .execute(),
    ).toEqual([{ order_id: order.id, taken: 4, short: 0, left_after: 1 }]);
  });
});
