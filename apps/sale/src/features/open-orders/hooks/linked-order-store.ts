import type { OpenOrder } from '@kiosk/contracts';
import { createStore, useStore } from '@kiosk/ui';

export type LinkedNotice =
  | { kind: 'updated'; by: string | null; version: number }
  | { kind: 'cancelled' | 'completed' | 'paid'; by: string | null; version: number };

/** The open order linked to this till's cart, what it was last saved as, and what happened to it. */
export interface LinkedOrderState {
  order: OpenOrder | null;
  /** linesKey of the order's lines as last loaded or saved (the cart differs: unsaved changes). */
  savedKey: string;
  notice: LinkedNotice | null;
  /** A save was refused: who changed it and when (the cashier's lines stay in the cart). */
  conflict: { by: string | null; at: string; version: number } | null;
}

/** The link survives reloads of this tab, as the cart does. */
const LINKED_ORDER_STORAGE_KEY = 'pos_linked_open_order';

const EMPTY: LinkedOrderState = { order: null, savedKey: '', notice: null, conflict: null };

function readSaved(): LinkedOrderState {
  try {
    const raw = globalThis.sessionStorage?.getItem(LINKED_ORDER_STORAGE_KEY);
    if (!raw) return EMPTY;
    const saved = JSON.parse(raw) as Partial<LinkedOrderState>;
    if (!saved.order || typeof saved.order.id !== 'string') return EMPTY;
    return { ...EMPTY, ...saved } as LinkedOrderState;
  } catch {
    return EMPTY;
  }
}

export const linkedOrderStore = createStore<LinkedOrderState>(readSaved());

linkedOrderStore.subscribe(() => {
  try {
    globalThis.sessionStorage?.setItem(LINKED_ORDER_STORAGE_KEY, JSON.stringify(linkedOrderStore.get()));
  } catch {
    // storage unavailable: the link lives for this page only
  }
});

export function useLinkedOrder(): LinkedOrderState {
  return useStore(linkedOrderStore);
}

export function setLinked(order: OpenOrder, savedKey: string): void {
  linkedOrderStore.set({ order, savedKey, notice: null, conflict: null });
}

export function clearLinked(): void {
  linkedOrderStore.set(EMPTY);
}

export function setNotice(notice: LinkedNotice | null): void {
  linkedOrderStore.set((state) => ({ ...state, notice }));
}

export function setConflict(conflict: LinkedOrderState['conflict']): void {
  linkedOrderStore.set((state) => ({ ...state, conflict }));
}
