import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { posDeviceKeys } from './pos-device-keys';

/** POST /functions/v1/admin-kiosk-management {action: link_pos_device}. */
async function linkKiosk(input: { kioskId: string; posDeviceId: string; primary: boolean }): Promise<void> {
  await api.post('/functions/v1/admin-kiosk-management', {
    action: 'link_pos_device',
    kiosk_id: input.kioskId,
    pos_device_id: input.posDeviceId,
    is_primary: input.primary,
  });
}

export function useLinkKiosk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: linkKiosk,
    onSettled: () => client.invalidateQueries({ queryKey: posDeviceKeys.all }),
  });
}
