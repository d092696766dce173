import { describe, expect, it } from 'vitest';
import { type CartLine, totalsOf } from '../cart/cart-lines.js';
import { type CartPricingLine, type PriceCartInput, priceCart } from './price-cart.js';
import type { PricingRules } from './pricing-context.js';
import type { Promotion } from './promotions.js';
import { testMenu } from './test-menu.js';

const happyHour: Promotion = {
  id: 'happy-hour',
  name: 'Happy hour: bira %20',
  active: true,
  stackable: false,
  channels: ['kiosk', 'till'],
  store_ids: [],
  valid_from: null,
  valid_until: null,
  times: [{ start: '15:00', end: '17:00' }],
  target: { product_ids: ['beer'] },
  kind: { type: 'percent_off', percent: 20 },
};
const rules: PricingRules = {
  ...testMenu,
  promotions: [happyHour],
  channel_prices: [{ product_id: 'burger', store_id: null, channel: 'delivery', price_minor: 28_000 }],
};

const price = (lines: CartPricingLine[], time = '12:00:00', extra: Partial<PriceCartInput> = {}) =>
  priceCart({
    lines,
    rules,
    channel: 'kiosk',
    store_id: 'kadikoy',
    at: new Date(`2026-11-27T${time}+03:00`),
    time_zone: 'Europe/Istanbul',
    ...extra,
  });

const plain = (id: string, product: string, quantity = 1, selection = {}): CartPricingLine => ({
  id,
  product_id: product,
  quantity,
  selection,
});

const klasik: CartPricingLine = {
  id: 'menu',
  product_id: 'klasik-menu',
  quantity: 1,
  selection: {},
  parts: [
    { group_id: 'main', product_id: 'burger', selection: { sauces: { bbq: 2 } } },
    { group_id: 'side', product_id: 'fries-large', selection: {} },
    { group_id: 'drink', product_id: 'cola-large', selection: { ice: { 'no-ice': 1 } } },
  ],
};

