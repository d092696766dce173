import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

const deviceInfoSchema = z.object({
  SerialNumber: z.string(),
  TerminalId: z.string(),
  MerchantId: z.string(),
  Version: z.string(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/** POST /api/pos/check-connection: asks the kiosk's linked terminal; success marks it connected. */
async function checkConnection(input: { kioskId: string; posDeviceId: string }): Promise<DeviceInfo> {
  const body = await api.post<unknown>('/api/pos/check-connection', input);
  return z.object({ success: z.literal(true), data: deviceInfoSchema }).parse(body).data;
}

export function useCheckConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkConnection,
    onSettled: () => client.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
