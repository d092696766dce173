import { type KioskDetail, kioskDetailResponseSchema } from '@kiosk/contracts';
import { FLEET_REFRESH_MS } from '@kiosk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** GET /rest/v1/kiosk_users/{id}: one kiosk with its links and session history. */
async function getKiosk(id: string): Promise<KioskDetail> {
  return kioskDetailResponseSchema.parse(
    await api.get<unknown>(`/rest/v1/kiosk_users/${encodeURIComponent(id)}`),
  ).data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address's id can be a kiosk's at all (else the page says 'Kiosk not found' at once). */
export const isKioskId = (id: string) => UUID.test(id);

export function useKiosk(id: string) {
  return useQuery({
    enabled: isKioskId(id),
    queryKey: fleetKeys.kiosk(id),
    queryFn: () => getKiosk(id),
    refetchInterval: FLEET_REFRESH_MS,
    retry: (count, error) => ![400, 404].includes((error as { status?: number }).status ?? 0) && count < 2,
  });
}
