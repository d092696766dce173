import { storeSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /rest/v1/stores: the stores to filter a report by (business · store). */
async function getReportStores(signal?: AbortSignal): Promise<Array<{ id: string; name: string }>> {
  const stores = z
    .array(storeSchema)
    .parse(await api.get<unknown>('/rest/v1/stores', signal ? { signal } : {}));
  return stores.map((s) => ({ id: s.id, name: `${s.business_name} · ${s.name}` }));
}

export function useReportStores() {
  return useQuery({ queryKey: ['report-stores'], queryFn: ({ signal }) => getReportStores(signal) });
}
