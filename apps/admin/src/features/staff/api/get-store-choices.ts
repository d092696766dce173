import { storeSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** A store a person can be assigned to. */
export interface StoreChoice {
  id: string;
  name: string;
}

/** GET /rest/v1/stores: the stores by name (with their business). */
async function getStores(signal?: AbortSignal): Promise<StoreChoice[]> {
  const stores = z
    .array(storeSchema)
    .parse(await api.get<unknown>('/rest/v1/stores', signal ? { signal } : {}));
  return stores.map((s) => ({ id: s.id, name: `${s.business_name} · ${s.name}` }));
}

export function useStoreChoices() {
  return useQuery({ queryKey: staffKeys.stores(), queryFn: ({ signal }) => getStores(signal) });
}
