import { type Store, storeSchema } from '@kiosk/contracts';
import { FLEET_REFRESH_MS } from '@kiosk/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** GET /rest/v1/stores: every store by name with its business (the screens filter by business). */
async function getStores(): Promise<Store[]> {
  return z.array(storeSchema).parse(await api.get<unknown>('/rest/v1/stores'));
}

export function useStores() {
  return useQuery({ queryKey: fleetKeys.stores(), queryFn: getStores, refetchInterval: FLEET_REFRESH_MS });
}
