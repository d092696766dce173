import { describe, expect, it } from 'vitest';
import { refundLines } from '../payments/till-money.js';
import {
  apportionDeal,
  type DealPart,
  type DealPartLookup,
  dealDefinitionIssues,
  dealSelectionIssues,
  dealUnitPrice,
  type MealDeal,
  orderedDealParts,
} from './meal-deals.js';
import { pricingContext } from './pricing-context.js';
import { klasikGroups, testMenu } from './test-menu.js';

const ctx = pricingContext(testMenu, {
  channel: 'kiosk',
  store_id: null,
  at: new Date('2026-11-27T12:00:00+03:00'),
  time_zone: 'Europe/Istanbul',
});
const deal: MealDeal = { product_id: 'klasik-menu', base_price_minor: 30_000, groups: klasikGroups };
const lookup: DealPartLookup = ctx.lookup;

const large: DealPart[] = [
  { group_id: 'drink', product_id: 'cola-large', selection: { ice: { 'no-ice': 1 } } },
  { group_id: 'main', product_id: 'burger', selection: { sauces: { bbq: 2 } } },
  { group_id: 'side', product_id: 'fries-large', selection: {} },
];

describe('meal deal price', () => {
  it('is base + deltas + the parts’ option prices', () => {
    // 300 TL + large fries 15 + large cola 10 + two bbq sauces 2 × 5
    expect(dealUnitPrice(deal, large, lookup)).toBe(30_000 + 1_500 + 1_000 + 1_000);
    const plain: DealPart[] = [
      { group_id: 'main', product_id: 'burger', selection: {} },
      { group_id: 'side', product_id: 'fries', selection: {} },
      { group_id: 'drink', product_id: 'cola', selection: { ice: { 'with-ice': 1 } } },
    ];
    expect(dealUnitPrice(deal, plain, lookup)).toBe(30_000);
    // a linked option takes its product's price (cheese 25 TL)
    const cheesy = [{ ...plain[0], selection: { extras: { cheese: 1 } } } as DealPart, ...plain.slice(1)];
    expect(dealUnitPrice(deal, cheesy, lookup)).toBe(32_500);
  });

  it('orders the parts by the deal’s groups, then as chosen', () => {
    expect(orderedDealParts(deal, large).map((p) => p.group_id)).toEqual(['main', 'side', 'drink']);
    const twoDrinks: MealDeal = {
      ...deal,
      groups: deal.groups.map((g) => (g.id === 'drink' ? { ...g, max: 2 } : g)),
    };
    const parts: DealPart[] = [
      { group_id: 'drink', product_id: 'water', selection: {} },
      { group_id: 'main', product_id: 'burger', selection: {} },
      { group_id: 'drink', product_id: 'beer', selection: {} },
    ];
    expect(orderedDealParts(twoDrinks, parts).map((p) => p.product_id)).toEqual(['burger', 'water', 'beer']);
  });
});

describe('meal deal selection issues', () => {
  it('accepts a complete, allowed selection', () => {
    expect(dealSelectionIssues(deal, large, lookup)).toEqual([]);
  });

  it('names a missing group and a group with too many', () => {
    const parts: DealPart[] = [
      { group_id: 'main', product_id: 'burger', selection: {} },
      { group_id: 'side', product_id: 'fries', selection: {} },
      { group_id: 'side', product_id: 'fries-large', selection: {} },
    ];
    expect(dealSelectionIssues(deal, parts, lookup, 'items.0.')).toEqual([
      { code: 'group_too_many', field: 'items.0.groups.side', group_id: 'side' },
      { code: 'group_missing', field: 'items.0.groups.drink', group_id: 'drink' },
    ]);
  });

  it('refuses a product the group does not allow, an unknown group and an unknown product', () => {
    const parts: DealPart[] = [
      { group_id: 'main', product_id: 'burger', selection: {} },
      { group_id: 'side', product_id: 'beer', selection: {} },
      { group_id: 'drink', product_id: 'nope', selection: {} },
      { group_id: 'dessert', product_id: 'cola', selection: {} },
    ];
    expect(dealSelectionIssues(deal, parts, lookup).map((i) => [i.code, i.field])).toEqual([
      ['product_not_allowed', 'parts.1.product_id'],
      ['product_not_allowed', 'parts.2.product_id'],
      ['unknown_group', 'parts.3.group_id'],
    ]);
    // a refused part still counts in its group: the part is what to fix, not the group
  });

  it('refuses a sold-out part, a part out of its hours, and a part’s own bad options', () => {
    const soldOut: DealPartLookup = (id) => {
      const part = lookup(id);
      return part && id === 'cola-large' ? { ...part, available: false } : part;
    };
    expect(dealSelectionIssues(deal, large, soldOut)).toEqual([
      { code: 'part_sold_out', field: 'parts.0.product_id', product_id: 'cola-large' },
    ]);
    const late: DealPartLookup = (id) => {
      const part = lookup(id);
      return part && id === 'burger' ? { ...part, available_now: false } : part;
    };
    expect(dealSelectionIssues(deal, large, late).map((i) => i.code)).toEqual(['part_not_available_now']);
    const badOptions = large.map((p) =>
      p.product_id === 'cola-large' ? { ...p, selection: { ice: {} } } : p,
    );
    const [issue] = dealSelectionIssues(deal, badOptions, lookup);
    expect(issue).toMatchObject({
      code: 'part_selection',
      field: 'parts.0.selection',
      product_id: 'cola-large',
    });
    expect(issue?.code === 'part_selection' && issue.issues).toEqual([
      { code: 'required_missing', stepId: 'ice' },
    ]);
  });
});

