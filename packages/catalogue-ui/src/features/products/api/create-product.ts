import type { Product, ProductWrite } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterProductChange } from '../../../lib/catalogue/query-keys';
import { useCatalogueApi } from '../../../lib/catalogue-context';

/** POST /rest/v1/products: adds a product (400 validation_failed with the spec's message keys). */
function createProduct(api: ApiClient, body: ProductWrite): Promise<Product> {
  return api.post<Product>('/rest/v1/products', body);
}

export function useCreateProduct() {
  const api = useCatalogueApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductWrite) => createProduct(api, body),
    onSuccess: () => invalidateAfterProductChange(client),
  });
}
