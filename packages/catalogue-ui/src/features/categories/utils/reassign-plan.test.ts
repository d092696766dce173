import type { Category } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import {
  missingProducts,
  missingSubcategories,
  productPlan,
  productTargets,
  subcategoryPlan,
  subcategoryTargets,
} from './reassign-plan';

const category = (id: string, parent_id: string | null, sort_order: number): Category => ({
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
  translations: { tr: {}, en: { name: `${id}-en` } },
});

const categories = [
  category('all', null, 0),
  category('food', null, 1),
  category('drinks', null, 2),
  category('uncategorized', null, 9),
  category('burgers', 'food', 10),
  category('hot-drinks', 'drinks', 11),
];

const products = [
  { id: 'p1', name: 'Çay', category_id: 'drinks', subcategory_id: 'hot-drinks' },
  { id: 'p2', name: 'Ayran', category_id: 'drinks', subcategory_id: null },
];

describe('reassign products', () => {
  it('offers every category but the deleted one, its subcategories and the reserved ones', () => {
    expect(productTargets(categories, 'drinks', 'en').map((o) => [o.value, o.depth, o.label])).toEqual([
      ['food', 0, 'food-en'],
      ['burgers', 1, 'burgers-en'],
    ]);
    expect(productTargets(categories, 'burgers', 'tr').map((o) => o.value)).toEqual([
      'food',
      'drinks',
      'hot-drinks',
    ]);
  });

  it('is complete with one category for all, or one per product', () => {
    expect(missingProducts(products, { mode: 'bulk', bulk: '', perProduct: {} })).toHaveLength(2);
    expect(missingProducts(products, { mode: 'bulk', bulk: 'food', perProduct: {} })).toEqual([]);
    const individual = { mode: 'individual' as const, bulk: 'food', perProduct: { p1: 'burgers' } };
    expect(missingProducts(products, individual).map((p) => p.id)).toEqual(['p2']);
    expect(productPlan(products, { ...individual, perProduct: { p1: 'burgers', p2: 'food' } })).toEqual([
      { product_id: 'p1', category_id: 'burgers' },
      { product_id: 'p2', category_id: 'food' },
    ]);
    expect(productPlan(products, { mode: 'bulk', bulk: 'food', perProduct: { p1: 'burgers' } })).toEqual([
      { product_id: 'p1', category_id: 'food' },
      { product_id: 'p2', category_id: 'food' },
    ]);
  });
});

describe('reassign subcategories', () => {
  const subs = [
    { id: 'hot-drinks', name: 'Sıcak İçecekler' },
    { id: 'cold-drinks', name: 'Soğuk İçecekler' },
    { id: 'juices', name: 'Meyve Suları' },
  ];

  it('moves only under main categories that stay', () => {
    expect(subcategoryTargets(categories, 'drinks', 'tr').map((o) => o.value)).toEqual(['food']);
  });

  it('needs an action for every subcategory and a target for a move', () => {
    const choices = {
      'hot-drinks': { action: 'delete' as const },
      'cold-drinks': { action: 'move' as const },
    };
    expect(missingSubcategories(subs, choices).map((s) => s.id)).toEqual(['cold-drinks', 'juices']);
    const complete = {
      ...choices,
      'cold-drinks': { action: 'move' as const, target: 'food' },
      juices: { action: 'make_main' as const },
    };
    expect(missingSubcategories(subs, complete)).toEqual([]);
    expect(subcategoryPlan(subs, complete)).toEqual([
      { id: 'hot-drinks', action: 'delete' },
      { id: 'cold-drinks', action: 'move', target_parent_id: 'food' },
      { id: 'juices', action: 'make_main' },
    ]);
  });
});
