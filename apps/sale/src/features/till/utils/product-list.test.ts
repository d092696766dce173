import type { MenuData, MenuProduct } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { arrowStep } from '../hooks/use-till-keys';
import {
  ALL,
  highlightOf,
  listedProducts,
  movedIndex,
  orderedProducts,
  subcategoriesOf,
} from './product-list';
import { buildSearchIndex } from './product-search';

function product(id: string, category: string, sub: string | null, sort: number, name = id): MenuProduct {
  return { id, category_id: category, subcategory_id: sub, sort_order: sort, name, sku: null } as MenuProduct;
}

const products = [
  product('tea', 'drinks', 'hot', 1, 'Çay'),
  product('burger', 'food', null, 2, 'Burger'),
  product('ayran', 'drinks', 'cold', 1, 'Ayran'),
  product('fries', 'food', null, 1, 'Patates'),
];
const menu = {
  language: 'tr',
  products,
  categories: [
    { id: 'cold', parent_id: 'drinks', sort_order: 2, name: 'Soğuk' },
    { id: 'hot', parent_id: 'drinks', sort_order: 1, name: 'Sıcak' },
    { id: 'empty', parent_id: 'drinks', sort_order: 0, name: 'Boş' },
  ],
} as unknown as MenuData;
const mains = [
  { id: 'food', name: 'Yemek' },
  { id: 'drinks', name: 'İçecek' },
];

describe('the till’s product list', () => {
  it('orders products by category, then their own order, then name', () => {
    expect(orderedProducts(menu, mains).map((p) => p.id)).toEqual(['fries', 'burger', 'ayran', 'tea']);
  });

  it('offers only the subcategories holding a product, in their order', () => {
    expect(subcategoriesOf(menu, 'drinks').map((c) => c.id)).toEqual(['hot', 'cold']);
    expect(subcategoriesOf(menu, ALL)).toEqual([]);
  });

  it('lists the chosen (sub)category, everything for "all"', () => {
    const ordered = orderedProducts(menu, mains);
    const index = buildSearchIndex(ordered);
    const list = (categoryId: string, subcategoryId: string | null) =>
      listedProducts({ query: '', index, ordered, categoryId, subcategoryId }).map((p) => p.id);
    expect(list(ALL, null)).toEqual(['fries', 'burger', 'ayran', 'tea']);
    expect(list('drinks', null)).toEqual(['ayran', 'tea']);
    expect(list('drinks', 'hot')).toEqual(['tea']);
  });

  it('highlights the first answer of a search, where the arrows moved it in the same list', () => {
    const list = products.slice(0, 3);
    expect(highlightOf(null, list, '')).toBeNull();
    expect(highlightOf(null, list, 'ç')).toBe(0);
    expect(highlightOf(null, [], 'ç')).toBeNull();
    expect(highlightOf({ list, index: 2 }, list, 'ç')).toBe(2);
    // moved in another list: a new list starts again
    expect(highlightOf({ list: products, index: 2 }, list, '')).toBeNull();
  });

  it('moves the highlight inside the list and by a row for up and down', () => {
    expect(movedIndex(null, 4, 10)).toBe(0);
    expect(movedIndex(3, 4, 10)).toBe(7);
    expect(movedIndex(8, 4, 10)).toBe(9);
    expect(movedIndex(1, -4, 10)).toBe(0);
    expect(arrowStep('ArrowDown', 4)).toBe(4);
    expect(arrowStep('ArrowUp', 4)).toBe(-4);
    expect(arrowStep('ArrowLeft', 4)).toBe(-1);
    expect(arrowStep('Enter', 4)).toBeUndefined();
  });
});