describe('meal deal apportionment', () => {
  it('splits by the parts’ own list prices, kuruş exact, VAT at each part’s rate', () => {
    // list prices: burger + 2 bbq 260 TL, large fries 75, large cola 50 (= 385); deal 335 TL
    const shares = apportionDeal(deal, large, lookup, 33_500);
    expect(shares.map((s) => [s.product_id, s.list_unit_minor, s.amount_minor])).toEqual([
      ['burger', 26_000, 22_623], // 33500 × 260/385 = 22623.38
      ['fries-large', 7_500, 6_526], // 6525.97 (the larger remainder gets the kuruş)
      ['cola-large', 5_000, 4_351], // 4350.65
    ]);
    expect(shares.reduce((sum, s) => sum + s.amount_minor, 0)).toBe(33_500);
    expect(shares.map((s) => s.vat_minor)).toEqual([2_057, 593, 396]);
  });

  it('carries a beer’s 20 % and a water’s 1 % on their own shares', () => {
    const parts: DealPart[] = [
      { group_id: 'main', product_id: 'burger', selection: {} },
      { group_id: 'side', product_id: 'water', selection: {} },
      { group_id: 'drink', product_id: 'beer', selection: {} },
    ];
    const total = dealUnitPrice(deal, parts, lookup) * 2;
    const shares = apportionDeal(deal, parts, lookup, total);
    expect(shares.map((s) => s.vat_rate)).toEqual([10, 1, 20]);
    // 2 × 330 TL = 660 over 250 / 15 / 90 (= 355)
    expect(shares.map((s) => s.amount_minor)).toEqual([46_479, 2_789, 16_732]);
    expect(shares.map((s) => s.vat_minor)).toEqual([4_225, 28, 2_789]);
  });

  it('refunds one part of a deal with its share, and all parts unit by unit with the deal’s price', () => {
    const quantity = 3;
    const total = dealUnitPrice(deal, large, lookup) * quantity;
    const shares = apportionDeal(deal, large, lookup, total);
    const items = shares.map((s, i) => ({
      id: `part-${i}`,
      quantity,
      totalMinor: s.amount_minor,
      refundedQuantity: 0,
    }));
    const fries = refundLines(items, [{ order_item_id: 'part-1', quantity }]);
    expect(fries).toEqual({
      ok: true,
      amountMinor: shares[1]?.amount_minor,
      lines: [{ order_item_id: 'part-1', quantity }],
    });
    let refunded = 0;
    for (const item of items) {
      for (let unit = 0; unit < quantity; unit += 1) {
        const result = refundLines(items, [{ order_item_id: item.id, quantity: 1 }]);
        if (!result.ok) throw new Error(result.code);
        refunded += result.amountMinor;
        item.refundedQuantity += 1;
      }
    }
    expect(refunded).toBe(total);
  });
});

describe('meal deal definition issues', () => {
  it('accepts the Klasik Burger Menü and names each problem of a bad one by field', () => {
    expect(dealDefinitionIssues(deal)).toEqual([]);
    expect(dealDefinitionIssues({ ...deal, groups: [] })).toEqual([
      { field: 'groups', code: 'groups_required' },
    ]);
    const bad: MealDeal = {
      ...deal,
      groups: [
        { id: 'g', name: ' ', min: 2, max: 1, choices: [] },
        {
          id: 'g',
          name: 'İçecek',
          min: 0,
          max: 0,
          choices: [
            { product_id: 'cola', price_delta_minor: 0 },
            { product_id: 'cola', price_delta_minor: -500 },
            { product_id: 'klasik-menu', price_delta_minor: 1.5 },
          ],
        },
      ],
    };
    expect(dealDefinitionIssues(bad)).toEqual([
      { field: 'groups.0.name', code: 'group_name_required' },
      { field: 'groups.0.max', code: 'group_counts_invalid' },
      { field: 'groups.0.choices', code: 'choices_required' },
      { field: 'groups.1.id', code: 'group_id_duplicate' },
      { field: 'groups.1.max', code: 'group_counts_invalid' },
      { field: 'groups.1.choices.1.product_id', code: 'choice_duplicate' },
      { field: 'groups.1.choices.2.product_id', code: 'choice_is_deal' },
      { field: 'groups.1.choices.2.price_delta_minor', code: 'delta_invalid' },
    ]);
  });
});
