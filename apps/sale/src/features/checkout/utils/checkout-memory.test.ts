import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetCheckout, rememberedOrderKey, rememberOrderKey } from './checkout-memory';

describe('the open checkout across a reload', () => {
  beforeEach(() => {
    const data = new Map<string, string>();
    (globalThis as { sessionStorage?: unknown }).sessionStorage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => data.set(k, v),
      removeItem: (k: string) => data.delete(k),
    };
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('gives the same order key for the same cart until the sale is done', () => {
    expect(rememberedOrderKey('cart-a')).toBeNull();
    rememberOrderKey('cart-a', 'key-1');
    expect(rememberedOrderKey('cart-a')).toBe('key-1');
    // another cart is another order
    expect(rememberedOrderKey('cart-b')).toBeNull();
    forgetCheckout();
    expect(rememberedOrderKey('cart-a')).toBeNull();
  });
});
