import type { Category, CategoryWrite } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterCategoryChange } from '../../../lib/catalogue/query-keys';

export interface UpdateCategoryInput {
  id: string;
  changes: CategoryWrite;
}

/** PATCH /rest/v1/categories/:id with the changed fields. */
export function updateCategory({ id, changes }: UpdateCategoryInput): Promise<Category> {
  return api.patch<Category>(`/rest/v1/categories/${encodeURIComponent(id)}`, changes);
}

export function useUpdateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => invalidateAfterCategoryChange(client),
  });
}
