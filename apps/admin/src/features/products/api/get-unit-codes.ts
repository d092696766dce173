import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/catalogue/query-keys';

export interface UnitCode {
  code: string;
  name: string;
  sort_order: number;
}

/** GET /rest/v1/unit_codes: the active unit codes, in sort order. */
export function getUnitCodes(signal?: AbortSignal): Promise<UnitCode[]> {
  return api.get<UnitCode[]>('/rest/v1/unit_codes', signal ? { signal } : {});
}

export function useUnitCodes() {
  return useQuery({
    queryKey: catalogueKeys.unitCodes(),
    queryFn: ({ signal }) => getUnitCodes(signal),
    staleTime: 5 * 60_000,
  });
}
