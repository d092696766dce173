import type { RealtimeEvent } from '@kiosk/contracts';
import { OPEN_ORDERS_CHANNEL } from '@kiosk/domain';
import { useRealtimeChannel, useSession } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { OPEN_ORDERS_QUERY_KEY } from '../api/list-open-orders';
import { linkedOrderStore, setNotice } from './linked-order-store';

/**
 * Listens to the 'open-orders' channel: every event refreshes the lists; an event on the linked
 * order from a newer version becomes its notice (updated by another user, cancelled, completed,
 * paid). The till's own saves raise no notice.
 */
export function useOpenOrdersLive(): void {
  const queryClient = useQueryClient();
  const me = useSession().user?.email ?? null;
  const onEvent = (event: RealtimeEvent) => {
    void queryClient.invalidateQueries({ queryKey: OPEN_ORDERS_QUERY_KEY });
    const linked = linkedOrderStore.get().order;
    const payload = event.payload as { id?: string; version?: number; by?: string | null };
    if (!linked || payload.id !== linked.id) return;
    const version = typeof payload.version === 'number' ? payload.version : linked.version + 1;
    if (event.event === 'cancelled' || event.event === 'completed' || event.event === 'paid') {
      setNotice({ kind: event.event, by: payload.by ?? null, version });
    } else if (event.event === 'updated' && version > linked.version && payload.by !== me) {
      setNotice({ kind: 'updated', by: payload.by ?? null, version });
    }
  };
  useRealtimeChannel(OPEN_ORDERS_CHANNEL, onEvent, {
    onJoined: () => void queryClient.invalidateQueries({ queryKey: OPEN_ORDERS_QUERY_KEY }),
  });
}
