import type { OrderSummary, TillRefund } from '@kiosk/contracts';
import { RAW_STATUSES, type ShownPaymentStatus } from '@kiosk/domain';
import { en, tr } from '@kiosk/i18n';
import { describe, expect, it } from 'vitest';
import { localDate, orderBadges, refundAmount, refundableItems, refundedUnits, searchOrders } from './orders';

const item = (id: string, quantity: number, total: number) => ({
  id,
  product_id: null,
  product_name: id,
  product_sku: null,
  quantity,
  unit_price_minor: total / quantity,
  total_price_minor: total,
  vat_rate: 10,
  vat_minor: 0,
  configurations: [],
  gross_minor: total,
  discount_minor: 0,
  savings: [],
  parts: [],
});
const order = (number: string, queue: number): OrderSummary => ({
  id: number,
  order_number: number,
  reference_number: queue,
  status: 'confirmed',
  payment_status: 'paid',
  payment_method: 'card',
  order_type: 'eat_in',
  currency_code: 'TRY',
  subtotal_minor: 0,
  tax_minor: 0,
  total_minor: 30_500,
  gross_minor: 30_500,
  discount_minor: 0,
  channel: 'till',
  kiosk_id: null,
  created_at: '2026-11-23T10:00:00Z',
  paid_at: null,
  customer: null,
  items: [item('burger', 2, 25_000), item('cola', 1, 5_500)],
  pos_sale_number: null,
});
const refund = (lines: TillRefund['lines'], extra: Partial<TillRefund> = {}): TillRefund => ({
  id: crypto.randomUUID(),
  order_id: 'o',
  payment_id: crypto.randomUUID(),
  method: 'card',
  kind: 'void',
  amount_minor: 100,
  status: 'completed',
  error_message: null,
  reason: 'r',
  lines,
  created_at: '2026-11-23T10:05:00Z',
  created_by: null,
  ...extra,
});

describe('orders at the till', () => {
  it('finds an order by its order number or its queue number', () => {
    const orders = [order('261123-00001', 1), order('261123-00012', 12), order('261123-00123', 23)];
    expect(searchOrders(orders, '').length).toBe(3);
    expect(searchOrders(orders, '00012').map((o) => o.reference_number)).toEqual([12]);
    expect(searchOrders(orders, '12').map((o) => o.reference_number)).toEqual([12, 23]);
    expect(searchOrders(orders, '23').map((o) => o.reference_number)).toEqual([23]);
    expect(searchOrders(orders, '999')).toEqual([]);
    expect(searchOrders(orders, '261123-000').map((o) => o.reference_number)).toEqual([1, 12]);
  });

  it('counts refunded units once per refund even when it went back through several payments', () => {
    const lines = [{ order_item_id: 'burger', quantity: 1 }];
    const split = [refund(lines), refund(lines, { kind: 'cash_return', method: 'cash' })];
    expect(refundedUnits(split).get('burger')).toBe(1);
    expect(
      refundedUnits([...split, refund(lines, { created_at: '2026-11-23T11:00:00Z' })]).get('burger'),
    ).toBe(2);
    expect(refundedUnits([refund(lines, { status: 'failed' })]).size).toBe(0);
  });

  it('prices a refund of chosen lines with the domain rules, and refuses more than is left', () => {
    const items = refundableItems(order('261123-00001', 1), [
      refund([{ order_item_id: 'burger', quantity: 1 }]),
    ]);
    expect(refundAmount(items, [{ order_item_id: 'burger', quantity: 1 }])).toBe(12_500);
    expect(refundAmount(items, [{ order_item_id: 'burger', quantity: 2 }])).toBeNull();
    // the whole order: what is left of every line
    expect(refundAmount(items, undefined)).toBe(12_500 + 5_500);
  });

  it("refunds a deal's line as its parts: k of n menus give back k/n of each part's share, as the server does", () => {
    const deal = {
      ...item('menu', 2, 37_000),
      parts: [
        { ...item('burger', 2, 27_001), group_id: 'g1', group_name: 'Ana ürün' },
        { ...item('fries', 2, 9_999), group_id: 'g2', group_name: 'Yan ürün' },
      ],
    };
    const withDeal = { ...order('261123-00002', 2), items: [deal, item('ayran', 3, 5_000)] };
    const fresh = refundableItems(withDeal, []);
    expect(refundAmount(fresh, [{ order_item_id: 'menu', quantity: 1 }])).toBe(13_500 + 4_999);
    expect(refundAmount(fresh, [{ order_item_id: 'menu', quantity: 2 }])).toBe(37_000);
    expect(refundAmount(fresh, [{ order_item_id: 'ayran', quantity: 1 }])).toBe(1_666);
    // one part of one menu alone: its own share
    expect(refundAmount(fresh, [{ order_item_id: 'fries', quantity: 1 }])).toBe(4_999);
    expect(refundAmount(fresh, undefined)).toBe(42_000);
    // one menu given back: one left, the second one gives back the rest of each part
    const after = refundableItems(withDeal, [
      refund([
        { order_item_id: 'burger', quantity: 1 },
        { order_item_id: 'fries', quantity: 1 },
      ]),
    ]);
    expect(after.find((i) => i.id === 'menu')?.refundedQuantity).toBe(1);
    expect(refundAmount(after, [{ order_item_id: 'menu', quantity: 1 }])).toBe(13_501 + 5_000);
    expect(refundAmount(after, [{ order_item_id: 'menu', quantity: 2 }])).toBeNull();
  });

  it('uses the till’s own calendar day', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('order badges in the till list', () => {
  const SHOWN: ShownPaymentStatus[] = [
    'pending',
    'paid',
    'failed',
    'unpaid',
    'refunded',
    'partially_refunded',
    'in_progress',
  ];
  const word = (catalogue: unknown, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);

  it('every status a person can see is a translated word in both languages, never a raw code', () => {
    for (const raw of RAW_STATUSES) {
      for (const payment_state of SHOWN) {
        const { payment, step } = orderBadges({ status: raw, payment_state });
        for (const key of [payment, step].filter((k) => k !== null)) {
          for (const catalogue of [tr, en]) {
            expect(
              typeof word(catalogue, `sale.orders.status.${key}`),
              `${raw} ${payment_state} ${key}`,
            ).toBe('string');
          }
        }
      }
    }
  });

  it('a refunded order reads refunded, not paid; an abandoned checkout reads unpaid and cancelled', () => {
    expect(orderBadges({ status: 'paid', payment_state: 'refunded' })).toEqual({
      payment: 'refunded',
      step: null,
    });
    expect(orderBadges({ status: 'preparing', payment_state: 'partially_refunded' })).toEqual({
      payment: 'partially_refunded',
      step: 'preparing',
    });
    expect(orderBadges({ status: 'paid', payment_state: 'paid' })).toEqual({ payment: 'paid', step: null });
    expect(orderBadges({ status: 'abandoned', payment_state: 'unpaid' })).toEqual({
      payment: 'unpaid',
      step: 'cancelled',
    });
    expect(orderBadges({ status: 'pending_payment', payment_state: 'pending' })).toEqual({
      payment: 'pending',
      step: null,
    });
    expect(word(tr, 'sale.orders.status.partially_refunded')).toBe('Kısmen iade edildi');
  });
});
