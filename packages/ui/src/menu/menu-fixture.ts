import type { MenuData, MenuProduct } from '@kiosk/contracts';

/** A small menu for unit tests: a configurable burger (bread: radio, sauces: stepper), drinks, an extra. */
export const IDS = {
  burger: '00000000-0000-4000-8000-000000000001',
  cola: '00000000-0000-4000-8000-000000000002',
  juice: '00000000-0000-4000-8000-000000000003',
  cheese: '00000000-0000-4000-8000-000000000004',
  breadStep: '00000000-0000-4000-8000-0000000000b1',
  sauceStep: '00000000-0000-4000-8000-0000000000b2',
  sesame: '00000000-0000-4000-8000-0000000000c1',
  brioche: '00000000-0000-4000-8000-0000000000c2',
  ketchup: '00000000-0000-4000-8000-0000000000c3',
  cheeseOption: '00000000-0000-4000-8000-0000000000c4',
} as const;

const texts = (name: string) => ({ tr: { name }, en: { name } });

export function product(
  id: string,
  name: string,
  price: number,
  extra: Partial<MenuProduct> = {},
): MenuProduct {
  return {
    id,
    name,
    sku: null,
    description: null,
    price_minor: price,
    image: null,
    image_small: null,
    category_id: 'food',
    subcategory_id: null,
    category: 'Yemekler',
    sort_order: 0,
    translations: texts(name),
    is_active: true,
    in_stock: true,
    configurable: false,
    unit_code: 'C62',
    unit_name: 'Adet',
    vat_rate: 10,
    tax_group_code: 'KDV10',
    is_available: true,
    unavailable_reason: null,
    ...extra,
  };
}

type MenuCategory = MenuData['categories'][number];
type MenuOption = MenuData['configurationOptions'][number];
type MenuStep = MenuData['configurationSteps'][number];

function category(
  id: string,
  name: string,
  icon: string,
  sort_order: number,
  parent_id: string | null = null,
): MenuCategory {
  return {
    id,
    name,
    description: null,
    icon,
    color: null,
    parent_id,
    sort_order,
    translations: { tr: {}, en: {} },
  };
}

function step(
  id: string,
  title: string,
  type: MenuStep['type'],
  required: boolean,
  show_images: boolean,
): MenuStep {
  return { id, title, subtitle: null, type, required, show_images, translations: { tr: {}, en: {} } };
}

function option(
  id: string,
  name: string,
  price_minor: number,
  max_quantity: number,
  product_id: string | null = null,
): MenuOption {
  return {
    id,
    name,
    description: null,
    price_minor,
    image: null,
    product_id,
    is_manual_price: false,
    linked_price_minor: product_id ? price_minor : null,
    max_quantity,
    available: true,
    translations: texts(name),
  };
}

export function testMenu(overrides: Partial<MenuData> = {}): MenuData {
  return {
    version: 'v1',
    language: 'tr',
    generated_at: '2026-01-01T00:00:00.000Z',
    categories: [
      category('all', 'Tümü', 'Package', 0),
      category('food', 'Yemekler', 'Utensils', 1),
      category('burgers', 'Burgerler', 'Beef', 0, 'food'),
      category('drinks', 'İçecekler', 'CupSoda', 2),
      category('empty', 'Boş', 'Cake', 3),
    ],
    products: [
      product(IDS.burger, 'Klasik Burger', 24_500, {
        configurable: true,
        subcategory_id: 'burgers',
        sort_order: 1,
      }),
      product(IDS.cola, 'Kola', 6_000, { category_id: 'drinks', sort_order: 2 }),
      product(IDS.juice, 'Portakal Suyu', 9_000, {
        category_id: 'drinks',
        sort_order: 1,
        in_stock: false,
        is_available: false,
        unavailable_reason: 'out_of_stock',
      }),
    ],
    configurationSteps: [
      step(IDS.breadStep, 'Ekmek', 'radio', true, false),
      step(IDS.sauceStep, 'Soslar', 'stepper', false, true),
    ],
    configurationOptions: [
      option(IDS.sesame, 'Susamlı', 0, 1),
      option(IDS.brioche, 'Brioche', 1_000, 1),
      option(IDS.ketchup, 'Ketçap', 0, 3),
      option(IDS.cheeseOption, 'Cheddar', 3_000, 2, IDS.cheese),
    ],
    productConfigurations: [
      { product_id: IDS.burger, step_id: IDS.sauceStep, sort_order: 2 },
      { product_id: IDS.burger, step_id: IDS.breadStep, sort_order: 1 },
    ],
    stepOptions: [
      { step_id: IDS.breadStep, option_id: IDS.brioche, sort_order: 2, is_default: false },
      { step_id: IDS.breadStep, option_id: IDS.sesame, sort_order: 1, is_default: true },
      { step_id: IDS.sauceStep, option_id: IDS.ketchup, sort_order: 1, is_default: false },
      { step_id: IDS.sauceStep, option_id: IDS.cheeseOption, sort_order: 2, is_default: false },
    ],
    uiTranslations: [],
    ...overrides,
  };
}
