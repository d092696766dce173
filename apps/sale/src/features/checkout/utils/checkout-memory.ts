import type { CustomerInfo } from '@kiosk/domain';

/**
 * The open checkout of this till tab, kept across a reload: the cart it was for, the order's
 * idempotency key and the customer details it was sent with (tab only, removed at New sale). Charging the same cart again after a reload sends the same key, so the server
 * answers the order already created (with its paid parts) instead of making a second one.
 */
const CHECKOUT_STORAGE_KEY = 'pos_checkout';

interface Remembered {
  draft: string;
  key: string;
  /** The customer details the order was sent with (the same body must be sent again). */
  customer?: CustomerInfo | null;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The order made for this cart (its key and customer details), if this tab made one and did not finish it. */
export function rememberedCheckout(draft: string): { key: string; customer: CustomerInfo | null } | null {
  try {
    const value = JSON.parse(storage()?.getItem(CHECKOUT_STORAGE_KEY) ?? 'null') as Remembered | null;
    return value && value.draft === draft && typeof value.key === 'string'
      ? { key: value.key, customer: value.customer ?? null }
      : null;
  } catch {
    return null;
  }
}

export function rememberCheckout(draft: string, key: string, customer: CustomerInfo | null): void {
  try {
    storage()?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ draft, key, customer } satisfies Remembered));
  } catch {
    // private mode: the checkout is simply not resumed after a reload
  }
}

/** The sale is done (New sale): the same cart later is a new order. */
export function forgetCheckout(): void {
  try {
    storage()?.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
