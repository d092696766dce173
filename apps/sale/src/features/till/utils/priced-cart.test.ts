import type { CartLine, DealPart } from '@kiosk/domain';
import { withoutProduct, withPrice, withStock } from '@kiosk/ui';
import { IDS, testMenu } from '@kiosk/ui/testing';
import { describe, expect, it } from 'vitest';
import { DEAL, dealMenu } from './deal-menu.fixture';
import { checkoutDraft, priceCart } from './priced-cart';

const burger: CartLine = {
  id: 'a',
  productId: IDS.burger,
  quantity: 2,
  selection: { [IDS.breadStep]: { [IDS.brioche]: 1 }, [IDS.sauceStep]: { [IDS.cheeseOption]: 2 } },
  unitPriceMinor: 31_500,
  vatRate: 10,
};
const cola: CartLine = {
  id: 'b',
  productId: IDS.cola,
  quantity: 1,
  selection: {},
  unitPriceMinor: 6_000,
  vatRate: 10,
  note: 'Buzsuz',
};

describe('the till cart priced against the live menu', () => {
  it('prices lines with the domain: base + options × quantity; totals with KDV included', () => {
    const cart = priceCart([burger, cola], testMenu());
    // 245 + 10 (brioche) + 2 × 30 (cheddar) = 315 TL per burger
    expect(cart.lines.map((l) => l.unitPriceMinor)).toEqual([31_500, 6_000]);
    expect(cart.totals.total_minor).toBe(2 * 31_500 + 6_000);
    expect(cart.totals.vat_minor + cart.totals.subtotal_minor).toBe(cart.totals.total_minor);
    expect(cart.blocked).toEqual([]);
  });

  it('follows a live price change, of the product and of a linked option', () => {
    let menu = withPrice(testMenu(), IDS.cola, 7_500);
    menu = withPrice(menu, IDS.cheese, 3_500);
    const cart = priceCart([burger, cola], menu);
    expect(cart.lines.map((l) => l.unitPriceMinor)).toEqual([24_500 + 1_000 + 2 * 3_500, 7_500]);
  });

  it('marks a line whose product sold out or left the menu, and that blocks payment', () => {
    const soldOut = priceCart([burger, cola], withStock(testMenu(), IDS.cola, false));
    expect(soldOut.blocked.map((l) => [l.line.id, l.problem])).toEqual([['b', 'out_of_stock']]);
    const removed = priceCart([burger, cola], withoutProduct(testMenu(), IDS.burger));
    expect(removed.blocked.map((l) => [l.line.id, l.problem])).toEqual([['a', 'removed']]);
    // a product gone from the menu keeps the price it was added at
    expect(removed.lines[0]?.unitPriceMinor).toBe(31_500);
  });

  it('hands the checkout the order lines (with the names the till shows), type, note and total', () => {
    const menu = testMenu();
    const nameOf = (id: string) => menu.products.find((p) => p.id === id)?.name;
    const cart = priceCart([burger, cola], menu);
    expect(checkoutDraft(cart, 'takeaway', '  Acele  ')).toEqual({
      items: [
        { product_id: IDS.burger, quantity: 2, selection: burger.selection, name: nameOf(IDS.burger) },
        { product_id: IDS.cola, quantity: 1, selection: {}, note: 'Buzsuz', name: nameOf(IDS.cola) },
      ],
      order_type: 'takeaway',
      notes: 'Acele',
      total_minor: 69_000,
    });
    expect(checkoutDraft(cart, 'eat_in', '')).not.toHaveProperty('notes');
  });
});

describe('the till cart priced with deals, promotions and manual discounts', () => {
  const burgerPlain = {
    ...burger,
    id: 'p',
    quantity: 1,
    selection: { [IDS.breadStep]: { [IDS.sesame]: 1 } },
  };
  const menuLine = (drink: string): CartLine & { parts: DealPart[] } => ({
    id: 'm',
    productId: DEAL.menu,
    quantity: 1,
    selection: {},
    unitPriceMinor: 0,
    vatRate: 10,
    parts: [
      { group_id: DEAL.main, product_id: IDS.burger, selection: { [IDS.breadStep]: { [IDS.sesame]: 1 } } },
      { group_id: DEAL.drink, product_id: drink, selection: {} },
    ],
  });

  it('prices a deal line as the deal (base + the choice’s delta), its parts sharing the price', () => {
    const cart = priceCart([menuLine(DEAL.ayran)], dealMenu());
    const [line] = cart.lines;
    expect(line?.unitPriceMinor).toBe(28_500);
    expect(line?.parts.map((p) => p.product_id)).toEqual([IDS.burger, DEAL.ayran]);
    expect(line?.parts.reduce((sum, p) => sum + p.amount_minor, 0)).toBe(28_500);
    expect(cart.totals.total_minor).toBe(28_500);
  });

  it('blocks a deal whose chosen part sold out', () => {
    const cart = priceCart([menuLine(IDS.cola)], withStock(dealMenu(), IDS.cola, false));
    expect(cart.blocked.map((l) => l.problem)).toEqual(['out_of_stock']);
  });

  it('takes an automatic promotion on the till channel, showing the saving on the line', () => {
    const promotion = {
      id: 'promo',
      name: 'Kola %50',
      active: true,
      stackable: false,
      channels: ['till' as const],
      store_ids: [],
      valid_from: null,
      valid_until: null,
      times: [],
      target: { product_ids: [IDS.cola], category_ids: [] },
      kind: { type: 'percent_off' as const, percent: 50 },
      created_at: '',
      updated_at: '',
    };
    const menu = dealMenu({ promotions: [promotion] });
    const cart = priceCart([cola], menu);
    expect(cart.lines[0]?.savings).toEqual([
      { kind: 'promotion', id: 'promo', name: 'Kola %50', amount_minor: 3_000 },
    ]);
    expect(cart.totals).toMatchObject({ gross_minor: 6_000, discount_minor: 3_000, total_minor: 3_000 });
    // not on a kiosk-only promotion's channel
    const kioskOnly = dealMenu({ promotions: [{ ...promotion, channels: ['kiosk'] }] });
    expect(priceCart([cola], kioskOnly).totals.discount_minor).toBe(0);
  });

  it('applies manual discounts on a line and on the order, and says when they need approval', () => {
    const menu = dealMenu({ manual_discount_limit: { max_percent: 10 } });
    const small = priceCart([burgerPlain, cola], menu, {
      discounts: [{ id: 'd', type: 'amount', value: 1_000, reason: 'Personel', lineId: 'b' }],
    });
    expect(small.lines[1]?.totalMinor).toBe(5_000);
    expect(small.needsApproval).toBe(false);
    const big = priceCart([burgerPlain, cola], menu, {
      discounts: [{ id: 'o', type: 'percent', value: 50, reason: 'Şikâyet', lineId: null }],
    });
    expect(big.totals.discount_minor).toBe((24_500 + 6_000) / 2);
    expect(big.needsApproval).toBe(true);
  });

  it('hands the checkout a deal’s parts and the discounts by line index', () => {
    const cart = priceCart([cola, menuLine(IDS.cola)], dealMenu());
    const draft = checkoutDraft(cart, 'eat_in', '', [
      { id: 'd', type: 'percent', value: 10, reason: 'Personel', lineId: 'm' },
    ]);
    expect(draft.items[1]?.parts).toHaveLength(2);
    expect(draft.items[0]).not.toHaveProperty('parts');
    expect(draft.discounts).toEqual([
      { type: 'percent', value: 10, reason: 'Personel', scope: 'line', line: 1 },
    ]);
  });
});
