import type { Category, CategoryWrite } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterCategoryChange } from '../../../lib/catalogue/query-keys';
import { useCatalogueApi } from '../../../lib/catalogue-context';

export interface UpdateCategoryInput {
  id: string;
  changes: CategoryWrite;
}

/** PATCH /rest/v1/categories/:id with the changed fields. */
function updateCategory(api: ApiClient, { id, changes }: UpdateCategoryInput): Promise<Category> {
  return api.patch<Category>(`/rest/v1/categories/${encodeURIComponent(id)}`, changes);
}

export function useUpdateCategory() {
  const api = useCatalogueApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCategoryInput) => updateCategory(api, input),
    onSuccess: () => invalidateAfterCategoryChange(client),
  });
}
