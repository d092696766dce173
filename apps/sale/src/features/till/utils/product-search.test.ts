import type { MenuProduct } from '@kiosk/contracts';
import { product } from '@kiosk/ui/testing';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, findBySku, searchProducts } from './product-search';

const p = (id: string, name: string, sku: string | null): MenuProduct => ({
  ...product(id, name, 1000),
  sku,
});

const menu = [
  p('1', 'Çay', 'DRI-001'),
  p('2', 'Türk Kahvesi', 'DRI-002'),
  p('3', 'Islak Hamburger', 'FOO-003'),
  p('4', 'Klasik Burger', 'FOO-001'),
  p('5', 'Ayran', null),
];
const names = (list: readonly MenuProduct[]) => list.map((x) => x.name);

describe('till product search', () => {
  const index = buildSearchIndex(menu);

  it('finds Turkish names typed without Turkish letters, in any case', () => {
    expect(names(searchProducts(index, 'cay'))).toEqual(['Çay']);
    expect(names(searchProducts(index, 'ISLAK'))).toEqual(['Islak Hamburger']);
    expect(names(searchProducts(index, 'turk kah'))).toEqual(['Türk Kahvesi']);
  });

  it('finds by SKU, the exact SKU first', () => {
    expect(names(searchProducts(index, 'foo-00'))).toEqual(['Islak Hamburger', 'Klasik Burger']);
    expect(names(searchProducts(index, 'FOO-001'))).toEqual(['Klasik Burger']);
  });

  it('puts names starting with the query before names containing it', () => {
    expect(names(searchProducts(index, 'burger'))).toEqual(['Klasik Burger', 'Islak Hamburger']);
  });

  it('gives everything for an empty query and nothing for no match', () => {
    expect(searchProducts(index, '  ')).toHaveLength(5);
    expect(searchProducts(index, 'pizza')).toEqual([]);
  });

  it('gives the same results while typing, deleting and retyping (a longer query narrows the last one)', () => {
    const typing = buildSearchIndex(menu);
    for (const query of [
      'b',
      'bu',
      'bur',
      'burg',
      'bu',
      'k',
      'kl',
      'klasik b',
      'klasik',
      'i',
      'is',
      '',
      'c',
    ]) {
      expect(names(searchProducts(typing, query))).toEqual(
        names(searchProducts(buildSearchIndex(menu), query)),
      );
    }
    expect(searchProducts(typing, '')).toBe(menu);
  });

  it('looks a scanned code up by SKU, letter case ignored', () => {
    expect(findBySku(index, 'dri-002')?.name).toBe('Türk Kahvesi');
    expect(findBySku(index, '123')).toBeNull();
  });

  it('searches 20,000 products well within a frame', () => {
    const big = Array.from({ length: 20_000 }, (_, i) => p(String(i), `Ürün ${i} Çikolatalı`, `SKU-${i}`));
    const bigIndex = buildSearchIndex(big);
    const started = performance.now();
    const found = searchProducts(bigIndex, 'cikolata 1999');
    const elapsed = performance.now() - started;
    expect(found.map((x) => x.id)).toContain('1999');
    expect(elapsed).toBeLessThan(50);
  });
});
