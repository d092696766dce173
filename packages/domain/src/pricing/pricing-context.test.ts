import { describe, expect, it } from 'vitest';
import { unitPrice } from '../configurator/configured-item.js';
import { menuUpgradeFor, type PricingRules, type PricingWhere, pricingContext } from './pricing-context.js';
import { testMenu } from './test-menu.js';

const at = (time: string, extra: Partial<PricingWhere> = {}): PricingWhere => ({
  channel: 'kiosk',
  store_id: 'kadikoy',
  at: new Date(`2026-11-27T${time}+03:00`),
  time_zone: 'Europe/Istanbul',
  ...extra,
});

const rules: PricingRules = {
  ...testMenu,
  channel_prices: [
    { product_id: 'burger', store_id: null, channel: 'delivery', price_minor: 28_000 },
    { product_id: 'cheese', store_id: 'kadikoy', channel: null, price_minor: 3_000 },
    { product_id: 'klasik-menu', store_id: null, channel: 'delivery', price_minor: 34_000 },
  ],
};

describe('pricing context', () => {
  it('prices a product and its linked options at the channel and store price', () => {
    const ctx = pricingContext(rules, at('12:00:00', { channel: 'delivery' }));
    const burger = ctx.product('burger');
    if (!burger) throw new Error('fixture');
    const item = ctx.item(burger);
    expect(item.base_price_minor).toBe(28_000);
    // the cheese option follows the cheese product's store price
    expect(unitPrice(item, { extras: { cheese: 1 } })).toBe(31_000);
    const deal = ctx.deal(ctx.product('klasik-menu') ?? burger);
    expect(deal?.base_price_minor).toBe(34_000);
    expect(ctx.deal(burger)).toBeUndefined();
  });

  it("applies a product's category and parent category dayparts", () => {
    const morning = pricingContext(rules, at('10:59:59'));
    const noon = pricingContext(rules, at('11:00:00'));
    const menemen = morning.product('menemen');
    if (!menemen) throw new Error('fixture');
    expect(morning.availableNow(menemen)).toBe(true);
    expect(noon.availableNow(menemen)).toBe(false);
    expect(noon.lookup('menemen')?.available_now).toBe(false);
    const withParent: PricingRules = {
      ...rules,
      categories: [
        { id: 'menus', parent_id: null, availability: [{ start: '06:00', end: '10:00' }] },
        { id: 'breakfast', parent_id: 'menus', availability: [{ start: '07:00', end: '11:00' }] },
      ],
    };
    expect(pricingContext(withParent, at('10:30:00')).availableNow(menemen)).toBe(false);
    expect(pricingContext(withParent, at('09:30:00')).availableNow(menemen)).toBe(true);
  });

  it('offers "Menü yap" only with deals on now, on sale', () => {
    expect(menuUpgradeFor(rules, at('12:00:00'), 'burger', {})?.extra_minor).toBe(5_000);
    // delivery: the deal 340 TL, the burger 280 TL
    expect(menuUpgradeFor(rules, at('12:00:00', { channel: 'delivery' }), 'burger', {})?.extra_minor).toBe(
      6_000,
    );
    expect(menuUpgradeFor(rules, at('08:00:00'), 'menemen', {})).toMatchObject({
      deal_id: 'kahvalti-menu',
      extra_minor: 1_000,
    });
    expect(menuUpgradeFor(rules, at('11:00:00'), 'menemen', {})).toBeNull();
    const soldOut: PricingRules = {
      ...rules,
      products: rules.products.map((p) => (p.id === 'klasik-menu' ? { ...p, available: false } : p)),
    };
    expect(menuUpgradeFor(soldOut, at('12:00:00'), 'burger', {})).toBeNull();
  });
});
