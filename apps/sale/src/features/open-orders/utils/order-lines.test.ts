import { describe, expect, it } from 'vitest';
import { addedLines, linesKey } from './order-lines';

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
