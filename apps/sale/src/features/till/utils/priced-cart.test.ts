import type { CartLine } from '@kiosk/domain';
import { withoutProduct, withPrice, withStock } from '@kiosk/ui';
import { IDS, testMenu } from '@kiosk/ui/testing';
import { describe, expect, it } from 'vitest';
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
