import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineFor } from './support/menu-helpers.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';

// "86" counts: a real payment at the till (the terminal simulator approving the card) counts the
// product down in the statement that makes the order paid; an order never paid takes nothing.

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
      .selectFrom('products')
      .select(['in_stock', 'count_left'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ in_stock: true, count_left: 1 });
    const moves = await till.db
      .selectFrom('product_count_moves')
      .select(['order_id', 'taken', 'short', 'left_after'])
      .where('product_id', '=', id)
      .execute();
    expect(moves).toEqual([{ order_id: order.id, taken: 2, short: 0, left_after: 1 }]);
    expect(unpaid.id).not.toBe(order.id);
  });
});
