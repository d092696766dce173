import type { Insertable } from 'kysely';
import type { MealDealChoicesTable, MealDealGroupsTable, PromotionsTable } from '../schema.js';
import type { ProductSeed } from './catalogue-data.js';
import { stableUuid } from './seed-ids.js';

/**
 * The demo outlet's meal deal and promotion (issue 33): "Klasik Burger Menü" (a burger, a side and
 * a drink for less than alone; the bigger choices cost a little more) and a "Happy hour" on cold
 * drinks, seeded inactive so no demo total moves until an admin turns it on.
 */

const productId = (slug: string): string => stableUuid('product', slug);

export const DEAL_PRODUCTS: readonly ProductSeed[] = [
  {
    slug: 'classic-burger-menu',
    name: { tr: 'Klasik Burger Menü', en: 'Classic Burger Meal' },
    description: {
      tr: 'Klasik Burger, patates kızartması ve kola; dilerseniz büyütün.',
      en: 'Classic Burger, fries and a cola; upgrade any of them.',
    },
    priceMinor: 34900,
    categoryId: 'food',
    subcategoryId: 'burgers',
    image: { kind: 'burger' },
  },
];

interface DealGroupSeed {
  key: string;
  name: string;
  choices: ReadonlyArray<{ slug: string; deltaMinor: number }>;
}

const CLASSIC_MENU_GROUPS: readonly DealGroupSeed[] = [
  {
    key: 'main',
    name: 'Ana ürün',
    choices: [
      { slug: 'classic-burger', deltaMinor: 0 },
      { slug: 'cheeseburger', deltaMinor: 3000 },
    ],
  },
  {
    key: 'side',
    name: 'Yan ürün',
    choices: [
      { slug: 'french-fries', deltaMinor: 0 },
      { slug: 'onion-rings', deltaMinor: 1500 },
    ],
  },
  {
    key: 'drink',
    name: 'İçecek',
    choices: [
      { slug: 'cola', deltaMinor: 0 },
      { slug: 'ayran', deltaMinor: 0 },
      { slug: 'lemonade', deltaMinor: 1000 },
    ],
  },
];

/** The stable id of a demo deal's group ("main", "side", "drink"). */
export const dealGroupId = (dealSlug: string, key: string): string => stableUuid('deal-group', dealSlug, key);

export function mealDealRows(): {
  groups: Insertable<MealDealGroupsTable>[];
  choices: Insertable<MealDealChoicesTable>[];
} {
  const deal = 'classic-burger-menu';
  return {
    groups: CLASSIC_MENU_GROUPS.map((g, index) => ({
      id: dealGroupId(deal, g.key),
      deal_product_id: productId(deal),
      name: g.name,
      min_parts: 1,
      max_parts: 1,
      sort_order: index + 1,
    })),
    choices: CLASSIC_MENU_GROUPS.flatMap((g) =>
      g.choices.map((c, index) => ({
        group_id: dealGroupId(deal, g.key),
        product_id: productId(c.slug),
        price_delta_minor: c.deltaMinor,
        sort_order: index + 1,
      })),
    ),
  };
}

/** "Happy hour": 20 % off cold drinks on weekdays 15:00-18:00 at the kiosk and the till, inactive. */
export function demoPromotionRows(coldDrinksCategoryId: string): Insertable<PromotionsTable>[] {
  return [
    {
      id: stableUuid('promotion', 'happy-hour'),
      name: 'Happy hour',
      kind: 'percent_off',
      parameters: JSON.stringify({ percent: 20 }),
      target_product_ids: [],
      target_category_ids: [coldDrinksCategoryId],
      channels: ['kiosk', 'till', 'open_order'],
      store_ids: [],
      valid_from: null,
      valid_until: null,
      times: JSON.stringify([{ start: '15:00', end: '18:00', weekdays: [1, 2, 3, 4, 5] }]),
      stackable: false,
      is_active: false,
    },
  ];
}
