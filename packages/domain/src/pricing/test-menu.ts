import type { ItemStep } from '../configurator/configured-item.js';
import type { DealGroup } from './meal-deals.js';
import type { PricingProduct, PricingRules } from './pricing-context.js';

/**
 * A burger chain's menu for the pricing tests: burgers and sides at 10 % KDV, packaged water at
 * 1 %, beer at 20 %; "Klasik Burger Menü" (burger + side + drink, size upcharges) and a breakfast
 * menu on 07:00-11:00.
 */

const burgerSteps: ItemStep[] = [
  {
    id: 'sauces',
    type: 'stepper',
    required: false,
    options: [
      { id: 'ketchup', price_minor: 0, max_quantity: 3 },
      { id: 'bbq', price_minor: 500, max_quantity: 2 },
    ],
  },
  {
    id: 'extras',
    type: 'stepper',
    required: false,
    options: [
      { id: 'cheese', price_minor: 2_000, max_quantity: 2, product_id: 'cheese', linked_price_minor: 2_500 },
    ],
  },
];

const drinkSize: ItemStep[] = [
  {
    id: 'ice',
    type: 'radio',
    required: true,
    options: [
      { id: 'with-ice', price_minor: 0, max_quantity: 1, is_default: true },
      { id: 'no-ice', price_minor: 0, max_quantity: 1 },
    ],
  },
];

function product(
  id: string,
  price: number,
  vat: number,
  category: string,
  extra: Partial<PricingProduct> = {},
): PricingProduct {
  return {
    id,
    price_minor: price,
    vat_rate: vat,
    category_id: category,
    steps: [],
    available: true,
    ...extra,
  };
}

export const klasikGroups: DealGroup[] = [
  { id: 'main', name: 'Ana ürün', min: 1, max: 1, choices: [{ product_id: 'burger', price_delta_minor: 0 }] },
  {
    id: 'side',
    name: 'Yan ürün',
    min: 1,
    max: 1,
    choices: [
      { product_id: 'fries', price_delta_minor: 0 },
      { product_id: 'fries-large', price_delta_minor: 1_500 },
    ],
  },
  {
    id: 'drink',
    name: 'İçecek',
    min: 1,
    max: 1,
    choices: [
      { product_id: 'cola', price_delta_minor: 0 },
      { product_id: 'cola-large', price_delta_minor: 1_000 },
      { product_id: 'water', price_delta_minor: 0 },
      { product_id: 'beer', price_delta_minor: 3_000 },
    ],
  },
];

export const testMenu: PricingRules = {
  categories: [
    { id: 'burgers', parent_id: null },
    { id: 'sides', parent_id: null },
    { id: 'drinks', parent_id: null },
    { id: 'menus', parent_id: null },
    { id: 'breakfast', parent_id: 'menus', availability: [{ start: '07:00', end: '11:00' }] },
  ],
  products: [
    product('burger', 25_000, 10, 'burgers', { steps: burgerSteps }),
    product('chicken', 22_000, 10, 'burgers'),
    product('cheese', 2_500, 10, 'sides'),
    product('fries', 6_000, 10, 'sides'),
    product('fries-large', 7_500, 10, 'sides'),
    product('cola', 4_000, 10, 'drinks', { steps: drinkSize }),
    product('cola-large', 5_000, 10, 'drinks', { steps: drinkSize }),
    product('water', 1_500, 1, 'drinks'),
    product('beer', 9_000, 20, 'drinks'),
    product('menemen', 14_000, 10, 'breakfast'),
    product('tea', 1_500, 10, 'drinks'),
    product('klasik-menu', 30_000, 10, 'menus', { deal: { groups: klasikGroups } }),
    product('kahvalti-menu', 15_000, 10, 'breakfast', {
      deal: {
        groups: [
          {
            id: 'main',
            name: 'Ana ürün',
            min: 1,
            max: 1,
            choices: [{ product_id: 'menemen', price_delta_minor: 0 }],
          },
          {
            id: 'drink',
            name: 'İçecek',
            min: 1,
            max: 2,
            choices: [{ product_id: 'tea', price_delta_minor: 0 }],
          },
        ],
      },
    }),
  ],
};
