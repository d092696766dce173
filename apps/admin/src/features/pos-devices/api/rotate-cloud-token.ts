import { type RotatedCloudToken, rotateCloudTokenResponseSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { posDeviceKeys } from './pos-device-keys';

/**
 * POST /functions/v1/pos-devices/rotate-cloud-token: a new CLOUD token for the terminal, answered
 * only this once. The old token stops working and the terminal's live connection is closed.
 */
async function rotateCloudToken(posDeviceId: string): Promise<RotatedCloudToken> {
  const body = await api.post<unknown>('/functions/v1/pos-devices/rotate-cloud-token', {
    pos_device_id: posDeviceId,
  });
  return rotateCloudTokenResponseSchema.parse(body).data;
}

/** Rotates, then reloads the list (token time and connection status changed). */
export function useRotateCloudToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rotateCloudToken,
    // the token must not outlive the dialog that shows it
    gcTime: 0,
    onSettled: () => client.invalidateQueries({ queryKey: posDeviceKeys.list() }),
  });
}
