import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { editedLines } from '../src/services/order-line-edit.js';

const burgerLine = {
  id: 'line-1',
  product_id: 'burger',
  product_name: 'Burger',
  product_sku: null,
  unit_price_minor: 25_000,
  vat_rate: 10,
  configurations: [{ option_name: 'Cheese' }],
};
const secondBurger = { ...burgerLine, id: 'line-2', unit_price_minor: 27_000, configurations: [] };
const existing = new Map([
  [burgerLine.id, burgerLine],
  [secondBurger.id, secondBurger],
]);
const products = new Map([
  ['burger', { id: 'burger', name: 'Burger', sku: null, price_minor: 30_000, rate: 10, is_active: true }],
  ['cola', { id: 'cola', name: 'Cola', sku: 'C1', price_minor: 5_000, rate: 20, is_active: true }],
  ['gone', { id: 'gone', name: 'Gone', sku: null, price_minor: 1_000, rate: 10, is_active: false }],
]);

describe('editedLines (the back office line edit)', () => {
  it('keeps a named line at its own price and customizations, with the new quantity', () => {
    const [line] = editedLines([{ id: 'line-2', product_id: 'burger', quantity: 3 }], existing, products);
    expect(line).toMatchObject({ unit_price_minor: 27_000, total_price_minor: 81_000, configurations: [] });
  });

  it('gives an item without an id the first unused line of its product, then the next', () => {
    const lines = editedLines(
      [
        { product_id: 'burger', quantity: 1 },
        { product_id: 'burger', quantity: 1 },
      ],
      existing,
      products,
    );
    expect(lines.map((l) => l.unit_price_minor)).toEqual([25_000, 27_000]);
    expect(lines[0]?.configurations).toEqual([{ option_name: 'Cheese' }]);
  });

  it('prices a new product from the catalogue, VAT included', () => {
    const [line] = editedLines([{ product_id: 'cola', quantity: 2 }], existing, products);
    expect(line).toMatchObject({ unit_price_minor: 5_000, total_price_minor: 10_000, vat_rate: 20 });
    expect(line?.vat_minor).toBe(1_667);
  });

  it('refuses a product that is not on sale, naming the item', () => {
    try {
      editedLines(
        [
          { product_id: 'cola', quantity: 1 },
          { product_id: 'gone', quantity: 1 },
        ],
        existing,
        products,
      );
      expect.unreachable();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      expect(error.details).toEqual([
        { field: 'items.1', message: 'Ürün bulunamadı veya satışta değil', key: 'productUnavailable' },
      ]);
    }
  });
});
