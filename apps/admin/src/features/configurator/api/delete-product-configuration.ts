import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { configurableProductsKey } from './get-configurable-products';
import { productConfigurationKey } from './get-product-configuration';

/** DELETE /rest/v1/product_configurations/:productId: removes the product's steps and options. */
async function deleteProductConfiguration(productId: string): Promise<void> {
  await api.delete<void>(`/rest/v1/product_configurations/${encodeURIComponent(productId)}`);
}

export function useDeleteProductConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProductConfiguration,
    onSuccess: (_result, productId) => {
      queryClient.removeQueries({ queryKey: productConfigurationKey(productId) });
      return queryClient.invalidateQueries({ queryKey: configurableProductsKey });
    },
  });
}
