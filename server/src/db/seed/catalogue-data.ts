import { DEAL_PRODUCTS } from './meal-deal-data.js';
import type { ImageKind, Palette } from './product-images.js';

/** Pure data of the demo outlet's catalogue: Turkish first, English in translations. Money in kuruş. */

export interface Localized {
  tr: string;
  en: string;
}

export type TaxGroupCode = 'KDV1' | 'KDV10' | 'KDV20';

/**
 * The KDV groups' ids, by code. The groups themselves (and the unit codes, settings and welcome
 * defaults) come with migration 20261127002000_reference_data.sql, in every database.
 */
export const TAX_GROUP_IDS: Readonly<Record<TaxGroupCode, string>> = {
  KDV1: '00000000-0000-4000-8000-000000000001',
  KDV10: '00000000-0000-4000-8000-000000000048',
  KDV20: '00000000-0000-4000-8000-000000000020',
};

/** The spec's default tax group: its id ends in 48. */
export const DEFAULT_TAX_GROUP_CODE: TaxGroupCode = 'KDV10';

export interface CategorySeed {
  id: string;
  name: Localized;
  description: Localized;
  icon: string;
  color: string;
  parentId?: string;
  isActive?: boolean;
}

/** Main categories in menu order, then subcategories; the array order gives sort_order. */
export const CATEGORIES: readonly CategorySeed[] = [
  {
    id: 'all',
    name: { tr: 'Tümü', en: 'All' },
    description: { tr: 'Tüm ürünler', en: 'All products' },
    icon: 'Package',
    color: '#6b7280',
  },
  {
    id: 'food',
    name: { tr: 'Yemekler', en: 'Food' },
    description: { tr: 'Burgerler ve geleneksel lezzetler', en: 'Burgers and Turkish classics' },
    icon: 'Utensils',
    color: '#e8590c',
  },
  {
    id: 'drinks',
    name: { tr: 'İçecekler', en: 'Drinks' },
    description: { tr: 'Sıcak ve soğuk içecekler', en: 'Hot and cold drinks' },
    icon: 'CupSoda',
    color: '#1c7ed6',
  },
  {
    id: 'desserts',
    name: { tr: 'Tatlılar', en: 'Desserts' },
    description: { tr: 'Sütlü ve şerbetli tatlılar', en: 'Milk puddings and syrup desserts' },
    icon: 'Cake',
    color: '#d6336c',
  },
  {
    id: 'snacks',
    name: { tr: 'Atıştırmalıklar', en: 'Snacks' },
    description: { tr: 'Yanına ne alırsınız?', en: 'Sides and bites' },
    icon: 'Popcorn',
    color: '#f59f00',
  },
  {
    id: 'sandwiches',
    name: { tr: 'Sandviçler', en: 'Sandwiches' },
    description: { tr: 'Tostlar ve ekmek arası', en: 'Toasties and sandwiches' },
    icon: 'Sandwich',
    color: '#b5651d',
  },
  {
    id: 'uncategorized',
    name: { tr: 'Kategorisiz', en: 'Uncategorized' },
    description: { tr: 'Kategorisi olmayan ürünler', en: 'Products without a category' },
    icon: 'Package',
    color: '#adb5bd',
    isActive: false,
  },
  {
    id: 'burgers',
    name: { tr: 'Burgerler', en: 'Burgers' },
    description: { tr: 'Izgara dana ve tavuk burgerler', en: 'Grilled beef and chicken burgers' },
    icon: 'Beef',
    color: '#c2410c',
    parentId: 'food',
  },
  {
    id: 'turkish-classics',
    name: { tr: 'Geleneksel Lezzetler', en: 'Turkish Classics' },
    description: { tr: 'Lahmacun, dürüm, köfte ve çorba', en: 'Lahmacun, wraps, meatballs and soup' },
    icon: 'ChefHat',
    color: '#a61e4d',
    parentId: 'food',
  },
  {
    id: 'hot-drinks',
    name: { tr: 'Sıcak İçecekler', en: 'Hot Drinks' },
    description: { tr: 'Çay, kahve ve salep', en: 'Tea, coffee and salep' },
    icon: 'Coffee',
    color: '#7c4a1e',
    parentId: 'drinks',
  },
  {
    id: 'cold-drinks',
    name: { tr: 'Soğuk İçecekler', en: 'Cold Drinks' },
    description: { tr: 'Ayran, limonata ve meşrubatlar', en: 'Ayran, lemonade and soft drinks' },
    icon: 'CupSoda',
    color: '#1098ad',
    parentId: 'drinks',
  },
  {
    id: 'milk-desserts',
    name: { tr: 'Sütlü Tatlılar', en: 'Milk Desserts' },
    description: { tr: 'Fırın sütlaç ve trileçe', en: 'Baked rice pudding and trileçe' },
    icon: 'IceCream2',
    color: '#e599f7',
    parentId: 'desserts',
  },
  {
    id: 'syrup-desserts',
    name: { tr: 'Şerbetli Tatlılar', en: 'Syrup Desserts' },
    description: { tr: 'Baklava ve künefe', en: 'Baklava and künefe' },
    icon: 'Cookie',
    color: '#e67700',
    parentId: 'desserts',
  },
  {
    id: 'bakery',
    name: { tr: 'Fırından', en: 'Bakery' },
    description: { tr: 'Günlük taze simit ve ekmek', en: 'Fresh simit and bread every day' },
    icon: 'Cookie',
    color: '#c8742f',
    parentId: 'snacks',
  },
];

