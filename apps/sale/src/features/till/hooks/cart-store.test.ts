import { beforeEach, describe, expect, it } from 'vitest';
import {
  addLine,
  cartStore,
  changeSelectedQuantity,
  clearCart,
  removeLine,
  selectLine,
  setLineNote,
  setOrderType,
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
    expect(cartStore.get()).toEqual({ lines: [], orderType: 'eat_in', note: '', selectedLineId: null });
  });
});
