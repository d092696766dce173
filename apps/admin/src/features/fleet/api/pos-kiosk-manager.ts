import type { PosKioskManagerAction } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** POST /functions/v1/pos-kiosk-manager: set_primary, toggle_active, unlink. */
async function posKioskManager(action: PosKioskManagerAction): Promise<void> {
  await api.post('/functions/v1/pos-kiosk-manager', action);
}

export function usePosKioskManager() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: posKioskManager,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: fleetKeys.all });
      await client.invalidateQueries({ queryKey: ['pos-devices'] });
    },
  });
}
