import { type KioskUser, kioskUserListResponseSchema } from '@kiosk/contracts';
import { FLEET_REFRESH_MS } from '@kiosk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** GET /rest/v1/kiosk_users: kiosks newest first with presence and linked POS devices. */
async function getKiosks(includeDeleted: boolean): Promise<KioskUser[]> {
  const body = await api.get<unknown>('/rest/v1/kiosk_users', {
    query: includeDeleted ? { include_deleted: 'true' } : {},
  });
  return kioskUserListResponseSchema.parse(body).data;
}

/** The kiosk list; reloaded every 30 s (spec 9) and on realtime changes. */
export function useKiosks(includeDeleted = false) {
  return useQuery({
    queryKey: fleetKeys.kiosks(includeDeleted),
    queryFn: () => getKiosks(includeDeleted),
    refetchInterval: FLEET_REFRESH_MS,
  });
}
