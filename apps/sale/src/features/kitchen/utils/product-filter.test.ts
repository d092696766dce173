import { describe, expect, it } from 'vitest';
import { filterByName } from './product-filter';

const products = [
  { name: 'Izgara Köfte' },
  { name: 'Islak Hamburger' },
  { name: 'Ayran' },
  { name: 'Çiğ Köfte Dürüm' },
];

describe("the kitchen's product search", () => {
  it('keeps every product, in order, for an empty or blank search', () => {
    expect(filterByName(products, '')).toBe(products);
    expect(filterByName(products, '   ')).toBe(products);
  });

  it('finds names with Turkish letters typed without them and in any case', () => {
    expect(filterByName(products, 'kofte').map((p) => p.name)).toEqual(['Izgara Köfte', 'Çiğ Köfte Dürüm']);
    expect(filterByName(products, 'ISLAK').map((p) => p.name)).toEqual(['Islak Hamburger']);
    expect(filterByName(products, 'cig durum').map((p) => p.name)).toEqual(['Çiğ Köfte Dürüm']);
  });

  it('needs every word and finds nothing for an unknown one', () => {
    expect(filterByName(products, 'köfte ayran')).toEqual([]);
    expect(filterByName(products, 'lahmacun')).toEqual([]);
  });
});
