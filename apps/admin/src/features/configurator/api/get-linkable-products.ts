import { productListSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LinkableProduct } from '../utils/configuration-draft';

export const linkableProductsKey = ['configurator', 'linkable-products'] as const;

/** Never more than this many pages of 100 (a safety net, not a limit an outlet reaches). */
const MAX_PAGES = 20;

/**
 * GET /rest/v1/products?status=active&page_size=100 (every page): the active products an option
 * can stand for, by name.
 */
export async function getLinkableProducts(): Promise<LinkableProduct[]> {
  const products: LinkableProduct[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const body = productListSchema.parse(
      await api.get<unknown>('/rest/v1/products', {
        query: { status: 'active', page_size: 100, page, sort: 'name', order: 'asc' },
      }),
    );
    products.push(...body.data);
    if (page * body.page_size >= body.total || body.data.length === 0) break;
  }
  return products;
}

export function useLinkableProducts(enabled = true) {
  return useQuery({ queryKey: linkableProductsKey, queryFn: getLinkableProducts, enabled });
}
