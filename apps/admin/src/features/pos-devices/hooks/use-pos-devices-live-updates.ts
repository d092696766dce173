import { KIOSK_USERS_CHANNEL, POS_DEVICES_CHANNEL } from '@kiosk/domain';
import { useRealtimeChannel } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Another admin (or the command line) rotated a token, or changed a device or a link (fleet
 * changes arrive on `kiosk-users`): the lists are reloaded.
 */
export function usePosDevicesLiveUpdates(): void {
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: ['pos-devices'] });
  useRealtimeChannel(POS_DEVICES_CHANNEL, reload);
  useRealtimeChannel(KIOSK_USERS_CHANNEL, reload);
}
