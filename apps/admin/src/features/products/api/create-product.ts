import type { Product, ProductWrite } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterProductChange } from '../../../lib/catalogue/query-keys';

/** POST /rest/v1/products: adds a product (400 validation_failed with the spec's message keys). */
export function createProduct(body: ProductWrite): Promise<Product> {
  return api.post<Product>('/rest/v1/products', body);
}

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => invalidateAfterProductChange(client),
  });
}
