import { addToCart, type CartLine, normalizeSelection, replaceLine, setLineQuantity } from '@kiosk/domain';
import { createStore, useStore } from '@kiosk/ui';

/** A till cart line: the domain's line with the name it had when added (shown if it leaves the menu). */
export interface TillLine extends CartLine {
  name: string;
}

export type OrderType = 'eat_in' | 'takeaway';

/** The current order at this till (open orders will slot in next to it). */
export interface TillCart {
  lines: TillLine[];
  orderType: OrderType;
  note: string;
  /** The line +/- act on (the last one added or touched). */
  selectedLineId: string | null;
}

/** The cart survives navigation and reloads of this tab (not other tabs, not a closed browser). */
const CART_STORAGE_KEY = 'pos_cart';

const EMPTY: TillCart = { lines: [], orderType: 'eat_in', note: '', selectedLineId: null };

function readSaved(): TillCart {
  try {
    const raw = globalThis.sessionStorage?.getItem(CART_STORAGE_KEY);
    if (!raw) return EMPTY;
    const saved = JSON.parse(raw) as Partial<TillCart>;
    if (!Array.isArray(saved.lines)) return EMPTY;
    return {
      lines: saved.lines.filter(
        (l): l is TillLine =>
          typeof l?.id === 'string' && typeof l.productId === 'string' && Number.isInteger(l.quantity),
      ),
      orderType: saved.orderType === 'takeaway' ? 'takeaway' : 'eat_in',
      note: typeof saved.note === 'string' ? saved.note : '',
      selectedLineId: typeof saved.selectedLineId === 'string' ? saved.selectedLineId : null,
    };
  } catch {
    return EMPTY;
  }
}

export const cartStore = createStore<TillCart>(readSaved());

cartStore.subscribe(() => {
  try {
    globalThis.sessionStorage?.setItem(CART_STORAGE_KEY, JSON.stringify(cartStore.get()));
  } catch {
    // storage unavailable: the cart lives for this page only
  }
});

export function useCart(): TillCart {
  return useStore(cartStore);
}

const newId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Adds a line (merged into an equal one) and selects it. */
export function addLine(line: Omit<TillLine, 'id'>): void {
  cartStore.set((cart) => {
    const added = { ...line, id: newId(), selection: normalizeSelection(line.selection) };
    const lines = addToCart(cart.lines, added);
    const merged =
      lines.find((l) => l.id === added.id) ??
      lines.find(
        (l) =>
          l.productId === added.productId && JSON.stringify(l.selection) === JSON.stringify(added.selection),
      );
    return { ...cart, lines, selectedLineId: merged?.id ?? cart.selectedLineId };
  });
}

/** Replaces a line's choices (customize again). */
export function updateLine(lineId: string, line: Omit<TillLine, 'id'>): void {
  cartStore.set((cart) => ({
    ...cart,
    lines: replaceLine(cart.lines, lineId, {
      ...line,
      id: lineId,
      selection: normalizeSelection(line.selection),
    }),
    selectedLineId: lineId,
  }));
}

export function setQuantity(lineId: string, quantity: number): void {
  cartStore.set((cart) => {
    const lines = setLineQuantity(cart.lines, lineId, quantity);
    const selected = lines.some((l) => l.id === cart.selectedLineId)
      ? cart.selectedLineId
      : (lines.at(-1)?.id ?? null);
    return { ...cart, lines, selectedLineId: selected };
  });
}

/** +1 / -1 on the selected line (keyboard + and -); - on a quantity of 1 keeps the line. */
export function changeSelectedQuantity(delta: 1 | -1): void {
  const { lines, selectedLineId } = cartStore.get();
  const line = lines.find((l) => l.id === selectedLineId) ?? lines.at(-1);
  if (!line) return;
  const next = line.quantity + delta;
  if (next < 1) return;
  setQuantity(line.id, next);
  selectLine(line.id);
}

export function removeLine(lineId: string): void {
  setQuantity(lineId, 0);
}

export function selectLine(lineId: string | null): void {
  cartStore.set((cart) => ({ ...cart, selectedLineId: lineId }));
}

export function setLineNote(lineId: string, note: string): void {
  const trimmed = note.slice(0, 200);
  cartStore.set((cart) => ({
    ...cart,
    lines: cart.lines.map((l) => {
      if (l.id !== lineId) return l;
      const { note: _old, ...rest } = l;
      return trimmed.trim() ? { ...rest, note: trimmed } : rest;
    }),
  }));
}

export function setOrderNote(note: string): void {
  cartStore.set((cart) => ({ ...cart, note: note.slice(0, 500) }));
}

export function setOrderType(orderType: OrderType): void {
  cartStore.set((cart) => ({ ...cart, orderType }));
}

export function clearCart(): void {
  cartStore.set(EMPTY);
}
