import type { ApiClient } from '@kiosk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterProductChange } from '../../../lib/catalogue/query-keys';
import { useCatalogueApi } from '../../../lib/catalogue-context';

export interface ProductDeleteResult {
  /** `deactivated` when orders or options still refer to the product (Postgres 23503). */
  outcome: 'deleted' | 'deactivated';
  message_key: 'deleteSuccess' | 'deleteSoftSuccess';
}

/** DELETE /rest/v1/products/:id: a hard delete, or a deactivation when something refers to it. */
function deleteProduct(api: ApiClient, id: string): Promise<ProductDeleteResult> {
  return api.delete<ProductDeleteResult>(`/rest/v1/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  const api = useCatalogueApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProduct(api, id),
    onSuccess: () => invalidateAfterProductChange(client),
  });
}
