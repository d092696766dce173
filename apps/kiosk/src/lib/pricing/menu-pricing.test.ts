import type { MenuData } from '@kiosk/contracts';
import { IDS, product, testMenu } from '@kiosk/ui/testing';
import { describe, expect, it } from 'vitest';
import { isDeal, menuAt, nextMenuBoundary, pricingRulesOf, upgradeOffer } from './menu-pricing';

const MENU_DEAL = '00000000-0000-4000-8000-0000000000d1';
const FRIES = '00000000-0000-4000-8000-0000000000d2';
const OMELETTE = '00000000-0000-4000-8000-0000000000d3';

/** Istanbul is UTC+3: 10:59:50 there is 07:59:50Z. */
const at = (utc: string) => new Date(`2026-11-27T${utc}Z`);

function menuWithRules(): MenuData {
  const base = testMenu();
  return {
    ...base,
    categories: [
      ...base.categories,
      {
        id: 'breakfast',
        name: 'Kahvaltı',
        description: null,
        icon: 'Coffee',
        color: null,
        parent_id: null,
        sort_order: 5,
        translations: { tr: {}, en: {} },
      },
    ],
    products: [
      ...base.products,
      product(MENU_DEAL, 'Klasik Burger Menü', 30_000),
      product(FRIES, 'Patates', 5_000),
      product(OMELETTE, 'Omlet', 12_000, { category_id: 'breakfast' }),
    ],
    pricing: {
      deals: [
        {
          product_id: MENU_DEAL,
          name: 'Klasik Burger Menü',
          price_minor: 30_000,
          groups: [
            {
              id: 'g1',
              name: 'Ana ürün',
              min: 1,
              max: 1,
              choices: [{ product_id: IDS.burger, price_delta_minor: 0 }],
            },
            {
              id: 'g2',
              name: 'Yan ürün',
              min: 1,
              max: 1,
              choices: [{ product_id: FRIES, price_delta_minor: 0 }],
            },
            {
              id: 'g3',
              name: 'İçecek',
              min: 1,
              max: 1,
              choices: [{ product_id: IDS.cola, price_delta_minor: 0 }],
            },
          ],
        },
      ],
      promotions: [],
      channel_prices: [],
      availability: [
        { owner: 'category', owner_id: 'breakfast', windows: [{ start: '07:00', end: '11:00' }] },
      ],
      time_zone: 'Europe/Istanbul',
    },
  };
}

describe('the kiosk menu at an instant (dayparts)', () => {
  it('shows the breakfast category and its products before 11:00 and leaves them out from 11:00:00', () => {
    const menu = menuWithRules();
    const before = menuAt(menu, at('07:59:50'));
    expect(before.products.map((p) => p.id)).toContain(OMELETTE);
    expect(before.categories.map((c) => c.id)).toContain('breakfast');
    const after = menuAt(menu, at('08:00:00'));
    expect(after.products.map((p) => p.id)).not.toContain(OMELETTE);
    expect(after.categories.map((c) => c.id)).not.toContain('breakfast');
    expect(after.products.map((p) => p.id)).toContain(IDS.burger);
  });

  it('sets the next timer at the boundary in the outlet’s zone, and none without windows', () => {
    const menu = menuWithRules();
    expect(nextMenuBoundary(menu, at('07:59:50'))?.toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(nextMenuBoundary(menu, at('08:00:00'))?.toISOString()).toBe('2026-11-28T04:00:00.000Z');
    expect(nextMenuBoundary(testMenu(), at('08:00:00'))).toBeNull();
  });

  it('a menu without rules stays as it is', () => {
    const menu = testMenu();
    expect(pricingRulesOf(menu)).toBeNull();
    expect(menuAt(menu, at('08:00:00'))).toBe(menu);
  });
});

describe('"Menü yap" and deals', () => {
  it('offers the deal for the burger with the other groups prefilled, not for the deal itself', () => {
    const menu = menuWithRules();
    expect(isDeal(menu, MENU_DEAL)).toBe(true);
    expect(isDeal(menu, IDS.burger)).toBe(false);
    const selection = { [IDS.breadStep]: { [IDS.sesame]: 1 } };
    const offer = upgradeOffer(menu, IDS.burger, selection, at('09:00:00'));
    expect(offer).toMatchObject({
      deal_id: MENU_DEAL,
      deal_price_minor: 30_000,
      extra_minor: 30_000 - 24_500,
    });
    expect(offer?.parts.map((p) => p.product_id)).toEqual([IDS.burger, FRIES, IDS.cola]);
    expect(upgradeOffer(menu, MENU_DEAL, {}, at('09:00:00'))).toBeNull();
    expect(upgradeOffer(menu, OMELETTE, {}, at('06:00:00'))).toBeNull();
  });
});
