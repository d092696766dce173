import type { ApiClient } from '@kiosk/ui';
import { useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../../../lib/catalogue/query-keys';
import { useCatalogueApi } from '../../../lib/catalogue-context';

export interface TaxGroup {
  id: string;
  code: string;
  name: string;
  rate: number;
}

/** GET /rest/v1/tax_groups: the active tax groups, by rate. */
function getTaxGroups(api: ApiClient, signal?: AbortSignal): Promise<TaxGroup[]> {
  return api.get<TaxGroup[]>('/rest/v1/tax_groups', signal ? { signal } : {});
}

export function useTaxGroups() {
  const api = useCatalogueApi();
  return useQuery({
    queryKey: catalogueKeys.taxGroups(),
    queryFn: ({ signal }) => getTaxGroups(api, signal),
    staleTime: 5 * 60_000,
  });
}
