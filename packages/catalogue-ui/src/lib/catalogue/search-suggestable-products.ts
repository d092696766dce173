import type { ProductList } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCatalogueApi } from '../catalogue-context';

/** GET /rest/v1/products?q=: the first active products sold on their own that match (Turkish-aware). */
function searchSuggestableProducts(api: ApiClient, q: string, signal?: AbortSignal) {
  return api.get<ProductList>('/rest/v1/products', {
    query: { q, status: 'active', option_only: 'no', page_size: 10, sort: 'name', order: 'asc' },
    ...(signal ? { signal } : {}),
  });
}

export function useSuggestableProducts(q: string) {
  const api = useCatalogueApi();
  return useQuery({
    queryKey: ['catalogue', 'products', 'suggestable', q] as const,
    queryFn: ({ signal }) => searchSuggestableProducts(api, q, signal),
    placeholderData: keepPreviousData,
  });
}
