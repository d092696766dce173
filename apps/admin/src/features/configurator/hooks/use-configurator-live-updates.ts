import { DB_CHANGES_CHANNEL } from '@kiosk/domain';
import { useRealtimeChannel } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { configurableProductsKey } from '../api/get-configurable-products';
import { linkableProductsKey } from '../api/get-linkable-products';

const TABLES = new Set(['products', 'product_configurations']);

/**
 * Keeps the configurator list (and the products options can link to) current while another admin
 * changes products or configurations: `db-changes` events refresh them, at most once per 500 ms.
 * An open editor keeps its own working copy.
 */
export function useConfiguratorLiveUpdates(): void {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useRealtimeChannel(DB_CHANGES_CHANNEL, (event) => {
    if (!event.table || !TABLES.has(event.table) || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void client.invalidateQueries({ queryKey: configurableProductsKey });
      void client.invalidateQueries({ queryKey: linkableProductsKey });
    }, 500);
  });
}
