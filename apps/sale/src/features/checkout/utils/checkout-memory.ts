/**
 * The open checkout of this till tab, kept across a reload: the cart it was for and the order's
 * idempotency key. Charging the same cart again after a reload sends the same key, so the server
 * answers the order already created (with its paid parts) instead of making a second one.
 */
export const CHECKOUT_STORAGE_KEY = 'pos_checkout';

interface Remembered {
  draft: string;
  key: string;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The key of the order made for this cart, if this tab made one and did not finish it. */
export function rememberedOrderKey(draft: string): string | null {
  try {
    const value = JSON.parse(storage()?.getItem(CHECKOUT_STORAGE_KEY) ?? 'null') as Remembered | null;
    return value && value.draft === draft && typeof value.key === 'string' ? value.key : null;
  } catch {
    return null;
  }
}

export function rememberOrderKey(draft: string, key: string): void {
  try {
    storage()?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ draft, key } satisfies Remembered));
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
