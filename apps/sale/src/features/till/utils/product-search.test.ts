import type { MenuProduct } from '@kiosk/contracts';
import { foldTurkish } from '@kiosk/domain';
import { product } from '@kiosk/ui/testing';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, findBySku, prepareLetters, searchProducts } from './product-search';

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
    prepareLetters(typing);
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

  it('answers a one-letter query from the lists made with the index, ranked as a full search ranks it', () => {
    const varied = [
      ...menu,
      p('6', 'Su', 'S'),
      p('7', 'Büyük Su', 'DRI-009'),
      p('8', 'Sıcak Çikolata', 'X-1'),
      p('9', 'Kaşarlı Tost', null),
    ];
    const index = buildSearchIndex(varied);
    prepareLetters(index);
    // a full search of the letter: every word checked with includes, then ranked
    const reference = (letter: string) => {
      const matching = varied.filter(
        (x) => foldTurkish(x.name).includes(letter) || (x.sku ?? '').toLowerCase().includes(letter),
      );
      const rankOf = (x: MenuProduct) => {
        const name = foldTurkish(x.name);
        if ((x.sku ?? '').toLowerCase() === letter) return 0;
        if (name.startsWith(letter)) return 1;
        return name.includes(` ${letter}`) ? 2 : 3;
      };
      return [0, 1, 2, 3].flatMap((r) => matching.filter((x) => rankOf(x) === r));
    };
    for (const letter of 'abcçdefgğhıijklmnoöprsştuüvyz0123456789-') {
      const folded = foldTurkish(letter);
      expect(names(searchProducts(index, letter)), letter).toEqual(names(reference(folded)));
    }
    expect(names(searchProducts(index, 'S'))).toEqual([
      'Su',
      'Sıcak Çikolata',
      'Büyük Su',
      'Türk Kahvesi',
      'Islak Hamburger',
      'Klasik Burger',
      'Kaşarlı Tost',
    ]);
  });

  it('gives the same list object again when the next letter changes nothing (the grid does not render again)', () => {
    const typing = buildSearchIndex(menu);
    prepareLetters(typing);
    const first = searchProducts(typing, 'b');
    expect(searchProducts(typing, 'bu')).toBe(first);
    expect(names(searchProducts(typing, 'bur'))).toEqual(names(first));
    expect(names(searchProducts(typing, 'burger kl'))).toEqual(['Klasik Burger']);
  });

  it('looks a scanned code up by SKU, letter case ignored', () => {
    expect(findBySku(index, 'dri-002')?.name).toBe('Türk Kahvesi');
    expect(findBySku(index, '123')).toBeNull();
  });

  it('finds a product among 20,000 by a folded, two-word query', () => {
    const big = Array.from({ length: 20_000 }, (_, i) => p(String(i), `Ürün ${i} Çikolatalı`, `SKU-${i}`));
    const found = searchProducts(buildSearchIndex(big), 'cikolata 1999');
    expect(found.map((x) => x.id)).toContain('1999');
  });
});
