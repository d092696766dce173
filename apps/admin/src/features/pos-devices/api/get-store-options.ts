import { type Store, storeSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /rest/v1/stores: the stores a till can stand in (the device form's "Mağaza" select). */
async function getStoreOptions(): Promise<Store[]> {
  return z.array(storeSchema).parse(await api.get<unknown>('/rest/v1/stores'));
}

export function useStoreOptions() {
  return useQuery({
    queryKey: ['pos-devices', 'store-options'] as const,
    queryFn: getStoreOptions,
    staleTime: 60_000,
  });
}
