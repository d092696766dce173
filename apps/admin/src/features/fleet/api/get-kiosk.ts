import { type KioskDetail, kioskDetailResponseSchema } from '@kiosk/contracts';
import { FLEET_REFRESH_MS } from '@kiosk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** GET /rest/v1/kiosk_users/{id}: one kiosk with its links and session history. */
export async function getKiosk(id: string): Promise<KioskDetail> {
  return kioskDetailResponseSchema.parse(
    await api.get<unknown>(`/rest/v1/kiosk_users/${encodeURIComponent(id)}`),
  ).data;
}

export function useKiosk(id: string) {
  return useQuery({
    queryKey: fleetKeys.kiosk(id),
    queryFn: () => getKiosk(id),
    refetchInterval: FLEET_REFRESH_MS,
    retry: (count, error) => ![400, 404].includes((error as { status?: number }).status ?? 0) && count < 2,
  });
}
