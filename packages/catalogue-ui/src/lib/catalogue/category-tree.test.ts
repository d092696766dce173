import type { Category } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { buildCategoryTree, categoryOptions, optionLabel } from './category-tree';

const category = (id: string, parent_id: string | null, sort_order: number, en?: string): Category => ({
  id,
  name: id,
  description: null,
  icon: 'Package',
  color: null,
  parent_id,
  is_active: true,
  sort_order,
  product_count: 0,
  active_product_count: 0,
  subcategory_count: 0,
  translations: { tr: {}, en: en ? { name: en } : {} },
});

const categories = [
  category('burgers', 'food', 10, 'Burgers'),
  category('drinks', null, 2),
  category('all', null, 0),
  category('food', null, 1, 'Food'),
  category('classics', 'food', 9),
];

describe('category tree', () => {
  it('lists main categories without "all" in sort order, each with its subcategories', () => {
    expect(
      buildCategoryTree(categories).map((n) => [n.category.id, n.subcategories.map((s) => s.id)]),
    ).toEqual([
      ['food', ['classics', 'burgers']],
      ['drinks', []],
    ]);
  });

  it('names subcategory options with their main category, in the chosen language', () => {
    const options = categoryOptions(categories, { language: 'en', withSubcategories: true });
    expect(options.map(optionLabel)).toEqual(['Food', 'Food › classics', 'Food › Burgers', 'drinks']);
    expect(categoryOptions(categories, { language: 'tr' }).map(optionLabel)).toEqual(['food', 'drinks']);
  });
});
