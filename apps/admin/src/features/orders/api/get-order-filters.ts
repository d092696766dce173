import type { OrderFilterChoices } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /functions/v1/get-order-filters: the stores and staff accounts the list's filters offer. */
export function useOrderFilterChoices() {
  return useQuery({
    queryKey: orderKeys.filterChoices(),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: OrderFilterChoices }>('/functions/v1/get-order-filters', { signal })).data,
    staleTime: 5 * 60_000,
  });
}
