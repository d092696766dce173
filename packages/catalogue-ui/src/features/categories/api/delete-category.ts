import type { ApiClient } from '@kiosk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterCategoryChange } from '../../../lib/catalogue/query-keys';
import { useCatalogueApi } from '../../../lib/catalogue-context';

/**
 * DELETE /rest/v1/categories/:id: deletes an empty category. With active products in it the server
 * answers 409 CATEGORY_HAS_PRODUCTS (details.products); with subcategories 409
 * CATEGORY_HAS_SUBCATEGORIES (details.subcategories). Nothing is deleted then.
 */
async function deleteCategory(api: ApiClient, id: string): Promise<void> {
  await api.delete<void>(`/rest/v1/categories/${encodeURIComponent(id)}`);
}

export function useDeleteCategory() {
  const api = useCatalogueApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCategory(api, id),
    onSuccess: () => invalidateAfterCategoryChange(client),
  });
}