describe('priceCart', () => {
  it('prices a plain cart exactly as the cart totals do today (one model)', () => {
    const lines = [
      plain('a', 'burger', 2, { sauces: { bbq: 2 } }),
      plain('b', 'water', 3),
      plain('c', 'beer'),
    ];
    const priced = price(lines);
    expect(priced.issues).toEqual([]);
    expect(priced.lines.map((l) => [l.unit_gross_minor, l.net_minor, l.vat_minor])).toEqual([
      [26_000, 52_000, 4_727],
      [1_500, 4_500, 45],
      [9_000, 9_000, 1_500],
    ]);
    const cart: CartLine[] = priced.lines.map((l) => ({
      id: l.line_id,
      productId: l.product_id,
      quantity: l.quantity,
      selection: {},
      unitPriceMinor: l.unit_gross_minor,
      vatRate: l.taxes[0]?.vat_rate ?? 0,
    }));
    const { total_minor, vat_minor, subtotal_minor } = priced.totals;
    expect({ total_minor, vat_minor, subtotal_minor }).toEqual(totalsOf(cart));
    expect(priced.totals.vat_by_rate).toEqual([
      { vat_rate: 1, total_minor: 4_500, vat_minor: 45 },
      { vat_rate: 10, total_minor: 52_000, vat_minor: 4_727 },
      { vat_rate: 20, total_minor: 9_000, vat_minor: 1_500 },
    ]);
    expect(priced.needs_approval).toBe(false);
  });

  it('prices a menu with a large drink as one line whose parts carry the VAT', () => {
    const priced = price([klasik]);
    const [line] = priced.lines;
    expect(line?.net_minor).toBe(33_500);
    expect(line?.parts.map((p) => [p.product_id, p.amount_minor, p.vat_rate, p.vat_minor])).toEqual([
      ['burger', 22_623, 10, 2_057],
      ['fries-large', 6_526, 10, 593],
      ['cola-large', 4_351, 10, 396],
    ]);
    expect(line?.vat_minor).toBe(2_057 + 593 + 396);
    expect(priced.totals.total_minor).toBe(33_500);
  });

  it('gives the happy-hour price from 15:00 to 16:59:59 only, and names the saving', () => {
    expect(price([plain('b', 'beer', 2)], '14:59:59').totals.total_minor).toBe(18_000);
    const happy = price([plain('b', 'beer', 2)], '15:00:00');
    expect(happy.lines[0]?.savings).toEqual([
      { kind: 'promotion', id: 'happy-hour', name: 'Happy hour: bira %20', amount_minor: 3_600 },
    ]);
    expect(happy.totals).toMatchObject({ gross_minor: 18_000, discount_minor: 3_600, total_minor: 14_400 });
    expect(happy.totals.savings).toEqual([
      { kind: 'promotion', id: 'happy-hour', name: 'Happy hour: bira %20', amount_minor: 3_600 },
    ]);
    expect(price([plain('b', 'beer', 2)], '17:00:00').totals.total_minor).toBe(18_000);
    // not on delivery
    expect(price([plain('b', 'beer', 2)], '15:30:00', { channel: 'delivery' }).totals.total_minor).toBe(
      18_000,
    );
  });

  it('uses the channel price', () => {
    expect(price([plain('a', 'burger')], '12:00:00', { channel: 'delivery' }).totals.total_minor).toBe(
      28_000,
    );
  });

  it('takes the breakfast menu off at 11:00:00, naming the line', () => {
    const breakfast: CartPricingLine = {
      id: 'k',
      product_id: 'kahvalti-menu',
      quantity: 1,
      selection: {},
      parts: [
        { group_id: 'main', product_id: 'menemen', selection: {} },
        { group_id: 'drink', product_id: 'tea', selection: {} },
        { group_id: 'drink', product_id: 'tea', selection: {} },
      ],
    };
    expect(price([breakfast], '10:59:59').totals.total_minor).toBe(15_000);
    const late = price([plain('w', 'water'), breakfast], '11:00:00');
    expect(late.issues).toEqual([{ field: 'items.1.product_id', code: 'product_not_available_now' }]);
    expect(late.lines.map((l) => l.line_id)).toEqual(['w']);
    expect(late.totals.total_minor).toBe(1_500);
  });

  it('names every line problem by field', () => {
    const soldOut: PricingRules = {
      ...rules,
      products: rules.products.map((p) => (p.id === 'fries' ? { ...p, available: false } : p)),
    };
    const badDeal: CartPricingLine = { ...klasik, parts: [...(klasik.parts ?? []).slice(0, 2)] };
    const priced = priceCart({
      lines: [
        plain('1', 'nothing'),
        plain('2', 'fries'),
        plain('3', 'cola', 0),
        plain('4', 'cola', 1, { ice: {} }),
        plain('5', 'cola', 1, { ice: { 'with-ice': 1, 'no-ice': 1 } }),
        badDeal,
      ],
      rules: soldOut,
      channel: 'till',
      store_id: null,
      at: new Date('2026-11-27T12:00:00+03:00'),
      time_zone: 'Europe/Istanbul',
    });
    expect(priced.issues.map((i) => [i.field, i.code])).toEqual([
      ['items.0.product_id', 'product_unavailable'],
      ['items.1.product_id', 'product_unavailable'],
      ['items.2.quantity', 'invalid_quantity'],
      ['items.3.selection', 'required_selections'],
      ['items.4.selection', 'invalid_selection'],
      ['items.5.groups.drink', 'group_missing'],
    ]);
    expect(priced.lines).toEqual([]);
    expect(priced.totals.total_minor).toBe(0);
  });

  it('applies manual discounts after the promotions and says when a manager must approve', () => {
    const lines = [plain('b', 'beer'), plain('a', 'burger')];
    const priced = price(lines, '15:30:00', {
      channel: 'till',
      manual_discounts: [
        { id: 'm1', scope: 'line', line_id: 'b', type: 'percent', value: 50, reason: 'Soğuk değildi' },
        { id: 'm2', scope: 'order', type: 'amount', value: 1_000, reason: 'Bekleme' },
      ],
      manual_discount_limit: { max_amount_minor: 5_000 },
    });
    expect(priced.issues).toEqual([]);
    // beer: 9000 − 1800 happy hour = 7200, half of it 3600; then 1000 over 3600 : 25000
    expect(priced.lines.map((l) => l.savings.map((s) => [s.id, s.amount_minor]))).toEqual([
      [
        ['happy-hour', 1_800],
        ['m1', 3_600],
        ['m2', 126],
      ],
      [['m2', 874]],
    ]);
    expect(priced.lines.map((l) => l.net_minor)).toEqual([3_474, 24_126]);
    expect(priced.totals).toMatchObject({ gross_minor: 34_000, discount_minor: 6_400, total_minor: 27_600 });
    expect(priced.needs_approval).toBe(false); // 4600 manual
    const more = price(lines, '15:30:00', {
      channel: 'till',
      manual_discounts: [{ id: 'm', scope: 'order', type: 'amount', value: 5_001, reason: 'x' }],
      manual_discount_limit: { max_amount_minor: 5_000 },
    });
    expect(more.needs_approval).toBe(true);
  });

  it('refuses manual discounts with problems and applies none of them', () => {
    const priced = price([plain('a', 'burger')], '12:00:00', {
      channel: 'till',
      manual_discounts: [
        { id: 'm1', scope: 'order', type: 'percent', value: 10, reason: 'ok' },
        { id: 'm2', scope: 'line', line_id: 'zz', type: 'amount', value: 100, reason: '' },
      ],
    });
    expect(priced.issues).toEqual([
      { field: 'discounts.1.reason', code: 'reason_required' },
      { field: 'discounts.1.line_id', code: 'unknown_line' },
    ]);
    expect(priced.totals.discount_minor).toBe(0);
    const kiosk = price([plain('a', 'burger')], '12:00:00', {
      channel: 'kiosk',
      manual_discounts: [{ id: 'm1', scope: 'order', type: 'percent', value: 10, reason: 'ok' }],
    });
    expect(kiosk.issues).toEqual([{ field: 'discounts.0', code: 'wrong_channel' }]);
    expect(kiosk.totals.total_minor).toBe(25_000);
  });
});