export interface ProductImageSpec {
  kind: ImageKind;
  palette?: Partial<Palette>;
}

export interface ProductSeed {
  /** Stable key: id seed and image file name. */
  slug: string;
  name: Localized;
  description: Localized;
  priceMinor: number;
  categoryId: string;
  subcategoryId?: string;
  taxGroup?: TaxGroupCode;
  unitCode?: string;
  image: ProductImageSpec;
  configurable?: boolean;
  optionOnly?: boolean;
  inStock?: boolean;
}

const burgers: ProductSeed[] = [
  {
    slug: 'classic-burger',
    name: { tr: 'Klasik Burger', en: 'Classic Burger' },
    description: {
      tr: '150 g dana köfte, marul, domates, turşu ve özel burger sosu, susamlı ekmekte.',
      en: '150 g beef patty, lettuce, tomato, pickles and house sauce on a sesame bun.',
    },
    priceMinor: 24500,
    categoryId: 'food',
    subcategoryId: 'burgers',
    image: { kind: 'burger' },
    configurable: true,
  },
  {
    slug: 'cheeseburger',
    name: { tr: 'Cheeseburger', en: 'Cheeseburger' },
    description: {
      tr: '150 g dana köfte, eritilmiş cheddar, marul, domates ve turşu.',
      en: '150 g beef patty, melted cheddar, lettuce, tomato and pickles.',
    },
    priceMinor: 27500,
    categoryId: 'food',
    subcategoryId: 'burgers',
    image: { kind: 'cheeseburger' },
    configurable: true,
  },
  {
    slug: 'double-burger',
    name: { tr: 'Duble Burger', en: 'Double Burger' },
    description: {
      tr: 'İki adet 150 g dana köfte, çift cheddar, karamelize soğan ve burger sosu.',
      en: 'Two 150 g beef patties, double cheddar, caramelised onions and house sauce.',
    },
    priceMinor: 36500,
    categoryId: 'food',
    subcategoryId: 'burgers',
    image: { kind: 'double-burger' },
    configurable: true,
  },
  {
    slug: 'chicken-burger',
    name: { tr: 'Tavuk Burger', en: 'Chicken Burger' },
    description: {
      tr: 'Çıtır kaplamalı tavuk göğsü, marul, domates ve mayonez.',
      en: 'Crispy coated chicken breast, lettuce, tomato and mayonnaise.',
    },
    priceMinor: 22500,
    categoryId: 'food',
    subcategoryId: 'burgers',
    image: { kind: 'chicken-burger' },
    configurable: true,
  },
];

