import { type PosDevice, posDeviceSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** POST /rest/v1/rpc/get_pos_devices: the devices a kiosk can be linked to. */
async function getPosDevices(): Promise<PosDevice[]> {
  return z.array(posDeviceSchema).parse(await api.post<unknown>('/rest/v1/rpc/get_pos_devices', {}));
}

export function useFleetPosDevices(enabled = true) {
  return useQuery({ queryKey: fleetKeys.posDevices(), queryFn: getPosDevices, enabled });
}
