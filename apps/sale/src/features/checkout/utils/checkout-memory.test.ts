import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetCheckout, rememberCheckout, rememberedCheckout } from './checkout-memory';

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
    expect(rememberedCheckout('cart-a')).toBeNull();
    rememberCheckout('cart-a', 'key-1', null);
    expect(rememberedCheckout('cart-a')).toEqual({ key: 'key-1', customer: null });
    // another cart is another order
    expect(rememberedCheckout('cart-b')).toBeNull();
    // the customer details go with the key: the same order body is sent again
    const customer = {
      firstName: 'Ayşe',
      familyName: 'Yılmaz',
      tcKimlikNo: '10000000146',
      district: 'Kadıköy',
    };
    rememberCheckout('cart-a', 'key-2', customer);
    expect(rememberedCheckout('cart-a')).toEqual({ key: 'key-2', customer });
    forgetCheckout();
    expect(rememberedCheckout('cart-a')).toBeNull();
  });
});
