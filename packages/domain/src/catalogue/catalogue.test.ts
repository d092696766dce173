import { describe, expect, it } from 'vitest';
import { parentChoices, parentProblem } from './category-rules.js';
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