const turkishClassics: ProductSeed[] = [
  {
    slug: 'lahmacun',
    name: { tr: 'Lahmacun', en: 'Lahmacun' },
    description: {
      tr: 'İnce hamur üzerinde baharatlı kıyma; yanında maydanoz ve limon.',
      en: 'Thin flatbread with spiced minced meat, served with parsley and lemon.',
    },
    priceMinor: 11000,
    categoryId: 'food',
    subcategoryId: 'turkish-classics',
    image: { kind: 'lahmacun' },
  },
  {
    slug: 'chicken-durum',
    name: { tr: 'Tavuk Dürüm', en: 'Chicken Dürüm' },
    description: {
      tr: 'Izgara tavuk, domates, marul ve sarımsaklı sos, lavaşa sarılı.',
      en: 'Grilled chicken, tomato, lettuce and garlic sauce wrapped in lavash.',
    },
    priceMinor: 18500,
    categoryId: 'food',
    subcategoryId: 'turkish-classics',
    image: { kind: 'wrap' },
  },
  {
    slug: 'grilled-meatballs',
    name: { tr: 'Izgara Köfte', en: 'Grilled Meatballs' },
    description: {
      tr: 'Bir porsiyon ızgara köfte; pilav, közlenmiş biber ve domates ile.',
      en: 'A portion of grilled meatballs with rice, roasted pepper and tomato.',
    },
    priceMinor: 29500,
    categoryId: 'food',
    subcategoryId: 'turkish-classics',
    unitCode: 'PTN',
    image: { kind: 'kofte-plate' },
  },
  {
    slug: 'lentil-soup',
    name: { tr: 'Mercimek Çorbası', en: 'Lentil Soup' },
    description: {
      tr: 'Kırmızı mercimek çorbası; limon ve pul biber ile.',
      en: 'Red lentil soup with lemon and chilli flakes.',
    },
    priceMinor: 9500,
    categoryId: 'food',
    subcategoryId: 'turkish-classics',
    image: { kind: 'soup' },
  },
];

const sandwiches: ProductSeed[] = [
  {
    slug: 'cheese-toast',
    name: { tr: 'Kaşarlı Tost', en: 'Cheese Toastie' },
    description: {
      tr: 'Bol kaşarlı, tost ekmeğinde çıtır çıtır.',
      en: 'Plenty of kashar cheese in crisp toasted bread.',
    },
    priceMinor: 12000,
    categoryId: 'sandwiches',
    image: { kind: 'toast' },
  },
  {
    slug: 'mixed-toast',
    name: { tr: 'Karışık Tost', en: 'Mixed Toastie' },
    description: {
      tr: 'Kaşar peyniri ve sucuk ile.',
      en: 'With kashar cheese and Turkish sausage (sucuk).',
    },
    priceMinor: 15000,
    categoryId: 'sandwiches',
    image: { kind: 'mixed-toast' },
  },
  {
    slug: 'kofte-ekmek',
    name: { tr: 'Köfte Ekmek', en: 'Meatball Sandwich' },
    description: {
      tr: 'Yarım ekmek arası ızgara köfte, domates, sivri biber ve soğan.',
      en: 'Grilled meatballs in half a loaf with tomato, green pepper and onion.',
    },
    priceMinor: 19500,
    categoryId: 'sandwiches',
    image: { kind: 'kofte-ekmek' },
  },
  {
    slug: 'club-sandwich',
    name: { tr: 'Club Sandviç', en: 'Club Sandwich' },
    description: {
      tr: 'Hindi füme, cheddar, marul, domates ve mayonez; üç kat tost ekmeğinde.',
      en: 'Smoked turkey, cheddar, lettuce, tomato and mayonnaise on three layers of toast.',
    },
    priceMinor: 21000,
    categoryId: 'sandwiches',
    image: { kind: 'club-sandwich' },
  },
];

