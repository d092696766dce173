import { describe, expect, it } from 'vitest';
import { chosenProducts, usableProductIds } from './slider-selection';

const product = (id: string) => ({ id, name: id, image: `/img/${id}.png` });
const offered = [product('a'), product('b'), product('c')];

describe('chosenProducts', () => {
  it('keeps the chosen order and skips ids no longer offered', () => {
    expect(chosenProducts(offered, ['c', 'gone', 'a']).map((p) => p.id)).toEqual(['c', 'a']);
  });

  it('gives nothing for no choice', () => {
    expect(chosenProducts(offered, [])).toEqual([]);
  });
});

describe('usableProductIds', () => {
  it('drops ids that are no longer offered', () => {
    expect(usableProductIds(offered, ['b', 'gone', 'a'])).toEqual(['b', 'a']);
  });

  it('keeps the choice as it is while the offered list is unknown', () => {
    expect(usableProductIds(undefined, ['b', 'gone'])).toEqual(['b', 'gone']);
  });
});
