import { type PosDevice, posDeviceSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { posDeviceKeys } from './pos-device-keys';

/** POST /rest/v1/rpc/get_pos_devices: every field, links, whether it has transactions; deleted ones for super admins. */
async function getFleetPosDevices(includeDeleted: boolean): Promise<PosDevice[]> {
  const body = await api.post<unknown>('/rest/v1/rpc/get_pos_devices', { p_include_deleted: includeDeleted });
  return z.array(posDeviceSchema).parse(body);
}

export function useFleetPosDevices(includeDeleted: boolean) {
  return useQuery({
    queryKey: posDeviceKeys.fleet(includeDeleted),
    queryFn: () => getFleetPosDevices(includeDeleted),
    refetchInterval: 30_000,
  });
}
