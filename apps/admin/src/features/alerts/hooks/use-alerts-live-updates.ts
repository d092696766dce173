import { KIOSK_USERS_CHANNEL, KITCHEN_CHANNEL } from '@kiosk/domain';
import { useRealtimeChannel } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { ALERTS_QUERY_KEY } from '../api/get-alerts';

/**
 * A cause changed: a kiosk's socket opened or closed, or a kiosk or terminal changed (`kiosk-users`),
 * or a printer's status (`printer_status` on `kitchen`). The alerts are read again at once; the
 * rest (a threshold passing, an order growing old) is caught by the 30 s poll.
 */
export function useAlertsLiveUpdates(): void {
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: ALERTS_QUERY_KEY });
  useRealtimeChannel(KIOSK_USERS_CHANNEL, reload);
  useRealtimeChannel(KITCHEN_CHANNEL, (event) => {
    if (event.event === 'printer_status') reload();
  });
}