const snacks: ProductSeed[] = [
  {
    slug: 'french-fries',
    name: { tr: 'Patates Kızartması', en: 'French Fries' },
    description: { tr: 'Çıtır çıtır, hafif tuzlu.', en: 'Crispy and lightly salted.' },
    priceMinor: 9500,
    categoryId: 'snacks',
    image: { kind: 'fries' },
  },
  {
    slug: 'onion-rings',
    name: { tr: 'Soğan Halkası', en: 'Onion Rings' },
    description: {
      tr: '8 adet çıtır soğan halkası, barbekü sos ile.',
      en: '8 crispy onion rings with barbecue sauce.',
    },
    priceMinor: 11000,
    categoryId: 'snacks',
    image: { kind: 'onion-rings' },
  },
  {
    slug: 'chicken-bites',
    name: { tr: 'Çıtır Tavuk', en: 'Chicken Bites' },
    description: {
      tr: '6 parça çıtır tavuk, ballı hardal sos ile.',
      en: '6 crispy chicken bites with honey mustard.',
    },
    priceMinor: 16500,
    categoryId: 'snacks',
    image: { kind: 'nuggets' },
  },
  {
    slug: 'simit',
    name: { tr: 'Simit', en: 'Simit' },
    description: {
      tr: 'Pekmezli, bol susamlı, günlük taze.',
      en: 'Sesame-crusted bread ring, baked fresh every day.',
    },
    priceMinor: 2500,
    categoryId: 'snacks',
    subcategoryId: 'bakery',
    image: { kind: 'simit' },
  },
  {
    slug: 'loaf-bread',
    name: { tr: 'Somun Ekmek', en: 'Loaf of Bread' },
    description: { tr: 'Günlük taze somun ekmek, 250 g.', en: 'Fresh white loaf, 250 g.' },
    priceMinor: 2000,
    categoryId: 'snacks',
    subcategoryId: 'bakery',
    taxGroup: 'KDV1',
    image: { kind: 'bread' },
  },
];

const hotDrinks: ProductSeed[] = [
  {
    slug: 'tea',
    name: { tr: 'Çay', en: 'Turkish Tea' },
    description: {
      tr: 'İnce belli bardakta taze demlenmiş Rize çayı.',
      en: 'Freshly brewed Rize tea in a tulip glass.',
    },
    priceMinor: 2500,
    categoryId: 'drinks',
    subcategoryId: 'hot-drinks',
    image: { kind: 'tea' },
  },
  {
    slug: 'turkish-coffee',
    name: { tr: 'Türk Kahvesi', en: 'Turkish Coffee' },
    description: {
      tr: 'Bol köpüklü, yanında lokum ile.',
      en: 'Rich and foamy, served with Turkish delight.',
    },
    priceMinor: 8500,
    categoryId: 'drinks',
    subcategoryId: 'hot-drinks',
    image: { kind: 'turkish-coffee' },
  },
  {
    slug: 'filter-coffee',
    name: { tr: 'Filtre Kahve', en: 'Filter Coffee' },
    description: { tr: 'Taze çekilmiş çekirdekten, 350 ml.', en: 'From freshly ground beans, 350 ml.' },
    priceMinor: 9500,
    categoryId: 'drinks',
    subcategoryId: 'hot-drinks',
    image: { kind: 'coffee' },
  },
  {
    slug: 'salep',
    name: { tr: 'Salep', en: 'Salep' },
    description: {
      tr: 'Sıcak sütle salep, tarçın ile.',
      en: 'Hot milk with orchid root flour and cinnamon.',
    },
    priceMinor: 9000,
    categoryId: 'drinks',
    subcategoryId: 'hot-drinks',
    image: { kind: 'salep' },
  },
];

