import { describe, expect, it } from 'vitest';
import {
  categoryNameKey,
  freeCategoryId,
  parentChoices,
  parentProblem,
  siblingNameClash,
} from './category-rules.js';
import { productIssues } from './product-rules.js';

describe('product rules', () => {
  it('reports every missing field with its message key', () => {
    expect(
      productIssues({ name: ' ', price_minor: 0, category_id: '', image: null }).map((i) => i.key),
    ).toEqual(['productNameRequired', 'validPriceRequired', 'categoryRequired', 'imageRequired']);
  });
  it('accepts a complete product and refuses fractional or negative prices', () => {
    const ok = { name: 'Ayran', price_minor: 4500, category_id: 'drinks', image: '/x.webp' };
    expect(productIssues(ok)).toEqual([]);
    expect(productIssues({ ...ok, price_minor: 12.5 }).map((i) => i.key)).toEqual(['validPriceRequired']);
    expect(productIssues({ ...ok, price_minor: -100 }).map((i) => i.key)).toEqual(['validPriceRequired']);
    expect(productIssues({ ...ok, category_id: 'all' }).map((i) => i.key)).toEqual(['categoryRequired']);
  });
  it('accepts an SKU of letters, digits and . _ / - and refuses spaces, markup or more than 64', () => {
    const ok = { name: 'Ayran', price_minor: 4500, category_id: 'drinks', image: '/x.webp' };
    for (const sku of ['BUR-001', 'içecek_2/0.5L', ' AYR-1 ', '', null]) {
      expect(productIssues({ ...ok, sku }), String(sku)).toEqual([]);
    }
    for (const sku of ['A B', '<b>', 'x'.repeat(65), 'a;b']) {
      expect(
        productIssues({ ...ok, sku }).map((i) => [i.field, i.key]),
        sku,
      ).toEqual([['sku', 'skuInvalid']]);
    }
  });
});

describe('category rules', () => {
  const categories = [
    { id: 'all', parent_id: null },
    { id: 'food', parent_id: null },
    { id: 'drinks', parent_id: null },
    { id: 'burgers', parent_id: 'food' },
  ];
  it('offers main categories except itself and all', () => {
    expect(parentChoices(categories, 'food').map((c) => c.id)).toEqual(['drinks']);
    expect(parentChoices(categories).map((c) => c.id)).toEqual(['food', 'drinks']);
  });
  it('keeps one nesting level', () => {
    expect(parentProblem(categories, 'burgers', 'drinks', 0)).toBeUndefined();
    expect(parentProblem(categories, 'food', 'food', 0)).toBe('parent_is_self');
    expect(parentProblem(categories, 'drinks', 'burgers', 0)).toBe('parent_not_main');
    expect(parentProblem(categories, 'food', 'drinks', 1)).toBe('has_subcategories');
    expect(parentProblem(categories, 'x', 'all', 0)).toBe('parent_reserved');
    expect(parentProblem(categories, 'x', 'nope', 0)).toBe('parent_not_found');
  });
});

describe('category names among siblings', () => {
  const seeded = [
    { id: 'mains', parent_id: null, names: { tr: 'Yemekler', en: 'Mains' } },
    { id: 'drinks', parent_id: null, names: { tr: 'İçecekler', en: 'Drinks' } },
    { id: 'cold', parent_id: 'drinks', names: { tr: 'Soğuk', en: 'Cold' } },
  ];
  it('compares Turkish names Turkish-aware, whatever the ids', () => {
    expect(categoryNameKey(' YEMEKLER ', 'tr')).toBe('yemekler');
    expect(categoryNameKey('İÇECEKLER', 'tr')).toBe('içecekler');
    expect(siblingNameClash({ id: 'yemekler', parent_id: null, names: { tr: 'yemekler' } }, seeded)).toEqual({
      language: 'tr',
      id: 'mains',
    });
    expect(siblingNameClash({ id: 'x', parent_id: null, names: { tr: 'İÇECEKLER' } }, seeded)?.id).toBe(
      'drinks',
    );
  });
  it('checks the English name too, only among siblings, and skips the category itself', () => {
    expect(siblingNameClash({ id: 'x', parent_id: null, names: { tr: 'Ana', en: 'mains' } }, seeded)).toEqual(
      {
        language: 'en',
        id: 'mains',
      },
    );
    // "Soğuk" may be a main category and a subcategory of drinks at the same time
    expect(siblingNameClash({ id: 'x', parent_id: null, names: { tr: 'Soğuk' } }, seeded)).toBeUndefined();
    expect(
      siblingNameClash({ id: 'mains', parent_id: null, names: { tr: 'Yemekler' } }, seeded),
    ).toBeUndefined();
  });
  it('gives a new category a free id', () => {
    expect(freeCategoryId('soguk', new Set(['cold']))).toBe('soguk');
    expect(freeCategoryId('soguk', new Set(['soguk', 'soguk-2']))).toBe('soguk-3');
  });
});
