import { configurableProductSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ConfigurableProduct = (typeof configurableProductSchema)['_output'];

export const configurableProductsKey = ['configurator', 'products'] as const;

/** GET /rest/v1/configurable_products: the products flagged configurable, with step and option counts. */
async function getConfigurableProducts(): Promise<ConfigurableProduct[]> {
  const body = await api.get<unknown>('/rest/v1/configurable_products');
  return configurableProductSchema.array().parse(body);
}

export function useConfigurableProducts() {
  return useQuery({ queryKey: configurableProductsKey, queryFn: getConfigurableProducts });
}
