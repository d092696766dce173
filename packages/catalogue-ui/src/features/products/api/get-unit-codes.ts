import type { ApiClient } from '@kiosk/ui';
import { useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../../../lib/catalogue/query-keys';
import { useCatalogueApi } from '../../../lib/catalogue-context';

export interface UnitCode {
  code: string;
  name: string;
  sort_order: number;
}

/** GET /rest/v1/unit_codes: the active unit codes, in sort order. */
function getUnitCodes(api: ApiClient, signal?: AbortSignal): Promise<UnitCode[]> {
  return api.get<UnitCode[]>('/rest/v1/unit_codes', signal ? { signal } : {});
}

export function useUnitCodes() {
  const api = useCatalogueApi();
  return useQuery({
    queryKey: catalogueKeys.unitCodes(),
    queryFn: ({ signal }) => getUnitCodes(api, signal),
    staleTime: 5 * 60_000,
  });
}
