import { configurableProductSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /rest/v1/configurable_products: the products a group can be attached to. */
async function getConfigurableProducts() {
  return configurableProductSchema.array().parse(await api.get<unknown>('/rest/v1/configurable_products'));
}

export function useGroupableProducts() {
  return useQuery({ queryKey: ['option-groups', 'products'], queryFn: getConfigurableProducts });
}
