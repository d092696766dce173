import type { ProductList } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { EditableProduct } from '../utils/edit-lines';
import { getTaxGroups } from './get-tax-groups';
import { orderKeys } from './order-keys';

/** At most this many pages of 100 are read for the editor. */
const MAX_PAGES = 20;

/**
 * GET /rest/v1/products: the active products ordered by name, for the order editor (spec section 7),
 * with their VAT rate. Products sold only as customization options are left out.
 */
async function getActiveProducts(signal?: AbortSignal): Promise<ProductList['data']> {
  const products: ProductList['data'] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const list = await api.get<ProductList>('/rest/v1/products', {
      query: { status: 'active', option_only: 'no', sort: 'name', order: 'asc', page, page_size: 100 },
      ...(signal ? { signal } : {}),
    });
    products.push(...list.data);
    if (page * list.page_size >= list.total) break;
  }
  return products;
}

async function getEditableProducts(signal?: AbortSignal): Promise<EditableProduct[]> {
  const [taxGroups, products] = await Promise.all([getTaxGroups(signal), getActiveProducts(signal)]);
  const rates = new Map(taxGroups.map((group) => [group.id, group.rate]));
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    aliases: [product.translations.tr.name, product.translations.en.name].filter(
      (name): name is string => typeof name === 'string' && name !== '' && name !== product.name,
    ),
    sku: product.sku,
    price_minor: product.price_minor,
    // the server prices a product without a tax group at 0 % too
    vat_rate: (product.tax_group_id ? rates.get(product.tax_group_id) : undefined) ?? 0,
  }));
}

/** Loaded when the edit dialog opens; kept for 5 minutes. */
export function useEditableProducts(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.editableProducts(),
    queryFn: ({ signal }) => getEditableProducts(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
