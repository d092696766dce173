import { KIOSK_USERS_CHANNEL } from '@kiosk/domain';
import { useRealtimeChannel } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { fleetKeys } from '../api/fleet-keys';

/** Kiosk, link, business, store and POS changes (any admin): the fleet screens reload. */
export function useFleetLiveUpdates(): void {
  const client = useQueryClient();
  useRealtimeChannel(KIOSK_USERS_CHANNEL, () => {
    void client.invalidateQueries({ queryKey: fleetKeys.all });
    void client.invalidateQueries({ queryKey: ['pos-devices'] });
  });
}
