import type { MenuData } from '@kiosk/contracts';
import { IDS, testMenu } from '@kiosk/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from './cart';

vi.mock('./menu-store', () => ({ menuStore: { get: () => ({ view: null }) } }));
vi.mock('./customer-session', () => ({ customerSession: { get: () => ({ lines: [] }) } }));

const { priceKioskCart } = await import('./cart-pricing');
const { setKioskStore } = await import('../lib/pricing/menu-pricing');

const line = (id: string, productId: string, unit: number, quantity = 1): CartLine => ({
  id,
  productId,
  quantity,
  selection: productId === IDS.burger ? { [IDS.breadStep]: { [IDS.sesame]: 1 } } : {},
  unitPriceMinor: unit,
  vatRate: 10,
  name: 'x',
  image: null,
});

function withHappyHour(): MenuData {
  return {
    ...testMenu(),
    pricing: {
      deals: [],
      promotions: [
        {
          id: 'p1',
          name: 'Happy hour',
          active: true,
          stackable: false,
          channels: ['kiosk'],
          store_ids: [],
          valid_from: null,
          valid_until: null,
          times: [{ start: '15:00', end: '17:00' }],
          target: { product_ids: [IDS.cola], category_ids: [] },
          kind: { type: 'percent_off', percent: 20 },
          created_at: '',
          updated_at: '',
        },
      ],
      channel_prices: [{ product_id: IDS.burger, store_id: null, channel: 'till', price_minor: 99_900 }],
      availability: [{ owner: 'product', owner_id: IDS.cola, windows: [{ start: '11:00', end: '22:00' }] }],
      time_zone: 'Europe/Istanbul',
    },
  };
}

describe('the kiosk cart priced by priceCart', () => {
  it('shows a happy hour saving on its lines and in the totals, and nothing outside its hours', () => {
    const cart = [line('a', IDS.burger, 24_500), line('b', IDS.cola, 6_000, 2)];
    const happy = priceKioskCart(cart, withHappyHour(), new Date('2026-11-27T13:00:00Z'));
    expect(happy.lines.b).toMatchObject({ gross_minor: 12_000, discount_minor: 2_400, net_minor: 9_600 });
    expect(happy.lines.b?.savings).toEqual([
      { kind: 'promotion', id: 'p1', name: 'Happy hour', amount_minor: 2_400 },
    ]);
    // a till price is not the kiosk's
    expect(happy.lines.a?.net_minor).toBe(24_500);
    expect(happy.totals).toMatchObject({ total_minor: 34_100, gross_minor: 36_500, discount_minor: 2_400 });
    const later = priceKioskCart(cart, withHappyHour(), new Date('2026-11-27T15:00:00Z'));
    expect(later.totals).toMatchObject({ total_minor: 36_500, discount_minor: 0 });
  });

  it('flags a line outside its hours and still counts it, so the cart never looks emptier', () => {
    const cart = [line('a', IDS.burger, 24_500), line('b', IDS.cola, 6_000)];
    const early = priceKioskCart(cart, withHappyHour(), new Date('2026-11-27T05:00:00Z'));
    expect(early.issues).toEqual({ b: 'product_not_available_now' });
    expect(early.lines.b).toBeUndefined();
    expect(early.totals.total_minor).toBe(30_500);
  });

  it('prices with the store the kiosk signed in for: that store’s promotions and prices, not another’s', () => {
    const STORE = '00000000-0000-4000-8000-00000000005a';
    const menu = withHappyHour();
    const pricing = menu.pricing as NonNullable<MenuData['pricing']>;
    const promotion = { ...pricing.promotions[0], store_ids: [STORE] } as (typeof pricing.promotions)[number];
    const storeMenu: MenuData = {
      ...menu,
      pricing: {
        ...pricing,
        promotions: [promotion],
        channel_prices: [{ product_id: IDS.burger, store_id: STORE, channel: 'kiosk', price_minor: 26_000 }],
      },
    };
    const cart = [line('a', IDS.burger, 24_500), line('b', IDS.cola, 6_000)];
    const inHours = new Date('2026-11-27T13:00:00Z');
    try {
      setKioskStore(null);
      expect(priceKioskCart(cart, storeMenu, inHours).totals).toMatchObject({ total_minor: 30_500 });
      setKioskStore(STORE);
      const priced = priceKioskCart(cart, storeMenu, inHours);
      expect(priced.lines.a?.net_minor).toBe(26_000);
      expect(priced.totals).toMatchObject({ total_minor: 30_800, discount_minor: 1_200 });
    } finally {
      setKioskStore(null);
    }
  });

  it('keeps the cart’s own prices for a menu without rules', () => {
    const priced = priceKioskCart([line('a', IDS.cola, 6_000, 3)], testMenu(), new Date());
    expect(priced.totals).toMatchObject({ total_minor: 18_000, discount_minor: 0 });
    expect(priced.issues).toEqual({});
  });
});
