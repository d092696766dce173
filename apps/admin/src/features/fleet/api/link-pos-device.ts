import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

interface LinkPosInput {
  kiosk_id: string;
  pos_device_id: string;
  is_primary: boolean;
}

/** POST /functions/v1/admin-kiosk-management {action: link_pos_device}. */
async function linkPosDevice(input: LinkPosInput): Promise<void> {
  await api.post('/functions/v1/admin-kiosk-management', { action: 'link_pos_device', ...input });
}

export function useLinkPosDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: linkPosDevice,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: fleetKeys.all });
      await client.invalidateQueries({ queryKey: ['pos-devices'] });
    },
  });
}
