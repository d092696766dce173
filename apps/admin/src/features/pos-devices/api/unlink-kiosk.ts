import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { posDeviceKeys } from './pos-device-keys';

/** POST /functions/v1/pos-kiosk-manager {action: unlink}: the device leaves that kiosk. */
async function unlinkKiosk(linkId: string): Promise<void> {
  await api.post('/functions/v1/pos-kiosk-manager', { action: 'unlink', linkId });
}

export function useUnlinkKiosk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlinkKiosk,
    onSettled: () => client.invalidateQueries({ queryKey: posDeviceKeys.all }),
  });
}
