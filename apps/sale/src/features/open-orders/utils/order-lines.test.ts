import { describe, expect, it } from 'vitest';
import { addedLines, cartLinesOf, discountsOf, itemsOf, linesKey } from './order-lines';

const line = (productId: string, quantity: number, selection = {}) => ({
  productId,
  quantity,
  selection,
  unitPriceMinor: 100,
  vatRate: 10,
  name: productId,
});

describe('open order lines', () => {
  it("keeps the cashier's additions beyond the loaded order (new lines, raised quantities)", () => {
    const loaded = [line('kola', 1), line('burger', 2, { s: { o: 1 } })];
    const cart = [line('kola', 3), line('burger', 2, { s: { o: 1 } }), line('ayran', 1)];
    expect(addedLines(cart, loaded).map((l) => [l.productId, l.quantity])).toEqual([
      ['kola', 2],
      ['ayran', 1],
    ]);
    expect(addedLines(loaded, loaded)).toEqual([]);
  });
  it('tells unsaved changes by product, choices and quantity, not by order or ids', () => {
    const a = [
      { ...line('kola', 1), id: 'x' },
      { ...line('ayran', 2), id: 'y' },
    ];
    const b = [
      { ...line('ayran', 2), id: 'p' },
      { ...line('kola', 1), id: 'q' },
    ];
    expect(linesKey(a)).toBe(linesKey(b));
    expect(linesKey(a)).not.toBe(linesKey([{ ...line('kola', 2), id: 'x' }]));
  });
});

describe('open order lines with meal deals and manual discounts', () => {
  const deal = (drink: string, id: string) => ({
    ...line('menu', 1),
    id,
    parts: [
      { group_id: 'main', product_id: 'burger', selection: {} },
      { group_id: 'drink', product_id: drink, selection: {} },
    ],
  });
  const off = (lineId: string | null, value = 10) => ({
    id: 'd',
    type: 'percent' as const,
    value,
    reason: 'Personel',
    lineId,
  });

  it('sends a deal’s parts and the discounts by line index', () => {
    const lines = [{ ...line('kola', 1), id: 'a' }, deal('ayran', 'b')];
    expect(itemsOf(lines)[1]?.parts).toHaveLength(2);
    expect(itemsOf(lines)[0]).not.toHaveProperty('parts');
    expect(discountsOf(lines, [off('b')])).toEqual([
      { type: 'percent', value: 10, reason: 'Personel', scope: 'line', line: 1 },
    ]);
  });

  it('tells a changed part or a changed discount as unsaved, not the lines’ order', () => {
    const lines = [{ ...line('kola', 1), id: 'a' }, deal('ayran', 'b')];
    const reordered = [deal('ayran', 'y'), { ...line('kola', 1), id: 'x' }];
    expect(linesKey(lines, [off('b')])).toBe(linesKey(reordered, [off('y')]));
    expect(linesKey(lines)).not.toBe(linesKey([{ ...line('kola', 1), id: 'a' }, deal('kola', 'b')]));
    expect(linesKey(lines, [off('b')])).not.toBe(linesKey(lines, [off('b', 20)]));
    expect(linesKey(lines, [off('b')])).not.toBe(linesKey(lines, [off('a')]));
    expect(linesKey(lines, [off(null)])).not.toBe(linesKey(lines));
  });

  it('rebuilds a saved deal’s parts with their options from the tab', () => {
    const configuration = { step_id: 's', option_id: 'o', quantity: 1 };
    const part = (group: string, product: string) => ({
      group_id: group,
      product_id: product,
      configurations: group === 'main' ? [configuration] : [],
    });
    const order = {
      items: [
        {
          product_id: 'menu',
          product_name: 'Klasik Menü',
          quantity: 2,
          unit_price_minor: 30_000,
          vat_rate: 10,
          configurations: [],
          parts: [part('main', 'burger'), part('drink', 'ayran')],
        },
      ],
    } as unknown as Parameters<typeof cartLinesOf>[0];
    expect(cartLinesOf(order)[0]?.parts).toEqual([
      { group_id: 'main', product_id: 'burger', selection: { s: { o: 1 } } },
      { group_id: 'drink', product_id: 'ayran', selection: {} },
    ]);
  });
});
