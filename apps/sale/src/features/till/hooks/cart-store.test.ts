import { beforeEach, describe, expect, it } from 'vitest';
import {
  addDiscount,
  addLine,
  cartStore,
  changeSelectedQuantity,
  clearCart,
  removeDiscount,
  removeLine,
  replaceCart,
  selectLine,
  setLineNote,
  setOrderType,
  updateLine,
} from './cart-store';

const cola = {
  productId: 'cola',
  quantity: 1,
  selection: {},
  unitPriceMinor: 6_000,
  vatRate: 10,
  name: 'Kola',
};
const burger = {
  productId: 'burger',
  quantity: 1,
  selection: { bread: { brioche: 1 } },
  unitPriceMinor: 25_500,
  vatRate: 10,
  name: 'Klasik Burger',
};

describe('the till cart', () => {
  beforeEach(() => clearCart());

  it('merges the same product and choices into one line and selects the line just added', () => {
    addLine(cola);
    addLine(burger);
    addLine(cola);
    const { lines, selectedLineId } = cartStore.get();
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['cola', 2],
      ['burger', 1],
    ]);
    expect(lines.find((l) => l.id === selectedLineId)?.productId).toBe('cola');
  });

  it('+ and - change the selected line, never below one', () => {
    addLine(cola);
    addLine(burger);
    changeSelectedQuantity(1);
    changeSelectedQuantity(1);
    expect(cartStore.get().lines.find((l) => l.productId === 'burger')?.quantity).toBe(3);
    const colaLine = cartStore.get().lines.find((l) => l.productId === 'cola');
    selectLine(colaLine?.id ?? null);
    changeSelectedQuantity(-1);
    expect(cartStore.get().lines.find((l) => l.productId === 'cola')?.quantity).toBe(1);
  });

  it('keeps a line note, and a removed selected line passes the selection on', () => {
    addLine(cola);
    addLine(burger);
    const burgerLine = cartStore.get().lines.find((l) => l.productId === 'burger');
    setLineNote(burgerLine?.id ?? '', 'Soğansız');
    expect(cartStore.get().lines.find((l) => l.productId === 'burger')?.note).toBe('Soğansız');
    setLineNote(burgerLine?.id ?? '', '  ');
    expect(cartStore.get().lines.find((l) => l.productId === 'burger')).not.toHaveProperty('note');
    removeLine(burgerLine?.id ?? '');
    expect(cartStore.get().selectedLineId).toBe(cartStore.get().lines[0]?.id);
  });

  it('clears everything, order type and note included', () => {
    addLine(cola);
    setOrderType('takeaway');
    clearCart();
    expect(cartStore.get()).toEqual({
      lines: [],
      orderType: 'eat_in',
      note: '',
      selectedLineId: null,
      discounts: [],
    });
  });
});

describe('the till cart with meal deals and manual discounts', () => {
  const deal = (drink: string) => ({
    productId: 'menu',
    quantity: 1,
    selection: {},
    unitPriceMinor: 30_000,
    vatRate: 10,
    name: 'Klasik Menü',
    parts: [
      { group_id: 'main', product_id: 'burger', selection: {} },
      { group_id: 'drink', product_id: drink, selection: {} },
    ],
  });
  beforeEach(() => clearCart());

  it('keeps deals with other parts on their own lines, and merges the same deal', () => {
    addLine(deal('cola'));
    addLine(deal('ayran'));
    addLine(deal('cola'));
    expect(cartStore.get().lines.map((l) => [l.parts?.[1]?.product_id, l.quantity])).toEqual([
      ['cola', 2],
      ['ayran', 1],
    ]);
  });

  it('edits a deal line in place without merging it into an equal-priced one', () => {
    addLine(deal('cola'));
    addLine(deal('ayran'));
    const [first] = cartStore.get().lines;
    updateLine(first?.id ?? '', deal('fanta'));
    expect(cartStore.get().lines.map((l) => l.parts?.[1]?.product_id)).toEqual(['fanta', 'ayran']);
  });

  it('drops a line discount with its line, keeps the order discount, and removes one on request', () => {
    addLine(cola);
    addLine(burger);
    const [colaLine] = cartStore.get().lines;
    addDiscount({ type: 'percent', value: 10, reason: 'Personel', lineId: colaLine?.id ?? '' });
    addDiscount({ type: 'amount', value: 500, reason: 'Şikâyet', lineId: null });
    removeLine(colaLine?.id ?? '');
    expect(cartStore.get().discounts.map((d) => d.reason)).toEqual(['Şikâyet']);
    removeDiscount(cartStore.get().discounts[0]?.id ?? '');
    expect(cartStore.get().discounts).toEqual([]);
  });

  it('replaces the cart with a reopened tab, its discounts on the new lines', () => {
    addLine(burger);
    replaceCart(
      [cola, deal('cola')],
      [
        { type: 'percent', value: 10, reason: 'Personel', scope: 'line', line: 1 },
        { type: 'amount', value: 500, reason: 'Şikâyet', scope: 'order' },
      ],
    );
    const { lines, discounts } = cartStore.get();
    expect(lines.map((l) => l.productId)).toEqual(['cola', 'menu']);
    expect(discounts.map((d) => d.lineId)).toEqual([lines[1]?.id, null]);
  });
});
