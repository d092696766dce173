import type { CreateOrder, MenuData } from '@kiosk/contracts';
import { pickSuggestions, suggestionConfigOf, withValidSuggestedMarks } from '@kiosk/domain';
import { createStore } from '@kiosk/ui';
import type { CartLine } from './cart';
import { orderItems } from './cart';
import { customerSession } from './customer-session';
import { menuStore } from './menu-store';

/**
 * Suggestions before payment ("Yanında ne olsun?"): whether the customer of this session has seen the
 * step (sent with the order, for the take-rate figure). Kept in sessionStorage like the session,
 * forgotten when the session ends or the cart is emptied (start over).
 */
const STORAGE_KEY = 'kiosk_suggestions_shown';

function restore(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

const shownStore = createStore<boolean>(restore());

shownStore.subscribe(() => {
  try {
    if (shownStore.get()) globalThis.sessionStorage?.setItem(STORAGE_KEY, '1');
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: kept in memory only
  }
});

customerSession.subscribe(() => {
  const state = customerSession.get();
  if (!state.active || state.lines.length === 0) shownStore.set(false);
});

export function suggestionsShown(): boolean {
  return shownStore.get();
}

export function markSuggestionsShown(): void {
  shownStore.set(true);
}

/** Up to three products to suggest for the cart now (empty: skip the step). */
export function suggestionsFor(lines: readonly CartLine[], menu: MenuData | null): string[] {
  if (!menu?.suggestions?.length) return [];
  return pickSuggestions(
    lines.map((l) => l.productId),
    menu.products,
    suggestionConfigOf(menu.suggestions),
  );
}

/** Marks lines (added through the product dialog from a suggestion) as suggested. */
export function markLinesSuggested(lineIds: readonly string[]): void {
  if (lineIds.length === 0) return;
  const ids = new Set(lineIds);
  customerSession.set((state) => ({
    ...state,
    lines: state.lines.map((line) => (ids.has(line.id) ? { ...line, suggested: true } : line)),
  }));
}

/**
 * The order's items and suggestion fields: lines keep their `suggested` mark only while it holds
 * for the rest of the cart, and `suggestions_shown` is sent when the step was shown.
 */
export function orderSuggestionFields(
  lines: readonly CartLine[],
): Pick<CreateOrder, 'items'> & { suggestions_shown?: true } {
  const menu = menuStore.get().data;
  const marked = withValidSuggestedMarks(
    lines,
    menu?.products ?? [],
    suggestionConfigOf(menu?.suggestions ?? []),
  );
  const items = orderItems(marked);
  return shownStore.get() ? { items, suggestions_shown: true } : { items };
}
