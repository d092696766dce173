import { ORDERS_CHANNEL } from '@kiosk/domain';
import { useRealtimeChannel } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { orderKeys } from '../api/order-keys';

/**
 * Keeps the orders screens current while kiosks, the till or another admin change orders: every
 * event of the `orders` channel reloads the lists and the order it names, at most once per 500 ms.
 */
export function useOrdersLiveUpdates(): void {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const changed = useRef(new Set<string>());
  useEffect(() => () => clearTimeout(timer.current), []);
  useRealtimeChannel(ORDERS_CHANNEL, (event) => {
    const id = (event.payload as { id?: unknown } | null)?.id;
    if (typeof id === 'string') changed.current.add(id);
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const ids = [...changed.current];
      changed.current.clear();
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
      for (const orderId of ids) void client.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    }, 500);
  });
}
