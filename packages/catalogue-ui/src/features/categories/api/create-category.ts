import type { Category, CategoryWrite } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterCategoryChange } from '../../../lib/catalogue/query-keys';
import { useCatalogueApi } from '../../../lib/catalogue-context';

/** POST /rest/v1/categories: the id is the slug of the Turkish name (409 category_exists when taken). */
function createCategory(api: ApiClient, body: CategoryWrite): Promise<Category> {
  return api.post<Category>('/rest/v1/categories', body);
}

export function useCreateCategory() {
  const api = useCatalogueApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryWrite) => createCategory(api, body),
    onSuccess: () => invalidateAfterCategoryChange(client),
  });
}
