import { product, testMenu } from '@kiosk/ui/testing';
import { describe, expect, it } from 'vitest';
import { sliderProducts } from './slider-products';

const menu = testMenu({
  products: [
    product('a', 'Burger', 100, { image: '/a.webp' }),
    product('b', 'Ayran', 100, { image_small: '/b-small.webp' }),
    product('c', 'Kola', 100),
    product('d', 'Tatlı', 100, { image: '/d.webp', is_available: false }),
  ],
});

describe('welcome slider products', () => {
  it('shows every available product with an image when none are selected', () => {
    expect(sliderProducts(menu, []).map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('shows the selected ones in menu order, still only available ones with an image', () => {
    expect(sliderProducts(menu, ['b', 'c', 'd', 'a']).map((p) => p.id)).toEqual(['a', 'b']);
    expect(sliderProducts(menu, ['b']).map((p) => p.id)).toEqual(['b']);
  });

  it('shows nothing before the menu came', () => {
    expect(sliderProducts(null, [])).toEqual([]);
  });
});
