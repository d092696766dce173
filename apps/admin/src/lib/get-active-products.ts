import { type Product, productListSchema } from '@kiosk/contracts';
import { api } from './api-client';

/** Never more than this many pages of 100 (a safety net, not a limit an outlet reaches). */
const MAX_PAGES = 20;

/**
 * GET /rest/v1/products?status=active&page_size=100, every page: the active products by name, for
 * the pickers that offer any of them (the configurator's linked products, the welcome slider).
 */
export async function getActiveProducts(): Promise<Product[]> {
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
  return products;
}
