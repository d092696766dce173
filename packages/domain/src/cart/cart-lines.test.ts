import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartLine,
  itemCount,
  normalizeSelection,
  orderItems,
  removeProduct,
  replaceLine,
  sameSelection,
  setLineQuantity,
  totalsOf,
} from './cart-lines.js';

const IDS = {
  burger: '00000000-0000-4000-8000-000000000001',
  cola: '00000000-0000-4000-8000-000000000002',
  juice: '00000000-0000-4000-8000-000000000003',
  breadStep: '00000000-0000-4000-8000-0000000000b1',
  sauceStep: '00000000-0000-4000-8000-0000000000b2',
  sesame: '00000000-0000-4000-8000-0000000000c1',
  brioche: '00000000-0000-4000-8000-0000000000c2',
  ketchup: '00000000-0000-4000-8000-0000000000c3',
} as const;

const line = (id: string, extra: Partial<CartLine> = {}): CartLine => ({
  id,
  productId: IDS.cola,
  quantity: 1,
  selection: {},
  unitPriceMinor: 6_000,
  vatRate: 10,
  ...extra,
});

const burger = (id: string, bread: string, quantity = 1) =>
  line(id, {
    productId: IDS.burger,
    quantity,
    selection: { [IDS.breadStep]: { [bread]: 1 }, [IDS.sauceStep]: {} },
    unitPriceMinor: bread === IDS.brioche ? 25_500 : 24_500,
  });

describe('cart', () => {
  it('merges the same product with the same choices, keeps different choices apart', () => {
    let lines = addToCart([], burger('a', IDS.sesame));
    lines = addToCart(lines, burger('b', IDS.sesame, 2));
    lines = addToCart(lines, burger('c', IDS.brioche));
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      ['a', 3],
      ['c', 1],
    ]);
    expect(sameSelection({ x: { y: 1, z: 0 }, w: {} }, { x: { y: 1 } })).toBe(true);
    expect(normalizeSelection({ b: { y: 0 }, a: { z: 2 } })).toEqual({ a: { z: 2 }, b: {} });
  });

  it('changes quantities (0 removes), caps at 99 and removes every line of a product', () => {
    let lines = [line('a'), burger('b', IDS.sesame)];
    lines = setLineQuantity(lines, 'a', 150);
    expect(lines[0]?.quantity).toBe(99);
    lines = setLineQuantity(lines, 'a', 0);
    expect(lines.map((l) => l.id)).toEqual(['b']);
    const { lines: left, removed } = removeProduct([line('a'), burger('b', IDS.sesame), line('c')], IDS.cola);
    expect(left.map((l) => l.id)).toEqual(['b']);
    expect(removed.map((l) => l.id)).toEqual(['a', 'c']);
  });

  it('edits a line in place', () => {
    const lines = [burger('a', IDS.sesame), line('b')];
    const edited = replaceLine(lines, 'a', burger('a', IDS.brioche, 2));
    expect(edited.map((l) => [l.id, l.unitPriceMinor, l.quantity])).toEqual([
      ['a', 25_500, 2],
      ['b', 6_000, 1],
    ]);
  });

  it('totals with VAT included by the domain rules, in integer kuruş', () => {
    const lines = [
      burger('a', IDS.brioche, 2),
      line('b', { quantity: 3 }),
      line('c', { unitPriceMinor: 35_000, vatRate: 20 }),
    ];
    const totals = totalsOf(lines);
    expect(totals.total_minor).toBe(2 * 25_500 + 3 * 6_000 + 35_000);
    // 69 000 at 10 %: 6 273 (rounded); 35 000 at 20 %: 5 833
    expect(totals.vat_minor).toBe(
      Math.round((51_000 * 10) / 110) + Math.round((18_000 * 10) / 110) + Math.round((35_000 * 20) / 120),
    );
    expect(totals.subtotal_minor).toBe(totals.total_minor - totals.vat_minor);
    expect(itemCount(lines)).toBe(6);
  });

  it('sends the lines the server prices again', () => {
    expect(orderItems([burger('a', IDS.sesame, 2)])).toEqual([
      {
        product_id: IDS.burger,
        quantity: 2,
        selection: { [IDS.breadStep]: { [IDS.sesame]: 1 }, [IDS.sauceStep]: {} },
      },
    ]);
  });

  it('keeps lines with different notes apart (till line notes) and sends the note', () => {
    let lines = addToCart([], line('a', { note: 'Buzsuz' }));
    lines = addToCart(lines, line('b'));
    lines = addToCart(lines, line('c', { note: 'Buzsuz' }));
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(orderItems(lines)[0]).toMatchObject({ product_id: IDS.cola, quantity: 2, note: 'Buzsuz' });
    expect(orderItems(lines)[1]).not.toHaveProperty('note');
    expect(orderItems(lines)[0]).not.toHaveProperty('suggested');
    expect(orderItems([{ ...(lines[0] as (typeof lines)[0]), suggested: true }])[0]).toMatchObject({
      suggested: true,
    });
  });
});
