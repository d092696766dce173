import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { posDeviceKeys } from './pos-device-keys';

/** POST /rest/v1/rpc/restore_pos_device (super admins). */
async function restorePosDevice(id: string): Promise<void> {
  await api.post('/rest/v1/rpc/restore_pos_device', { p_id: id });
}

export function useRestorePosDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restorePosDevice,
    onSettled: () => client.invalidateQueries({ queryKey: posDeviceKeys.all }),
  });
}
