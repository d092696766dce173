import { describe, expect, it } from 'vitest';
import type { DealPartLookup, MealDeal } from './meal-deals.js';
import { cheapestDealUpgrade } from './menu-upgrade.js';
import { pricingContext } from './pricing-context.js';
import { klasikGroups, testMenu } from './test-menu.js';

const ctx = pricingContext(testMenu, {
  channel: 'kiosk',
  store_id: null,
  at: new Date('2026-11-27T12:00:00+03:00'),
  time_zone: 'Europe/Istanbul',
});
const klasik: MealDeal = { product_id: 'klasik-menu', base_price_minor: 30_000, groups: klasikGroups };

describe('upgrade to a menu', () => {
  it('offers the deal at its price minus the product’s own, the other groups at their cheapest', () => {
    const upgrade = cheapestDealUpgrade('burger', {}, [klasik], ctx.lookup);
    expect(upgrade).toEqual({
      deal_id: 'klasik-menu',
      deal_price_minor: 30_000,
      extra_minor: 5_000,
      parts: [
        { group_id: 'main', product_id: 'burger', selection: {} },
        { group_id: 'side', product_id: 'fries', selection: {} },
        // cola and water both add nothing: the group's first choice wins, with its default options
        { group_id: 'drink', product_id: 'cola', selection: { ice: { 'with-ice': 1 } } },
      ],
    });
  });

  it('keeps the product’s options, so they cost the same in and out of the deal', () => {
    const upgrade = cheapestDealUpgrade('burger', { sauces: { bbq: 2 } }, [klasik], ctx.lookup);
    expect(upgrade?.deal_price_minor).toBe(31_000);
    expect(upgrade?.extra_minor).toBe(5_000);
    expect(upgrade?.parts[0]?.selection).toEqual({ sauces: { bbq: 2 } });
  });

  it('is offered from the deal’s main item only: large fries or a cola alone are not offered a menu', () => {
    expect(cheapestDealUpgrade('fries-large', {}, [klasik], ctx.lookup)).toBeNull();
    expect(cheapestDealUpgrade('cola', {}, [klasik], ctx.lookup)).toBeNull();
    expect(cheapestDealUpgrade('burger', {}, [klasik], ctx.lookup)?.parts[0]?.product_id).toBe('burger');
  });

  it('skips sold-out choices and deals that cannot be filled; none for a product no deal takes', () => {
    const noCola: DealPartLookup = (id) => {
      const part = ctx.lookup(id);
      return part && id === 'cola' ? { ...part, available: false } : part;
    };
    expect(cheapestDealUpgrade('burger', {}, [klasik], noCola)?.parts[2]?.product_id).toBe('water');
    const noSides: DealPartLookup = (id) => {
      const part = ctx.lookup(id);
      return part && id.startsWith('fries') ? { ...part, available: false } : part;
    };
    expect(cheapestDealUpgrade('burger', {}, [klasik], noSides)).toBeNull();
    expect(cheapestDealUpgrade('chicken', {}, [klasik], ctx.lookup)).toBeNull();
    const soldOutBurger: DealPartLookup = (id) => {
      const part = ctx.lookup(id);
      return part && id === 'burger' ? { ...part, available: false } : part;
    };
    expect(cheapestDealUpgrade('burger', {}, [klasik], soldOutBurger)).toBeNull();
  });

  it('picks the cheapest of several deals, ties to the lower deal id', () => {
    const duo: MealDeal = {
      product_id: 'duo-menu',
      base_price_minor: 29_000,
      groups: [klasikGroups[0], klasikGroups[2]].filter((g) => g !== undefined),
    };
    expect(cheapestDealUpgrade('burger', {}, [klasik, duo], ctx.lookup)?.deal_id).toBe('duo-menu');
    const twin = { ...duo, product_id: 'a-twin' };
    expect(cheapestDealUpgrade('burger', {}, [duo, klasik, twin], ctx.lookup)?.deal_id).toBe('a-twin');
  });
});
