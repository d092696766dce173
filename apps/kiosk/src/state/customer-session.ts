import type { ORDER_TYPES } from '@kiosk/contracts';
import type { CustomerInfo } from '@kiosk/domain';
import { DEFAULT_LANGUAGE } from '@kiosk/i18n';
import { createStore, randomId, repricedLines, useStore } from '@kiosk/ui';
import { i18n } from '../lib/i18n';
import { setAccessibilityMode } from './accessibility';
import { addToCart, type CartLine, removeProduct, replaceLine, setLineQuantity } from './cart';
import { holdPrices, menuStore, releasePrices, reloadMenu } from './menu-store';

export type OrderType = (typeof ORDER_TYPES)[number];

/** One checkout attempt: one idempotency key, so a retried request never makes a second order. */
export interface Checkout {
  key: string;
  orderId: string | null;
  orderNumber: string | null;
  referenceNumber: number | null;
  /** What the server charged (it prices the cart again). */
  totalMinor: number | null;
  /** The customer accepted a total that differs from the cart's. */
  totalConfirmed: boolean;
  /** The payment attempt under way, so a reload can pick it up again. */
  attemptId: string | null;
}

export interface CustomerSession {
  /** The customer touched "start" and has not finished. */
  active: boolean;
  orderType: OrderType | null;
  lines: CartLine[];
  customer: CustomerInfo | null;
  /** Problems the server found with cart lines (items.N), by line id. */
  lineIssues: Record<string, string>;
  /** Field errors the server gave for the customer details (customer.<field> -> key). */
  customerIssues: Record<string, string>;
  checkout: Checkout | null;
}

const STORAGE_KEY = 'kiosk_customer_session';

const EMPTY: CustomerSession = {
  active: false,
  orderType: null,
  lines: [],
  customer: null,
  lineIssues: {},
  customerIssues: {},
  checkout: null,
};

function restore(): CustomerSession {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as CustomerSession;
    return parsed && Array.isArray(parsed.lines) ? { ...EMPTY, ...parsed } : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The customer's session; kept in sessionStorage so a reload in the middle of paying can resume. */
export const customerSession = createStore<CustomerSession>(restore());

customerSession.subscribe(() => {
  try {
    const state = customerSession.get();
    if (state.active) globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(state));
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: the session lives in memory only
  }
});

export function useCustomerSession(): CustomerSession {
  return useStore(customerSession);
}

/** Anything that changes the order needs a new order (and key) at the next "Pay now". */
function changeOrder(change: (state: CustomerSession) => Partial<CustomerSession>) {
  customerSession.set((state) => ({ ...state, ...change(state), checkout: null }));
}

export function startSession(): void {
  customerSession.set({ ...EMPTY, active: true });
  holdPrices();
}

/** Holds the prices again after a reload in the middle of a session. */
export function resumeSession(): void {
  if (customerSession.get().active) holdPrices();
}

export function chooseOrderType(orderType: OrderType): void {
  changeOrder(() => ({ orderType }));
}

/** Adds a line; answers the id of the cart line that holds it (a merged line keeps its id). */
export function addLine(line: Omit<CartLine, 'id'>): string {
  const id = randomId();
  let holder = id;
  changeOrder((state) => {
    const lines = addToCart(state.lines, { ...line, id });
    holder = lines.find((l) => !state.lines.includes(l))?.id ?? id;
    return { lines };
  });
  return holder;
}

export function updateLine(lineId: string, line: Omit<CartLine, 'id'>): void {
  changeOrder((state) => ({
    lines: replaceLine(state.lines, lineId, { ...line, id: lineId }),
    lineIssues: withoutKey(state.lineIssues, lineId),
  }));
}

/**
 * "Menü yap": a unit of a cart line becomes a meal deal (the line goes when it had no more), the
 * deal taking the line's place.
 */
