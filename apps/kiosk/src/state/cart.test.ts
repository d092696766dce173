import { describe, expect, it } from 'vitest';
import { addToCart, type CartLine, orderItems, replaceLine } from './cart';

const part = (group_id: string, product_id: string) => ({ group_id, product_id, selection: {} });
const meal = (id: string, drink: string, quantity = 1): CartLine => ({
  id,
  productId: 'meal',
  quantity,
  selection: {},
  unitPriceMinor: 30_000,
  vatRate: 10,
  name: 'Menü',
  image: null,
  parts: [part('main', 'burger'), part('drink', drink)],
});
const cola: CartLine = {
  id: 'c',
  productId: 'cola',
  quantity: 1,
  selection: {},
  unitPriceMinor: 6_000,
  vatRate: 10,
  name: 'Kola',
  image: null,
};

describe('kiosk cart lines with meal deals', () => {
  it('merges the same deal with the very same parts, and keeps a deal of other parts apart', () => {
    const one = addToCart([], meal('a', 'ayran'));
    const same = addToCart(one, meal('b', 'ayran', 2));
    expect(same.map((l) => [l.id, l.quantity])).toEqual([['a', 3]]);
    const other = addToCart(same, meal('c', 'large-cola'));
    expect(other.map((l) => [l.id, l.quantity])).toEqual([
      ['a', 3],
      ['c', 1],
    ]);
    // plain lines merge as before
    expect(
      addToCart(addToCart([cola], { ...cola, id: 'd' }), meal('e', 'ayran')).map((l) => l.quantity),
    ).toEqual([2, 1]);
  });

  it('an edited deal keeps its place, or joins an equal one', () => {
    const lines = [meal('a', 'ayran'), cola, meal('b', 'large-cola')];
    const edited = replaceLine(lines, 'a', meal('a', 'fanta'));
    expect(edited.map((l) => l.id)).toEqual(['a', 'c', 'b']);
    expect(edited[0]?.parts?.[1]?.product_id).toBe('fanta');
    const joined = replaceLine(lines, 'a', meal('a', 'large-cola'));
    expect(joined.map((l) => [l.id, l.quantity])).toEqual([
      ['c', 1],
      ['b', 2],
    ]);
  });

  it('sends a deal with its parts and a plain line without', () => {
    const items = orderItems([meal('a', 'ayran'), cola]);
    expect(items[0]).toMatchObject({
      product_id: 'meal',
      quantity: 1,
      parts: [part('main', 'burger'), part('drink', 'ayran')],
    });
    expect(items[1]).not.toHaveProperty('parts');
  });
});
