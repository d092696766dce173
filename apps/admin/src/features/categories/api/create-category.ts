import type { Category, CategoryWrite } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterCategoryChange } from '../../../lib/catalogue/query-keys';

/** POST /rest/v1/categories: the id is the slug of the Turkish name (409 category_exists when taken). */
export function createCategory(body: CategoryWrite): Promise<Category> {
  return api.post<Category>('/rest/v1/categories', body);
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => invalidateAfterCategoryChange(client),
  });
}
