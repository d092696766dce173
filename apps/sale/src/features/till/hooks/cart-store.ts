import type { ManualDiscountInput } from '@kiosk/contracts';
import {
  addToCart,
  type CartLine,
  type DealPart,
  normalizeSelection,
  replaceLine,
  setLineQuantity,
} from '@kiosk/domain';
import { createStore, useStore } from '@kiosk/ui';
import { type CartDiscount, cartDiscountsOf } from '../../../lib/cart-discounts';

/** A till cart line: the domain's line with the name it had when added (shown if it leaves the menu). */
export interface TillLine extends CartLine {
  name: string;
  /** A meal deal's chosen parts (the line's product is the deal). */
  parts?: DealPart[];
}

export type OrderType = 'eat_in' | 'takeaway';

/** The current order at this till (open orders will slot in next to it). */
export interface TillCart {
  lines: TillLine[];
  orderType: OrderType;
  note: string;
  /** The line +/- act on (the last one added or touched). */
  selectedLineId: string | null;
  /** Manual discounts, on a line (by its id) or on the order. */
  discounts: CartDiscount[];
}

/** The cart survives navigation and reloads of this tab (not other tabs, not a closed browser). */
const CART_STORAGE_KEY = 'pos_cart';

const EMPTY: TillCart = { lines: [], orderType: 'eat_in', note: '', selectedLineId: null, discounts: [] };

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
      discounts: Array.isArray(saved.discounts)
        ? saved.discounts.filter((d): d is CartDiscount => typeof d?.id === 'string' && d.value > 0)
        : [],
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

const partsKey = (line: Pick<TillLine, 'parts'>) => JSON.stringify(line.parts ?? []);

/** A deal line merges only into the same deal with the same parts; other lines as the domain says. */
function withAdded(lines: TillLine[], added: TillLine): TillLine[] {
  if (!added.parts?.length) return addToCart(lines, added);
  const same = lines.find((l) => l.productId === added.productId && partsKey(l) === partsKey(added));
  return same ? setLineQuantity(lines, same.id, same.quantity + added.quantity) : [...lines, added];
}

/** Line discounts whose line left the cart go with it. */
function keepDiscounts(discounts: CartDiscount[], lines: TillLine[]): CartDiscount[] {
  return discounts.filter((d) => d.lineId === null || lines.some((l) => l.id === d.lineId));
}

/** Adds a line (merged into an equal one) and selects it. */
export function addLine(line: Omit<TillLine, 'id'>): void {
  cartStore.set((cart) => {
    const added = { ...line, id: newId(), selection: normalizeSelection(line.selection) };
    const lines = withAdded(cart.lines, added);
    const merged =
      lines.find((l) => l.id === added.id) ??
      lines.find(
        (l) =>
          l.productId === added.productId &&
          JSON.stringify(l.selection) === JSON.stringify(added.selection) &&
          partsKey(l) === partsKey(added),
      );
    return { ...cart, lines, selectedLineId: merged?.id ?? cart.selectedLineId };
  });
}

/** Replaces a line's choices (customize again). */
export function updateLine(lineId: string, line: Omit<TillLine, 'id'>): void {
  cartStore.set((cart) => {
    const edited: TillLine = { ...line, id: lineId, selection: normalizeSelection(line.selection) };
    if (!edited.parts?.length) delete edited.parts;
    // a deal line (or a line made a deal) stays where it is, never merged into another
    const lines = edited.parts
      ? cart.lines.map((l) => (l.id === lineId ? edited : l))
      : replaceLine(cart.lines, lineId, edited);
    return { ...cart, lines, selectedLineId: lineId, discounts: keepDiscounts(cart.discounts, lines) };
  });
}

export function setQuantity(lineId: string, quantity: number): void {
  cartStore.set((cart) => {
    const lines = setLineQuantity(cart.lines, lineId, quantity);
    const selected = lines.some((l) => l.id === cart.selectedLineId)
      ? cart.selectedLineId
      : (lines.at(-1)?.id ?? null);
    return { ...cart, lines, selectedLineId: selected, discounts: keepDiscounts(cart.discounts, lines) };
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

/** A manual discount given (on a line or the order). */
export function addDiscount(discount: Omit<CartDiscount, 'id'>): void {
  cartStore.set((cart) => ({ ...cart, discounts: [...cart.discounts, { ...discount, id: newId() }] }));
}

export function removeDiscount(discountId: string): void {
  cartStore.set((cart) => ({ ...cart, discounts: cart.discounts.filter((d) => d.id !== discountId) }));
}

/**
 * The cart replaced by a tab's lines and discounts (reopened); the discounts name their lines by
 * index in `lines`.
 */
export function replaceCart(
  lines: ReadonlyArray<Omit<TillLine, 'id'>>,
  discounts: readonly ManualDiscountInput[],
): void {
  const withIds = lines.map((l) => ({ ...l, id: newId(), selection: normalizeSelection(l.selection) }));
  cartStore.set({
    ...EMPTY,
    lines: withIds,
    selectedLineId: withIds.at(-1)?.id ?? null,
    discounts: cartDiscountsOf(
      discounts,
      withIds.map((l) => l.id),
      newId,
    ),
  });
}
