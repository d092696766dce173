import { type ProductConfiguration, productConfigurationSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const productConfigurationKey = (productId: string) =>
  ['configurator', 'configuration', productId] as const;

/** GET /rest/v1/product_configurations/:productId: the product's steps and options, in order. */
async function getProductConfiguration(productId: string): Promise<ProductConfiguration> {
  const body = await api.get<unknown>(`/rest/v1/product_configurations/${encodeURIComponent(productId)}`);
  return productConfigurationSchema.parse(body);
}

export function useProductConfiguration(productId: string | null) {
  return useQuery({
    queryKey: productConfigurationKey(productId ?? ''),
    queryFn: () => getProductConfiguration(productId ?? ''),
    enabled: productId !== null,
    // the editor must start from what is saved now
    staleTime: 0,
    gcTime: 0,
  });
}
