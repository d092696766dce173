import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartLine, totalsOf } from '../cart/cart-lines.js';
import type { Selection } from '../configurator/configured-item.js';
import { vatOfInclusive } from '../money.js';
import { refundLines } from '../payments/till-money.js';
import type { ChannelPrice } from './channel-prices.js';
import { fiscalLines } from './fiscal-lines.js';
import { MANUAL_DISCOUNT_CHANNELS, type ManualDiscount } from './manual-discounts.js';
import { type CartPricingLine, type PricedCart, priceCart } from './price-cart.js';
import type { Promotion, PromotionTarget } from './promotions.js';
import { testMenu } from './test-menu.js';

// Random carts over the test menu: plain lines with random options, "Klasik Burger Menü" lines
// with random parts, random promotions of every kind, manual discounts and channel prices.

const burgerSelection = fc
  .record({
    ketchup: fc.integer({ min: 0, max: 3 }),
    bbq: fc.integer({ min: 0, max: 2 }),
    cheese: fc.integer({ min: 0, max: 2 }),
  })
  .map(({ ketchup, bbq, cheese }): Selection => ({ sauces: { ketchup, bbq }, extras: { cheese } }));
const iceSelection = fc.constantFrom<Selection>({ ice: { 'with-ice': 1 } }, { ice: { 'no-ice': 1 } });
const quantity = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 99 }));

const plainLine = fc.oneof(
  fc.record({ product_id: fc.constant('burger'), selection: burgerSelection, quantity }),
  fc.record({ product_id: fc.constantFrom('cola', 'cola-large'), selection: iceSelection, quantity }),
  fc.record({
    product_id: fc.constantFrom('chicken', 'fries', 'fries-large', 'water', 'beer', 'cheese'),
    selection: fc.constant<Selection>({}),
    quantity,
  }),
);
const dealLine = fc
  .record({
    burger: burgerSelection,
    side: fc.constantFrom('fries', 'fries-large'),
    drink: fc.constantFrom('cola', 'cola-large', 'water', 'beer'),
    ice: iceSelection,
    quantity,
  })
  .map(({ burger, side, drink, ice, quantity: q }) => ({
    product_id: 'klasik-menu',
    selection: {},
    quantity: q,
    parts: [
      { group_id: 'drink', product_id: drink, selection: drink.startsWith('cola') ? ice : {} },
      { group_id: 'main', product_id: 'burger', selection: burger },
      { group_id: 'side', product_id: side, selection: {} },
    ],
  }));
const linesArb = fc
  .array(fc.oneof(plainLine, dealLine), { minLength: 1, maxLength: 8 })
  .map((lines) => lines.map((l, i): CartPricingLine => ({ id: `line-${i}`, ...l })));