const coldDrinks: ProductSeed[] = [
  {
    slug: 'ayran',
    name: { tr: 'Ayran', en: 'Ayran' },
    description: { tr: 'Köpüklü ev yapımı ayran, bakır maşrapada.', en: 'Frothy homemade yoghurt drink.' },
    priceMinor: 4000,
    categoryId: 'drinks',
    subcategoryId: 'cold-drinks',
    image: { kind: 'ayran' },
  },
  {
    slug: 'cola',
    name: { tr: 'Kola', en: 'Cola' },
    description: { tr: '330 ml, buzlu bardakta.', en: '330 ml, served over ice.' },
    priceMinor: 6000,
    categoryId: 'drinks',
    subcategoryId: 'cold-drinks',
    image: { kind: 'cola' },
  },
  {
    slug: 'lemonade',
    name: { tr: 'Limonata', en: 'Lemonade' },
    description: {
      tr: 'Taze sıkılmış limon ve nane ile ev yapımı.',
      en: 'Homemade with freshly squeezed lemons and mint.',
    },
    priceMinor: 7500,
    categoryId: 'drinks',
    subcategoryId: 'cold-drinks',
    image: { kind: 'lemonade' },
  },
  {
    slug: 'salgam',
    name: { tr: 'Şalgam Suyu', en: 'Şalgam (Turnip Juice)' },
    description: { tr: 'Adana usulü, acılı.', en: 'Spicy fermented purple carrot drink, Adana style.' },
    priceMinor: 4500,
    categoryId: 'drinks',
    subcategoryId: 'cold-drinks',
    image: { kind: 'salgam' },
  },
  {
    slug: 'orange-juice',
    name: { tr: 'Taze Portakal Suyu', en: 'Fresh Orange Juice' },
    description: { tr: 'Taze sıkılmış, 300 ml.', en: 'Freshly squeezed, 300 ml.' },
    priceMinor: 9000,
    categoryId: 'drinks',
    subcategoryId: 'cold-drinks',
    image: { kind: 'orange-juice' },
    inStock: false,
  },
  {
    slug: 'water',
    name: { tr: 'Su', en: 'Still Water' },
    description: { tr: 'Doğal kaynak suyu, 0,5 L.', en: 'Natural spring water, 0.5 L.' },
    priceMinor: 1500,
    categoryId: 'drinks',
    subcategoryId: 'cold-drinks',
    image: { kind: 'water' },
  },
  {
    slug: 'mineral-water',
    name: { tr: 'Maden Suyu', en: 'Sparkling Mineral Water' },
    description: { tr: 'Doğal mineralli, 200 ml.', en: 'Natural sparkling mineral water, 200 ml.' },
    priceMinor: 3000,
    categoryId: 'drinks',
    subcategoryId: 'cold-drinks',
    image: { kind: 'soda' },
  },
  {
    slug: 'travel-mug',
    name: { tr: 'Termos Bardak', en: 'Travel Mug' },
    description: {
      tr: 'Yeniden kullanılabilir, 350 ml; dolumda indirim.',
      en: 'Reusable 350 ml mug; refills are cheaper.',
    },
    priceMinor: 35000,
    categoryId: 'drinks',
    taxGroup: 'KDV20',
    image: { kind: 'travel-mug' },
  },
];

const desserts: ProductSeed[] = [
  {
    slug: 'sutlac',
    name: { tr: 'Fırın Sütlaç', en: 'Baked Rice Pudding' },
    description: {
      tr: 'Güveçte fırınlanmış, üzeri kızarmış sütlaç.',
      en: 'Rice pudding baked in a clay pot with a caramelised top.',
    },
    priceMinor: 11000,
    categoryId: 'desserts',
    subcategoryId: 'milk-desserts',
    image: { kind: 'pudding' },
  },
  {
    slug: 'trilece',
    name: { tr: 'Trileçe', en: 'Trileçe' },
    description: {
      tr: 'Üç sütlü kek, karamel sos ile.',
      en: 'Three-milk sponge cake with caramel topping.',
    },
    priceMinor: 12000,
    categoryId: 'desserts',
    subcategoryId: 'milk-desserts',
    image: { kind: 'cake-slice' },
  },
  {
    slug: 'kunefe',
    name: { tr: 'Künefe', en: 'Künefe' },
    description: {
      tr: 'Hatay usulü, sıcak servis; üzeri Antep fıstıklı.',
      en: 'Hot shredded pastry with melted cheese and pistachio, Hatay style.',
    },
    priceMinor: 18500,
    categoryId: 'desserts',
    subcategoryId: 'syrup-desserts',
    image: { kind: 'kunefe' },
  },
  {
    slug: 'baklava',
    name: { tr: 'Fıstıklı Baklava', en: 'Pistachio Baklava' },
    description: { tr: 'Porsiyon 4 dilim, Antep fıstıklı.', en: 'Four pieces per portion, with pistachio.' },
    priceMinor: 22000,
    categoryId: 'desserts',
    subcategoryId: 'syrup-desserts',
    unitCode: 'PTN',
    image: { kind: 'baklava' },
  },
  {
    slug: 'ice-cream',
    name: { tr: 'Maraş Dondurması', en: 'Maraş Ice Cream' },
    description: {
      tr: 'Külahta üç top: çilek, çikolata ve sade.',
      en: 'Three scoops in a cone: strawberry, chocolate and vanilla.',
    },
    priceMinor: 9000,
    categoryId: 'desserts',
    image: { kind: 'ice-cream' },
  },
  {
    slug: 'lokum',
    name: { tr: 'Lokum', en: 'Turkish Delight' },
    description: {
      tr: 'Güllü ve fıstıklı lokum, kilo ile satılır.',
      en: 'Rose and pistachio Turkish delight, sold by the kilogram.',
    },
    priceMinor: 60000,
    categoryId: 'desserts',
    unitCode: 'KGM',
    image: { kind: 'lokum' },
  },
];

