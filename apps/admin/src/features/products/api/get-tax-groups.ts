import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/catalogue/query-keys';

export interface TaxGroup {
  id: string;
  code: string;
  name: string;
  rate: number;
}

/** GET /rest/v1/tax_groups: the active tax groups, by rate. */
export function getTaxGroups(signal?: AbortSignal): Promise<TaxGroup[]> {
  return api.get<TaxGroup[]>('/rest/v1/tax_groups', signal ? { signal } : {});
}

export function useTaxGroups() {
  return useQuery({
    queryKey: catalogueKeys.taxGroups(),
    queryFn: ({ signal }) => getTaxGroups(signal),
    staleTime: 5 * 60_000,
  });
}
