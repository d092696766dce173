import { DB_CHANGES_CHANNEL } from '@kiosk/domain';
import { useRealtimeChannel } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { catalogueKeys } from './query-keys';

/**
 * Keeps the catalogue screens current while another admin (or the POS) changes products or
 * categories: every `db-changes` event refreshes the catalogue queries, at most once per 500 ms.
 */
export function useCatalogueLiveUpdates(): void {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useRealtimeChannel(DB_CHANGES_CHANNEL, (event) => {
    if (event.table !== 'products' && event.table !== 'categories') return;
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void client.invalidateQueries({ queryKey: catalogueKeys.all });
    }, 500);
  });
}
