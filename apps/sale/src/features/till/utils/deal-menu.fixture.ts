import type { MenuData } from '@kiosk/contracts';
import { IDS, product, testMenu } from '@kiosk/ui/testing';

/** The unit tests' menu with a meal deal: "Klasik Menü" = burger + a drink (ayran +5 TL; juice, sold out, +9 TL). */
export const DEAL = {
  menu: '00000000-0000-4000-8000-0000000000d1',
  main: '00000000-0000-4000-8000-0000000000e1',
  drink: '00000000-0000-4000-8000-0000000000e2',
  ayran: '00000000-0000-4000-8000-0000000000f1',
} as const;

export function dealMenu(extra: Partial<NonNullable<MenuData['pricing']>> = {}): MenuData {
  const base = testMenu();
  return {
    ...base,
    products: [
      ...base.products,
      product(DEAL.menu, 'Klasik Menü', 28_000, { sort_order: 9 }),
      product(DEAL.ayran, 'Ayran', 4_000, { category_id: 'drinks', sort_order: 10 }),
    ],
    pricing: {
      deals: [
        {
          product_id: DEAL.menu,
          name: 'Klasik Menü',
          price_minor: 28_000,
          groups: [
            {
              id: DEAL.main,
              name: 'Ana ürün',
              min: 1,
              max: 1,
              choices: [{ product_id: IDS.burger, price_delta_minor: 0 }],
            },
            {
              id: DEAL.drink,
              name: 'İçecek',
              min: 1,
              max: 1,
              choices: [
                { product_id: IDS.cola, price_delta_minor: 0 },
                { product_id: DEAL.ayran, price_delta_minor: 500 },
                { product_id: IDS.juice, price_delta_minor: 900 },
              ],
            },
          ],
        },
      ],
      promotions: [],
      channel_prices: [],
      availability: [],
      time_zone: 'Europe/Istanbul',
      ...extra,
    },
  };
}
