import { type KioskUser, kioskUserListResponseSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { posDeviceKeys } from './pos-device-keys';

/** GET /rest/v1/kiosk_users: the kiosks a device can be linked to (and their details). */
async function getKioskOptions(): Promise<KioskUser[]> {
  return kioskUserListResponseSchema.parse(await api.get<unknown>('/rest/v1/kiosk_users')).data;
}

export function useKioskOptions() {
  return useQuery({ queryKey: posDeviceKeys.kiosks(), queryFn: getKioskOptions });
}
