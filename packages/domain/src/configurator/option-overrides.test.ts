import { describe, expect, it } from 'vitest';
import { optionPrice } from './configured-item.js';
import { applyOptionOverrides, effectiveOverrides } from './option-overrides.js';

const ketchup = { id: 'ketchup', price_minor: 500, max_quantity: 3 };
const mayo = { id: 'mayo', price_minor: 700, max_quantity: 3 };
const cheddar = {
  id: 'cheddar',
  price_minor: 1000,
  max_quantity: 1,
  product_id: 'p-cheddar',
  is_manual_price: false,
  linked_price_minor: 1500,
};

describe('applyOptionOverrides', () => {
  it('keeps the group as it is without overrides', () => {
    expect(applyOptionOverrides([ketchup, mayo], undefined)).toEqual([ketchup, mayo]);
    expect(applyOptionOverrides([ketchup, mayo], [])).toEqual([ketchup, mayo]);
  });

  it("takes the product's own price and leaves out what it hides", () => {
    const result = applyOptionOverrides(
      [ketchup, mayo],
      [
        { option_id: 'ketchup', price_minor: 250, hidden: false },
        { option_id: 'mayo', price_minor: null, hidden: true },
      ],
    );
    expect(result.map((o) => [o.id, optionPrice(o)])).toEqual([['ketchup', 250]]);
    // the group's own option is not changed
    expect(ketchup.price_minor).toBe(500);
  });

  it("wins over a linked product's price", () => {
    expect(optionPrice(cheddar)).toBe(1500);
    const [own] = applyOptionOverrides(
      [cheddar],
      [{ option_id: 'cheddar', price_minor: 900, hidden: false }],
    );
    expect(own && optionPrice(own)).toBe(900);
  });

  it('keeps the price of an override that only names the option', () => {
    const [same] = applyOptionOverrides([mayo], [{ option_id: 'mayo', price_minor: null, hidden: false }]);
    expect(same).toEqual(mayo);
  });
});

describe('effectiveOverrides', () => {
  it('drops overrides that change nothing or name an option the group lacks', () => {
    expect(
      effectiveOverrides(
        [
          { option_id: 'ketchup', price_minor: 500, hidden: false },
          { option_id: 'mayo', price_minor: 900, hidden: false },
          { option_id: 'gone', price_minor: 100, hidden: true },
        ],
        [ketchup, mayo],
      ),
    ).toEqual([{ option_id: 'mayo', price_minor: 900, hidden: false }]);
  });

  it('keeps a hidden option without a price of its own', () => {
    expect(effectiveOverrides([{ option_id: 'ketchup', price_minor: 500, hidden: true }], [ketchup])).toEqual(
      [{ option_id: 'ketchup', price_minor: null, hidden: true }],
    );
  });
});
