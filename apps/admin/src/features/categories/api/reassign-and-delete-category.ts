import type { ReassignAndDelete } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterCategoryChange } from '../../../lib/catalogue/query-keys';

/**
 * POST /rest/v1/rpc/reassign_and_delete_category: moves the products, handles the subcategories
 * and deletes the category in one transaction (a failure half way changes nothing).
 */
export async function reassignAndDeleteCategory(plan: ReassignAndDelete): Promise<void> {
  await api.post<void>('/rest/v1/rpc/reassign_and_delete_category', plan);
}

export function useReassignAndDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reassignAndDeleteCategory,
    onSettled: () => invalidateAfterCategoryChange(client),
  });
}
