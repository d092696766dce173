import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementBatcher } from '../src/db/statement-batcher.js';
import { type NewOrder, OrderRepository } from '../src/repositories/order.repository.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database?.drop());

async function aProduct() {
  const { db } = database.connect();
  return db.selectFrom('products').select(['id', 'name', 'price_minor']).limit(1).executeTakeFirstOrThrow();
}

function newOrder(product: { id: string; name: string; price_minor: number }, key?: string): NewOrder {
  const id = randomUUID();
  return {
    key: key ? { scope: 'kiosk:batch', key, requestHash: 'h', response: { data: { id } } } : undefined,
    order: {
      id,
      status: 'pending_payment',
      payment_status: 'pending',
      currency_code: 'TRY',
      order_type: 'eat_in',
      payment_method: 'card',
      kiosk_id: null,
      kiosk_device_id: null,
      created_by_user_id: null,
      subtotal_minor: product.price_minor * 2,
      tax_minor: 0,
      total_minor: product.price_minor * 2,
      customer: null,
      notes: null,
      metadata: { created_from: 'sale_terminal' },
      created_at: new Date(),
      channel: 'till',
      gross_minor: product.price_minor * 2,
      discount_minor: 0,
      manual_discounts: [],
      discount_approved_by: null,
    },
    lines: [
      {
        id: randomUUID(),
        product_id: product.id,
        product_name: product.name,
        product_sku: null,
        quantity: 2,
        unit_price_minor: product.price_minor,
        total_price_minor: product.price_minor * 2,
        vat_rate: 10,
        vat_minor: 0,
        configurations: [],
      },
    ],
    notify: { channel: 'batch_test', text: id },
  };
}

describe('orders created together in one statement', () => {
  it('gives each its own numbers, lines, key and event, and leaves a claimed key alone', async () => {
    const { db } = database.connect();
    const product = await aProduct();
    const orders = new OrderRepository(db);
    const taken = newOrder(product, 'batch-key-taken');
    await orders.createOrder(taken);
    const inputs = [
      newOrder(product, 'batch-key-1'),
      newOrder(product),
      { ...newOrder(product), key: taken.key },
    ];
    const created = await orders.createOrders(inputs);

    expect(created.map((c) => c.created)).toEqual([true, true, false]);
    expect(new Set(created.map((c) => c.orderNumber)).size).toBe(3);
    expect(new Set(created.map((c) => c.referenceNumber)).size).toBe(3);
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'order_number', 'reference_number'])
      .where(
        'id',
        'in',
        inputs.map((i) => i.order.id),
      )
      .execute();
    expect(rows.map((r) => r.id).sort()).toEqual([inputs[0]?.order.id, inputs[1]?.order.id].sort());
    for (const row of rows) {
      const index = inputs.findIndex((i) => i.order.id === row.id);
      expect(row.order_number).toBe(created[index]?.orderNumber);
      expect(row.reference_number).toBe(created[index]?.referenceNumber);
    }
    const lines = await db
      .selectFrom('order_items')
      .select('order_id')
      .where(
        'order_id',
        'in',
        inputs.map((i) => i.order.id),
      )
      .execute();
    expect(lines).toHaveLength(2);
    const key = await orders.findKey('kiosk:batch', 'batch-key-1');
    expect(key?.response).toMatchObject({
      data: { order_number: created[0]?.orderNumber, reference_number: created[0]?.referenceNumber },
    });
  });

  it('creates the others when one order of a batch is refused, and fails only that one', async () => {
    const { db } = database.connect();
    const product = await aProduct();
    const orders = new OrderRepository(db);
    const sizes: number[] = [];
    const batcher = new StatementBatcher(
      (inputs: NewOrder[]) => {
        sizes.push(inputs.length);
        return orders.createOrders(inputs);
      },
      { aloneWhenRefused: true },
    );
    const broken = newOrder({ ...product, id: randomUUID() }); // a product that does not exist
    const good = [newOrder(product), newOrder(product)];
    const first = batcher.submit(newOrder(product)); // in flight: the next three go together
    const outcomes = await Promise.allSettled(
      [good[0], broken, good[1]].map((o) => batcher.submit(o as NewOrder)),
    );
    await first;

    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(sizes).toEqual([1, 3, 1, 1, 1]); // the batch of three was refused, then each went alone
    const stored = await db
      .selectFrom('orders')
      .select('id')
      .where('id', 'in', [broken.order.id, ...good.map((o) => o.order.id)])
      .execute();
    expect(stored.map((r) => r.id).sort()).toEqual(good.map((o) => o.order.id).sort());
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM order_items
      WHERE order_id = ${broken.order.id}::uuid`.execute(db);
    expect(rows[0]?.n).toBe(0);
  });
});
