import type { ReassignAndDelete } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterCategoryChange } from '../../../lib/catalogue/query-keys';
import { useCatalogueApi } from '../../../lib/catalogue-context';

/**
 * POST /rest/v1/rpc/reassign_and_delete_category: moves the products, handles the subcategories
 * and deletes the category in one transaction (a failure half way changes nothing).
 */
async function reassignAndDeleteCategory(api: ApiClient, plan: ReassignAndDelete): Promise<void> {
  await api.post<void>('/rest/v1/rpc/reassign_and_delete_category', plan);
}

export function useReassignAndDeleteCategory() {
  const api = useCatalogueApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: ReassignAndDelete) => reassignAndDeleteCategory(api, plan),
    onSettled: () => invalidateAfterCategoryChange(client),
  });
}
