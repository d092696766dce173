import type { ProductList, ProductListQuery } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../../../lib/catalogue/query-keys';
import { useCatalogueApi } from '../../../lib/catalogue-context';

export type ProductListParams = Partial<ProductListQuery>;

/** GET /rest/v1/products: one page of products, searched (Turkish-aware), filtered and sorted by the server. */
function getProducts(api: ApiClient, params: ProductListParams, signal?: AbortSignal): Promise<ProductList> {
  return api.get<ProductList>('/rest/v1/products', {
    query: { ...params },
    ...(signal ? { signal } : {}),
  });
}

/** The page of products for `params`; the previous page stays on screen while the next one loads. */
export function useProducts(params: ProductListParams) {
  const api = useCatalogueApi();
  return useQuery({
    queryKey: catalogueKeys.productList(params),
    queryFn: ({ signal }) => getProducts(api, params, signal),
    placeholderData: keepPreviousData,
  });
}
