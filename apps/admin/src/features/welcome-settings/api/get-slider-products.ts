import { type Product, productListSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sliderProductsKey = ['welcome-settings', 'slider-products'] as const;

const MAX_PAGES = 20;

/**
 * GET /rest/v1/products?status=active&page_size=100 (every page), keeping the products with an
 * image: the only ones the welcome slider can show (spec section 5).
 */
export async function getSliderProducts(): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const body = productListSchema.parse(
      await api.get<unknown>('/rest/v1/products', {
        query: { status: 'active', page_size: 100, page, sort: 'name', order: 'asc' },
      }),
    );
    products.push(...body.data);
    if (page * body.page_size >= body.total || body.data.length === 0) break;
  }
  return products.filter((product) => product.is_active && product.image);
}

export function useSliderProducts() {
  return useQuery({ queryKey: sliderProductsKey, queryFn: getSliderProducts });
}
