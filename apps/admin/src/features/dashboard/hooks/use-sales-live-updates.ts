import { ORDERS_CHANNEL } from '@kiosk/domain';
import { useRealtimeChannel } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { salesDashboardKeys } from '../api/get-sales-dashboard';

/** Reloads the sales figures when the `orders` channel announces a change (at most once per second). */
export function useSalesLiveUpdates(): void {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useRealtimeChannel(ORDERS_CHANNEL, () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void client.invalidateQueries({ queryKey: salesDashboardKeys.all });
    }, 1000);
  });
}
