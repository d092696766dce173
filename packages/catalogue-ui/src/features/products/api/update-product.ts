import type { Product, ProductWrite } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterProductChange } from '../../../lib/catalogue/query-keys';
import { useCatalogueApi } from '../../../lib/catalogue-context';

export interface UpdateProductInput {
  id: string;
  /** Only the fields that changed. */
  changes: ProductWrite;
}

/** PATCH /rest/v1/products/:id with only the changed fields. */
function updateProduct(api: ApiClient, { id, changes }: UpdateProductInput): Promise<Product> {
  return api.patch<Product>(`/rest/v1/products/${encodeURIComponent(id)}`, changes);
}

export function useUpdateProduct() {
  const api = useCatalogueApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProductInput) => updateProduct(api, input),
    onSuccess: () => invalidateAfterProductChange(client),
  });
}
