import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { posDeviceKeys } from './pos-device-keys';

/** POST /rest/v1/rpc/delete_pos_device: soft, or hard (super admins; not with transactions). */
async function deletePosDevice(input: { id: string; hard: boolean }): Promise<void> {
  await api.post('/rest/v1/rpc/delete_pos_device', { p_id: input.id, p_hard: input.hard });
}

export function useDeletePosDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePosDevice,
    onSettled: () => client.invalidateQueries({ queryKey: posDeviceKeys.all }),
  });
}
