import { describe, expect, it } from 'vitest';
import {
  type CartDiscount,
  cartDiscountsOf,
  discountInputsOf,
  manualDiscountsOf,
  partsInput,
} from './cart-discounts';

const lineOff: CartDiscount = { id: 'd1', type: 'percent', value: 10, reason: 'Personel', lineId: 'b' };
const orderOff: CartDiscount = { id: 'd2', type: 'amount', value: 2_000, reason: 'Şikâyet', lineId: null };

describe('manual discounts between the cart and the order contract', () => {
  it('names a line by its index in items, an order discount without one', () => {
    expect(discountInputsOf([lineOff, orderOff], ['a', 'b'])).toEqual([
      { type: 'percent', value: 10, reason: 'Personel', scope: 'line', line: 1 },
      { type: 'amount', value: 2_000, reason: 'Şikâyet', scope: 'order' },
    ]);
  });

  it('drops a line discount whose line left the cart', () => {
    expect(discountInputsOf([lineOff], ['a'])).toEqual([]);
  });

  it('brings a saved tab’s discounts back onto its reloaded lines', () => {
    let n = 0;
    const back = cartDiscountsOf(
      discountInputsOf([lineOff, orderOff], ['a', 'b']),
      ['x', 'y'],
      () => `n${++n}`,
    );
    expect(back).toEqual([
      { id: 'n1', type: 'percent', value: 10, reason: 'Personel', lineId: 'y' },
      { id: 'n2', type: 'amount', value: 2_000, reason: 'Şikâyet', lineId: null },
    ]);
    // a line index the tab no longer has is dropped
    expect(
      cartDiscountsOf([{ type: 'percent', value: 5, reason: 'x', scope: 'line', line: 4 }], ['x'], () => 'z'),
    ).toEqual([]);
  });

  it('gives the domain line-scoped discounts by line id', () => {
    expect(manualDiscountsOf([lineOff, orderOff])).toEqual([
      { id: 'd1', type: 'percent', value: 10, reason: 'Personel', scope: 'line', line_id: 'b' },
      { id: 'd2', type: 'amount', value: 2_000, reason: 'Şikâyet', scope: 'order' },
    ]);
  });

  it('sends a deal’s parts, nothing for a plain line', () => {
    expect(partsInput(undefined)).toEqual({});
    expect(partsInput([])).toEqual({});
    expect(partsInput([{ group_id: 'g', product_id: 'p', selection: {} }])).toEqual({
      parts: [{ group_id: 'g', product_id: 'p', selection: {} }],
    });
  });
});
