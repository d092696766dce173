import type { Category } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';
import { useQuery } from '@tanstack/react-query';
import { useCatalogueApi } from '../catalogue-context';
import { catalogueKeys } from './query-keys';

/** GET /rest/v1/categories: every category in sort order, with product and subcategory counts. */
export function getCategories(api: ApiClient, signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/rest/v1/categories', signal ? { signal } : {});
}

/** The categories, shared by the products and categories screens (one cache entry). */
export function useCategories() {
  const api = useCatalogueApi();
  return useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => getCategories(api, signal),
  });
}