/** Extras sold only as burger options (is_option_only); the configurator links them by product_id. */
export const OPTION_PRODUCTS: readonly ProductSeed[] = [
  {
    slug: 'extra-cheddar',
    name: { tr: 'Ekstra Cheddar', en: 'Extra Cheese' },
    description: { tr: 'İki dilim eritilmiş cheddar.', en: 'Two slices of melted cheddar.' },
    priceMinor: 3000,
    categoryId: 'uncategorized',
    image: { kind: 'cheese-slices' },
    optionOnly: true,
  },
  {
    slug: 'beef-bacon',
    name: { tr: 'Dana Bacon', en: 'Beef Bacon' },
    description: { tr: 'Çıtır dana bacon, 3 dilim.', en: 'Three slices of crispy beef bacon.' },
    priceMinor: 4500,
    categoryId: 'uncategorized',
    image: { kind: 'bacon' },
    optionOnly: true,
  },
  {
    slug: 'avocado',
    name: { tr: 'Avokado', en: 'Avocado' },
    description: { tr: 'Taze dilimlenmiş avokado.', en: 'Freshly sliced avocado.' },
    priceMinor: 4000,
    categoryId: 'uncategorized',
    image: { kind: 'avocado' },
    optionOnly: true,
  },
  {
    slug: 'pickles',
    name: { tr: 'Turşu', en: 'Pickles' },
    description: { tr: 'Kornişon turşu dilimleri.', en: 'Sliced gherkins.' },
    priceMinor: 1000,
    categoryId: 'uncategorized',
    image: { kind: 'pickles' },
    optionOnly: true,
  },
  {
    slug: 'caramelized-onions',
    name: { tr: 'Karamelize Soğan', en: 'Grilled Onions' },
    description: { tr: 'Tereyağında karamelize edilmiş soğan.', en: 'Onions caramelised in butter.' },
    priceMinor: 2000,
    categoryId: 'uncategorized',
    image: { kind: 'grilled-onions' },
    optionOnly: true,
  },
  {
    slug: 'sauteed-mushrooms',
    name: { tr: 'Sote Mantar', en: 'Mushrooms' },
    description: { tr: 'Tereyağında sotelenmiş mantar.', en: 'Mushrooms sautéed in butter.' },
    priceMinor: 2500,
    categoryId: 'uncategorized',
    image: { kind: 'mushrooms' },
    optionOnly: true,
  },
];

/** Products on the menu, grouped by category; each group's order gives sort_order. */
const MENU_PRODUCTS: readonly ProductSeed[] = [
  ...burgers,
  ...turkishClassics,
  ...hotDrinks,
  ...coldDrinks,
  ...desserts,
  ...snacks,
  ...sandwiches,
];

/** The meal deals come last: the other products keep their places and SKUs. */
export const ALL_PRODUCTS: readonly ProductSeed[] = [...MENU_PRODUCTS, ...OPTION_PRODUCTS, ...DEAL_PRODUCTS];

/** The demo outlet's menu-facing interface texts (the unit names come with the reference-data migration). */
export const UI_TEXTS: Readonly<Record<string, Localized>> = {
  'menu.addToCart': { tr: 'Sepete Ekle', en: 'Add to Cart' },
  'menu.customize': { tr: 'Özelleştir', en: 'Customize' },
  'menu.unavailable': { tr: 'Şu anda mevcut değil', en: 'Currently unavailable' },
  'menu.soldOut': { tr: 'Tükendi', en: 'Sold out' },
  'menu.allCategories': { tr: 'Tümü', en: 'All' },
  'menu.vatIncluded': { tr: 'KDV dahil', en: 'VAT included' },
  'menu.perKilogram': { tr: 'kg fiyatı', en: 'per kg' },
  'menu.perPortion': { tr: 'porsiyon', en: 'per portion' },
};
