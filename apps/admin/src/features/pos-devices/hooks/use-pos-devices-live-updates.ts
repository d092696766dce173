import { POS_DEVICES_CHANNEL } from '@kiosk/contracts';
import { useRealtimeChannel } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';

/** Another admin (or the command line) rotated a token: the list is reloaded. */
export function usePosDevicesLiveUpdates(): void {
  const client = useQueryClient();
  useRealtimeChannel(POS_DEVICES_CHANNEL, () => {
    void client.invalidateQueries({ queryKey: ['pos-devices'] });
  });
}
