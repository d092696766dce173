import type { Category } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { catalogueKeys } from './query-keys';

/** GET /rest/v1/categories: every category in sort order, with product and subcategory counts. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/rest/v1/categories', signal ? { signal } : {});
}

/** The categories, shared by the products and categories screens (one cache entry). */
export function useCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
  });
}
