import { type Business, businessSchema } from '@kiosk/contracts';
import { FLEET_REFRESH_MS } from '@kiosk/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** GET /rest/v1/businesses: by name, with their store counts. */
async function getBusinesses(): Promise<Business[]> {
  return z.array(businessSchema).parse(await api.get<unknown>('/rest/v1/businesses'));
}

export function useBusinesses() {
  return useQuery({
    queryKey: fleetKeys.businesses(),
    queryFn: getBusinesses,
    refetchInterval: FLEET_REFRESH_MS,
  });
}
