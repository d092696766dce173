import type { RealtimeEvent } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import {
  decideLiveUpdate,
  type LiveContext,
  withoutProduct,
  withPrice,
  withStock,
} from './live-menu-rules.js';
import { IDS, testMenu } from './menu-fixture.js';

const live = {
  name: 'Kola',
  price_minor: 6_000,
  is_active: true,
  in_stock: true,
  category_id: 'drinks',
  subcategory_id: null,
  image: null,
};

function productEvent(
  event: 'INSERT' | 'UPDATE' | 'DELETE',
  id: string,
  change: { old?: Partial<typeof live>; new?: Partial<typeof live> } = {},
): RealtimeEvent {
  return {
    channel: 'db-changes',
    event,
    table: 'products',
    payload: {
      id,
      ...(change.old ? { old: { ...live, ...change.old } } : {}),
      ...(change.new ? { new: { ...live, ...change.new } } : {}),
    },
    at: '2026-01-01T00:00:00.000Z',
  };
}

const inSession = (cart: string[] = []): LiveContext => ({
  sessionActive: true,
  menu: testMenu(),
  cartProductIds: new Set(cart),
});
const noSession: LiveContext = { sessionActive: false, menu: testMenu(), cartProductIds: new Set() };

describe('live menu rules', () => {
  it('removes a product turning inactive from the menu and the cart, with a warning', () => {
    const event = productEvent('UPDATE', IDS.cola, { old: {}, new: { is_active: false } });
    expect(decideLiveUpdate(event, inSession([IDS.cola]))).toEqual([
      { type: 'remove-product', productId: IDS.cola },
      { type: 'remove-from-cart', productId: IDS.cola },
      { type: 'notify', notice: 'removedFromCart', productId: IDS.cola, name: 'Kola' },
    ]);
    expect(decideLiveUpdate(event, inSession())).toEqual([
      { type: 'remove-product', productId: IDS.cola },
      { type: 'notify', notice: 'removed', productId: IDS.cola, name: 'Kola' },
    ]);
    // nobody to warn on the welcome screen
    expect(decideLiveUpdate(event, noSession)).toEqual([{ type: 'remove-product', productId: IDS.cola }]);
  });

  it('adds a product turning active back by reloading the menu', () => {
    const event = productEvent('UPDATE', 'new-id', {
      old: { is_active: false, name: 'Ayran' },
      new: { name: 'Ayran' },
    });
    expect(decideLiveUpdate(event, inSession())).toEqual([
      { type: 'reload' },
      { type: 'notify', notice: 'back', productId: 'new-id', name: 'Ayran' },
    ]);
  });

  it('shows stock changes at once: sold out is unavailable and leaves the cart', () => {
    const soldOut = productEvent('UPDATE', IDS.cola, { old: {}, new: { in_stock: false } });
    expect(decideLiveUpdate(soldOut, inSession([IDS.cola]))).toEqual([
      { type: 'set-stock', productId: IDS.cola, inStock: false },
      { type: 'remove-from-cart', productId: IDS.cola },
      { type: 'notify', notice: 'soldOutFromCart', productId: IDS.cola, name: 'Kola' },
    ]);
    const back = productEvent('UPDATE', IDS.juice, { old: { in_stock: false }, new: { in_stock: true } });
    expect(decideLiveUpdate(back, inSession())).toEqual([
      { type: 'set-stock', productId: IDS.juice, inStock: true },
      { type: 'notify', notice: 'inStock', productId: IDS.juice, name: 'Portakal Suyu' },
    ]);
  });

  it('reloads the menu for inserts, category moves and catalogue structure changes', () => {
    expect(decideLiveUpdate(productEvent('INSERT', 'x', { new: {} }), inSession())).toEqual([
      { type: 'reload' },
    ]);
    expect(
      decideLiveUpdate(
        productEvent('UPDATE', IDS.cola, { old: {}, new: { category_id: 'food' } }),
        inSession(),
      ),
    ).toEqual([{ type: 'reload' }]);
    for (const table of [
      'categories',
      'product_configurations',
      'catalogue_suggestions',
      'meal_deal_groups',
      'promotions',
      'product_channel_prices',
      'availability_windows',
    ]) {
      expect(
        decideLiveUpdate(
          { channel: 'db-changes', event: 'UPDATE', table, payload: { id: 'x' }, at: '' },
          inSession(),
        ),
      ).toEqual([{ type: 'reload' }]);
    }
  });

  it('removes deleted products', () => {
    expect(decideLiveUpdate(productEvent('DELETE', IDS.cola, { old: {} }), inSession([IDS.cola]))).toEqual([
      { type: 'remove-product', productId: IDS.cola },
      { type: 'remove-from-cart', productId: IDS.cola },
      { type: 'notify', notice: 'deletedFromCart', productId: IDS.cola, name: 'Kola' },
    ]);
  });

  it('ignores price and name changes while a customer session is active', () => {
    const price = productEvent('UPDATE', IDS.cola, { old: {}, new: { price_minor: 7_000 } });
    const name = productEvent('UPDATE', IDS.cola, { old: {}, new: { name: 'Cola' } });
    expect(decideLiveUpdate(price, inSession([IDS.cola]))).toEqual([]);
    expect(decideLiveUpdate(name, inSession())).toEqual([]);
  });

  it('applies a price change with no session and clears the cache', () => {
    const price = productEvent('UPDATE', IDS.cola, { old: {}, new: { price_minor: 7_000 } });
    expect(decideLiveUpdate(price, noSession)).toEqual([
      { type: 'set-price', productId: IDS.cola, priceMinor: 7_000 },
      { type: 'clear-cache' },
    ]);
    // an extra that is not listed itself but prices an option
    const extra = productEvent('UPDATE', IDS.cheese, { old: {}, new: { price_minor: 3_500 } });
    expect(decideLiveUpdate(extra, noSession)).toEqual([
      { type: 'set-price', productId: IDS.cheese, priceMinor: 3_500 },
      { type: 'clear-cache' },
    ]);
    const name = productEvent('UPDATE', IDS.cola, { old: {}, new: { name: 'Cola' } });
    expect(decideLiveUpdate(name, noSession)).toEqual([{ type: 'reload' }]);
  });

  it('re-reads settings and the welcome page', () => {
    const base = { channel: 'db-changes', event: 'UPDATE', payload: { id: 'x' }, at: '' };
    expect(decideLiveUpdate({ ...base, table: 'settings' }, noSession)).toEqual([
      { type: 'reload-settings' },
      { type: 'reload-welcome' },
    ]);
    expect(decideLiveUpdate({ ...base, table: 'welcome_page_settings' }, noSession)).toEqual([
      { type: 'reload-welcome' },
    ]);
    expect(decideLiveUpdate({ ...base, channel: 'orders', table: 'settings' }, noSession)).toEqual([]);
  });

  it('leaves changes to products no menu shows alone', () => {
    const hidden = productEvent('UPDATE', 'not-on-menu', { old: {}, new: { price_minor: 1 } });
    expect(decideLiveUpdate(hidden, noSession)).toEqual([{ type: 'clear-cache' }]);
    const inactive = productEvent('UPDATE', 'gone', {
      old: { is_active: false },
      new: { is_active: false, price_minor: 1 },
    });
    expect(decideLiveUpdate(inactive, noSession)).toEqual([]);
  });
});

describe('menu patches', () => {
  it('marks sold-out products unavailable and back again', () => {
    const out = withStock(testMenu(), IDS.cola, false).products.find((p) => p.id === IDS.cola);
    expect(out).toMatchObject({ in_stock: false, is_available: false, unavailable_reason: 'out_of_stock' });
    const back = withStock(testMenu(), IDS.juice, true).products.find((p) => p.id === IDS.juice);
    expect(back).toMatchObject({ in_stock: true, is_available: true, unavailable_reason: null });
  });

  it('reprices a product and the options linked to it, not hand-priced ones', () => {
    const menu = withPrice(testMenu(), IDS.cheese, 3_500);
    expect(menu.configurationOptions.find((o) => o.id === IDS.cheeseOption)).toMatchObject({
      price_minor: 3_500,
      linked_price_minor: 3_500,
    });
    expect(withPrice(testMenu(), IDS.cola, 7_000).products.find((p) => p.id === IDS.cola)?.price_minor).toBe(
      7_000,
    );
  });

  it('removes a product', () => {
    expect(withoutProduct(testMenu(), IDS.cola).products.map((p) => p.id)).not.toContain(IDS.cola);
  });
});