export function upgradeLine(lineId: string, deal: Omit<CartLine, 'id'>): void {
  changeOrder((state) => {
    const index = state.lines.findIndex((l) => l.id === lineId);
    const line = state.lines[index];
    if (!line) return { lines: addToCart(state.lines, { ...deal, id: randomId() }) };
    const left = setLineQuantity(state.lines, lineId, line.quantity - deal.quantity);
    const added = addToCart(left, { ...deal, id: randomId() });
    if (added.length === left.length) return { lines: added };
    const moved = added[added.length - 1] as CartLine;
    const rest = added.slice(0, -1);
    rest.splice(line.quantity > deal.quantity ? index + 1 : index, 0, moved);
    return { lines: rest, lineIssues: withoutKey(state.lineIssues, lineId) };
  });
}

export function setQuantity(lineId: string, quantity: number): void {
  changeOrder((state) => ({
    lines: setLineQuantity(state.lines, lineId, quantity),
    lineIssues: quantity <= 0 ? withoutKey(state.lineIssues, lineId) : state.lineIssues,
  }));
}

/** Removes every line of a product (live updates); returns the lines removed. */
export function removeProductFromCart(productId: string): CartLine[] {
  const { lines, removed } = removeProduct(customerSession.get().lines, productId);
  if (removed.length > 0) {
    changeOrder((state) => {
      let issues = state.lineIssues;
      for (const line of removed) issues = withoutKey(issues, line.id);
      return { lines, lineIssues: issues };
    });
  }
  return removed;
}

/**
 * The server charged newer prices than the customer saw ("Prices updated"): the latest menu is
 * read and held from now on, and the cart's lines are priced by it, so the cart, its total and the
 * order agree. The checkout stays (its order has these prices).
 */
export async function takeNewPrices(): Promise<void> {
  await reloadMenu();
  holdPrices();
  const menu = menuStore.get().view;
  if (!menu) return;
  // a meal deal is priced by its parts (priceCart, as the cart shows it): kept as it was
  customerSession.set((state) => ({
    ...state,
    lines: repricedLines(state.lines, menu).map((line, i) => (state.lines[i]?.parts ? state.lines[i] : line)),
  }));
}

export function setCustomer(customer: CustomerInfo): void {
  changeOrder(() => ({ customer, customerIssues: {} }));
}

export function setLineIssues(lineIssues: Record<string, string>): void {
  customerSession.set((state) => ({ ...state, lineIssues }));
}

export function setCustomerIssues(customerIssues: Record<string, string>): void {
  customerSession.set((state) => ({ ...state, customerIssues }));
}

/** The checkout of the current cart (a new idempotency key for a new cart). */
export function beginCheckout(): Checkout {
  const state = customerSession.get();
  if (state.checkout) return state.checkout;
  const checkout: Checkout = {
    key: randomId(),
    orderId: null,
    orderNumber: null,
    referenceNumber: null,
    totalMinor: null,
    totalConfirmed: false,
    attemptId: null,
  };
  customerSession.set({ ...state, checkout });
  return checkout;
}

export function updateCheckout(patch: Partial<Checkout>): void {
  customerSession.set((state) =>
    state.checkout ? { ...state, checkout: { ...state.checkout, ...patch } } : state,
  );
}

/** "Start over": an empty cart and a new order type question; the session goes on. */
export function startOver(): void {
  customerSession.set({ ...EMPTY, active: true });
}

/**
 * The session ends (paid, "end session", inactivity): everything is forgotten, the language the
 * customer chose and the accessibility mode too (the next customer starts in Turkish, mode off).
 */
export function endSession(): void {
  customerSession.set(EMPTY);
  releasePrices();
  if (i18n.language !== DEFAULT_LANGUAGE) void i18n.changeLanguage(DEFAULT_LANGUAGE);
  setAccessibilityMode(false);
}

function withoutKey(record: Record<string, string>, key: string): Record<string, string> {
  if (!(key in record)) return record;
  const { [key]: _removed, ...rest } = record;
  return rest;
}
