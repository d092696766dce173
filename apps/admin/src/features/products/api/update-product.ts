import type { Product, ProductWrite } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterProductChange } from '../../../lib/catalogue/query-keys';

export interface UpdateProductInput {
  id: string;
  /** Only the fields that changed. */
  changes: ProductWrite;
}

/** PATCH /rest/v1/products/:id with only the changed fields. */
export function updateProduct({ id, changes }: UpdateProductInput): Promise<Product> {
  return api.patch<Product>(`/rest/v1/products/${encodeURIComponent(id)}`, changes);
}

export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => invalidateAfterProductChange(client),
  });
}
