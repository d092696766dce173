import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { posDeviceKeys } from './pos-device-keys';

const infoSchema = z.object({
  SerialNumber: z.string(),
  TerminalId: z.string(),
  MerchantId: z.string(),
  Version: z.string(),
});

/**
 * Verifying a device: POST /api/pos/check-connection for its kiosk; the server pairs, reads the
 * device info, and marks it connected with the time and the info (spec 4).
 */
async function verifyPosDevice(input: { kioskId: string; posDeviceId: string }) {
  const body = await api.post<unknown>('/api/pos/check-connection', input);
  return z.object({ success: z.literal(true), data: infoSchema }).parse(body).data;
}

export function useVerifyPosDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyPosDevice,
    onSettled: () => client.invalidateQueries({ queryKey: posDeviceKeys.all }),
  });
}