const targetArb: fc.Arbitrary<PromotionTarget> = fc.oneof(
  fc.constant({}),
  fc.record({ product_ids: fc.subarray(['burger', 'cola', 'beer', 'fries', 'klasik-menu', 'water']) }),
  fc.record({ category_ids: fc.subarray(['drinks', 'burgers', 'sides', 'menus']) }),
);
const kindArb: fc.Arbitrary<Promotion['kind']> = fc.oneof(
  fc.record({ type: fc.constant('percent_off' as const), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ type: fc.constant('amount_off' as const), amount_minor: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({
    type: fc.constant('nth_item_percent' as const),
    n: fc.integer({ min: 2, max: 4 }),
    percent: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({
    type: fc.constant('buy_x_get_y' as const),
    buy: fc.integer({ min: 1, max: 3 }),
    get: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    type: fc.constant('bundle_price' as const),
    components: fc.array(
      targetArb.chain((t) => fc.integer({ min: 1, max: 2 }).map((q) => ({ ...t, quantity: q }))),
      { minLength: 1, maxLength: 3 },
    ),
    price_minor: fc.integer({ min: 0, max: 60_000 }),
  }),
);
const promotionsArb = fc
  .array(fc.record({ kind: kindArb, target: targetArb, stackable: fc.boolean() }), { maxLength: 5 })
  .map((list) =>
    list.map(
      (p, i): Promotion => ({
        id: `promo-${i}`,
        name: `Promo ${i}`,
        active: true,
        channels: ['kiosk', 'till', 'open_order', 'delivery'],
        store_ids: [],
        valid_from: null,
        valid_until: null,
        times: [],
        ...p,
      }),
    ),
  );
const channelPricesArb = fc.array(
  fc.record({
    product_id: fc.constantFrom('burger', 'cola', 'cheese', 'klasik-menu', 'fries-large'),
    store_id: fc.constantFrom(null, 'kadikoy'),
    channel: fc.constantFrom(null, 'kiosk' as const, 'till' as const),
    price_minor: fc.integer({ min: 0, max: 50_000 }),
  }),
  { maxLength: 5 },
) as fc.Arbitrary<ChannelPrice[]>;
const discountsArb = fc.array(
  fc.record({
    order: fc.boolean(),
    percent: fc.boolean(),
    value: fc.integer({ min: 1, max: 100 }),
    amount: fc.integer({ min: 1, max: 100_000 }),
    line: fc.nat(),
  }),
  { maxLength: 3 },
);

interface DiscountSpec {
  order: boolean;
  percent: boolean;
  value: number;
  amount: number;
  line: number;
}

function discountsFor(specs: DiscountSpec[], lines: CartPricingLine[]): ManualDiscount[] {
  return specs.map((s, i) => {
    const base = {
      id: `m${i}`,
      reason: 'Test',
      type: s.percent ? ('percent' as const) : ('amount' as const),
    };
    const value = s.percent ? s.value : s.amount;
    return s.order
      ? { ...base, scope: 'order' as const, value }
      : { ...base, scope: 'line' as const, value, line_id: lines[s.line % lines.length]?.id ?? 'line-0' };
  });
}

function checkInvariants(priced: PricedCart): void {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const { totals, lines } = priced;
  expect(totals.total_minor).toBe(sum(lines.map((l) => l.net_minor)));
  expect(totals.gross_minor).toBe(sum(lines.map((l) => l.gross_minor)));
  expect(totals.gross_minor - totals.discount_minor).toBe(totals.total_minor);
  expect(totals.vat_minor).toBe(sum(lines.map((l) => l.vat_minor)));
  expect(totals.subtotal_minor).toBe(totals.total_minor - totals.vat_minor);
  expect(sum(totals.vat_by_rate.map((r) => r.vat_minor))).toBe(totals.vat_minor);
  expect(sum(totals.vat_by_rate.map((r) => r.total_minor))).toBe(totals.total_minor);
  expect(sum(totals.savings.map((s) => s.amount_minor))).toBe(totals.discount_minor);
  for (const line of lines) {
    expect(line.gross_minor).toBe(line.unit_gross_minor * line.quantity);
    expect(line.net_minor).toBe(line.gross_minor - sum(line.savings.map((s) => s.amount_minor)));
    expect(line.net_minor).toBeGreaterThanOrEqual(0);
    for (const saving of line.savings) expect(saving.amount_minor).toBeGreaterThan(0);
    expect(sum(line.taxes.map((t) => t.amount_minor))).toBe(line.net_minor);
    expect(sum(line.taxes.map((t) => t.vat_minor))).toBe(line.vat_minor);
    // what the fiscal terminal is sent is what the customer pays
    expect(sum(fiscalLines(line).map((f) => f.total_minor))).toBe(line.net_minor);
    for (const piece of line.taxes) {
      expect(piece.amount_minor).toBeGreaterThanOrEqual(0);
      expect(piece.vat_minor).toBe(vatOfInclusive(piece.amount_minor, piece.vat_rate));
    }
    if (line.product_id === 'klasik-menu') {
      expect(line.parts.map((p) => p.group_id)).toEqual(['main', 'side', 'drink']);
      expect(sum(line.parts.map((p) => p.amount_minor))).toBe(line.net_minor);
    }
  }
}

const where = {
  channel: fc.constantFrom('kiosk' as const, 'till' as const, 'open_order' as const, 'delivery' as const),
  store: fc.constantFrom(null, 'kadikoy', 'besiktas'),
};

describe('priceCart properties', () => {
  it('totals equal the sum of the lines, lines the sum of their parts, VAT per rate exact, nothing negative', () => {
    fc.assert(
      fc.property(
        linesArb,
        promotionsArb,
        channelPricesArb,
        discountsArb,
        where.channel,
        where.store,
        (lines, promotions, channel_prices, specs, channel, store) => {
          const priced = priceCart({
            lines,
            rules: { ...testMenu, promotions, channel_prices },
            channel,
            store_id: store,
            at: new Date('2026-11-27T12:00:00+03:00'),
            time_zone: 'Europe/Istanbul',
            // the till alone takes manual discounts
            manual_discounts: MANUAL_DISCOUNT_CHANNELS.includes(channel) ? discountsFor(specs, lines) : [],
          });
          expect(priced.issues).toEqual([]);
          expect(priced.lines).toHaveLength(lines.length);
          checkInvariants(priced);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('without promotions, discounts and deals gives exactly the cart totals of today', () => {
    fc.assert(
      fc.property(fc.array(plainLine, { minLength: 1, maxLength: 8 }), (raw) => {
        const lines = raw.map((l, i): CartPricingLine => ({ id: `l${i}`, ...l }));
        const priced = priceCart({
          lines,
          rules: testMenu,
          channel: 'kiosk',
          store_id: null,
          at: new Date('2026-11-27T12:00:00+03:00'),
          time_zone: 'Europe/Istanbul',
        });
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
        expect(priced.totals.discount_minor).toBe(0);
      }),
    );
  });

  it('refunding every part of a deal, unit by unit, gives back exactly what the line cost', () => {
    fc.assert(
      fc.property(
        dealLine,
        promotionsArb,
        discountsArb,
        fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
        (deal, promotions, specs, splits) => {
          const lines: CartPricingLine[] = [{ id: 'menu', ...deal }];
          const priced = priceCart({
            lines,
            rules: { ...testMenu, promotions },
            channel: 'till',
            store_id: null,
            at: new Date('2026-11-27T12:00:00+03:00'),
            time_zone: 'Europe/Istanbul',
            manual_discounts: discountsFor(specs, lines),
          });
          const [line] = priced.lines;
          if (!line) throw new Error('the deal was priced');
          const items = line.parts.map((p, i) => ({
            id: `p${i}`,
            quantity: line.quantity,
            totalMinor: p.amount_minor,
            refundedQuantity: 0,
          }));
          let refunded = 0;
          for (const [index, item] of items.entries()) {
            const units = 1 + ((splits[index] ?? 0) % line.quantity);
            // a first refund of some units, then the rest
            for (const chunk of [units, line.quantity - units]) {
              if (chunk === 0) continue;
              const result = refundLines(items, [{ order_item_id: item.id, quantity: chunk }]);
              if (!result.ok) throw new Error(result.code);
              refunded += result.amountMinor;
              item.refundedQuantity += chunk;
            }
          }
          expect(refunded).toBe(line.net_minor);
        },
      ),
    );
  });
});
