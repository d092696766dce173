import type { Localized, ProductImageSpec } from './catalogue-data.js';

/** Burger configurator: bread, sauces and extras (the spec's sample lists), Turkish first. */

export interface OptionSeed {
  key: string;
  name: Localized;
  description?: Localized;
  /** Price in kuruş; omitted for a product-linked option, whose price is copied from the product. */
  priceMinor?: number;
  maxQuantity?: number;
  isDefault?: boolean;
  /** Slug of the option-only product this option stands for (price and image come from it). */
  productSlug?: string;
  /** Illustration for a custom option (one without a product). */
  image?: ProductImageSpec;
}

export interface StepSeed {
  key: string;
  title: Localized;
  subtitle: Localized;
  type: 'radio' | 'stepper';
  required: boolean;
  showImages: boolean;
  options: readonly OptionSeed[];
}

const breadStep: StepSeed = {
  key: 'bread',
  title: { tr: 'Ekmek Seçimi', en: 'Choose your bread' },
  subtitle: { tr: 'Burgeriniz hangi ekmekte olsun?', en: 'Which bun would you like?' },
  type: 'radio',
  required: true,
  showImages: false,
  options: [
    {
      key: 'sesame',
      name: { tr: 'Susamlı', en: 'Sesame' },
      description: { tr: 'Klasik susamlı burger ekmeği', en: 'Classic sesame bun' },
      priceMinor: 0,
      isDefault: true,
    },
    {
      key: 'brioche',
      name: { tr: 'Brioche', en: 'Brioche' },
      description: { tr: 'Tereyağlı, hafif tatlı', en: 'Buttery and slightly sweet' },
      priceMinor: 1000,
    },
    {
      key: 'whole-wheat',
      name: { tr: 'Tam Buğday', en: 'Whole wheat' },
      description: { tr: 'Tam buğday unundan', en: 'Made with whole wheat flour' },
      priceMinor: 500,
    },
    {
      key: 'gluten-free',
      name: { tr: 'Glütensiz', en: 'Gluten-free' },
      description: { tr: 'Glütensiz burger ekmeği', en: 'Gluten-free bun' },
      priceMinor: 1500,
    },
    {
      key: 'ciabatta',
      name: { tr: 'Ciabatta', en: 'Ciabatta' },
      description: { tr: 'Çıtır kabuklu İtalyan ekmeği', en: 'Crusty Italian bread' },
      priceMinor: 1000,
    },
    {
      key: 'sourdough',
      name: { tr: 'Ekşi Mayalı', en: 'Sourdough' },
      description: { tr: 'Doğal ekşi mayayla', en: 'Naturally leavened' },
      priceMinor: 1250,
    },
    {
      key: 'tortilla',
      name: { tr: 'Tortilla Dürüm', en: 'Tortilla wrap' },
      description: { tr: 'Burgeriniz dürüm olarak sarılır', en: 'Your burger, wrapped' },
      priceMinor: 0,
    },
  ],
};

function sauce(key: string, name: Localized, priceMinor: number, maxQuantity: number): OptionSeed {
  return { key, name, priceMinor, maxQuantity };
}

const sauceStep: StepSeed = {
  key: 'sauces',
  title: { tr: 'Soslar', en: 'Sauces' },
  subtitle: { tr: 'İstediğiniz sosları ekleyin', en: 'Add the sauces you like' },
  type: 'stepper',
  required: false,
  showImages: false,
  options: [
    sauce('ketchup', { tr: 'Ketçap', en: 'Ketchup' }, 0, 3),
    sauce('mustard', { tr: 'Hardal', en: 'Mustard' }, 0, 3),
    sauce('mayonnaise', { tr: 'Mayonez', en: 'Mayonnaise' }, 0, 3),
    sauce('bbq', { tr: 'Barbekü Sos', en: 'BBQ sauce' }, 500, 2),
    sauce('chipotle-mayo', { tr: 'Chipotle Mayonez', en: 'Chipotle mayo' }, 1000, 2),
    sauce('ranch', { tr: 'Ranch Sos', en: 'Ranch' }, 1000, 2),
    sauce('buffalo', { tr: 'Buffalo Sos', en: 'Buffalo sauce' }, 1000, 2),
    sauce('honey-mustard', { tr: 'Ballı Hardal', en: 'Honey mustard' }, 750, 2),
  ],
};

const extrasStep: StepSeed = {
  key: 'extras',
  title: { tr: 'Ekstralar', en: 'Extras' },
  subtitle: { tr: 'Burgerinizi zenginleştirin', en: 'Make your burger even better' },
  type: 'stepper',
  required: false,
  showImages: true,
  options: [
    {
      key: 'extra-cheese',
      name: { tr: 'Ekstra Cheddar', en: 'Extra cheese' },
      maxQuantity: 2,
      productSlug: 'extra-cheddar',
    },
    { key: 'bacon', name: { tr: 'Dana Bacon', en: 'Beef bacon' }, maxQuantity: 2, productSlug: 'beef-bacon' },
    { key: 'avocado', name: { tr: 'Avokado', en: 'Avocado' }, maxQuantity: 1, productSlug: 'avocado' },
    { key: 'pickles', name: { tr: 'Turşu', en: 'Pickles' }, maxQuantity: 3, productSlug: 'pickles' },
    {
      key: 'grilled-onions',
      name: { tr: 'Karamelize Soğan', en: 'Grilled onions' },
      maxQuantity: 2,
      productSlug: 'caramelized-onions',
    },
    {
      key: 'mushrooms',
      name: { tr: 'Sote Mantar', en: 'Mushrooms' },
      maxQuantity: 2,
      productSlug: 'sauteed-mushrooms',
    },
    {
      key: 'lettuce',
      name: { tr: 'Marul', en: 'Lettuce' },
      priceMinor: 1000,
      maxQuantity: 2,
      image: { kind: 'lettuce' },
    },
    {
      key: 'tomato',
      name: { tr: 'Domates', en: 'Tomato' },
      priceMinor: 1000,
      maxQuantity: 2,
      image: { kind: 'tomato' },
    },
    {
      key: 'cheese',
      name: { tr: 'Kaşar Peyniri', en: 'Cheese' },
      description: { tr: 'Bir dilim taze kaşar', en: 'A slice of kashar cheese' },
      priceMinor: 2500,
      maxQuantity: 2,
      image: { kind: 'cheese-wedge' },
    },
  ],
};

/** The steps every configurable burger gets, in order. */
export const BURGER_STEPS: readonly StepSeed[] = [breadStep, sauceStep, extrasStep];
