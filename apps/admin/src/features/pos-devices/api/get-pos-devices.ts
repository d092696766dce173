import { type PosDeviceSummary, posDeviceListResponseSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { posDeviceKeys } from './pos-device-keys';

/** GET /functions/v1/pos-devices: the terminals, with whether a CLOUD token is set (never the token). */
async function getPosDevices(): Promise<PosDeviceSummary[]> {
  return posDeviceListResponseSchema.parse(await api.get<unknown>('/functions/v1/pos-devices')).data;
}

/** The terminal list; reloaded every 30 s for the connection status. */
export function usePosDevices() {
  return useQuery({ queryKey: posDeviceKeys.list(), queryFn: getPosDevices, refetchInterval: 30_000 });
}
