import {
  type ProductConfiguration,
  type ProductConfigurationWrite,
  productConfigurationSchema,
} from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { configurableProductsKey } from './get-configurable-products';
import { productConfigurationKey } from './get-product-configuration';

/** PUT /rest/v1/product_configurations/:productId: replaces the whole configuration in one transaction. */
async function saveProductConfiguration(
  productId: string,
  body: ProductConfigurationWrite,
): Promise<ProductConfiguration> {
  const saved = await api.put<unknown>(
    `/rest/v1/product_configurations/${encodeURIComponent(productId)}`,
    body,
  );
  return productConfigurationSchema.parse(saved);
}

export function useSaveProductConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: ProductConfigurationWrite }) =>
      saveProductConfiguration(productId, body),
    onSuccess: (saved, { productId }) => {
      queryClient.setQueryData(productConfigurationKey(productId), saved);
      return queryClient.invalidateQueries({ queryKey: configurableProductsKey });
    },
  });
}
