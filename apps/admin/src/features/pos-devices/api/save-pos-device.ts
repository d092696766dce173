import { type PosDevice, posDeviceSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { posDeviceKeys } from './pos-device-keys';

interface PosDeviceValues {
  p_pos_serial_number?: string;
  p_device_name?: string | null;
  p_device_model?: string | null;
  p_ip_address?: string | null;
  p_port?: string | number | null;
  p_merchant_id?: string | null;
  p_terminal_id?: string | null;
  p_fingerprint?: string | null;
  p_is_active?: boolean;
}

/** POST /rest/v1/rpc/insert_pos_device (new) or update_pos_device (with p_id). */
async function savePosDevice(input: {
  id?: string | undefined;
  values: PosDeviceValues;
}): Promise<PosDevice> {
  const body = input.id
    ? await api.post<unknown>('/rest/v1/rpc/update_pos_device', { p_id: input.id, ...input.values })
    : await api.post<unknown>('/rest/v1/rpc/insert_pos_device', input.values);
  return posDeviceSchema.parse(body);
}

export function useSavePosDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePosDevice,
    onSettled: () => client.invalidateQueries({ queryKey: posDeviceKeys.all }),
  });
}
