import type { RealtimeEvent, SoldOutCandidate } from '@kiosk/contracts';
import { DB_CHANGES_CHANNEL } from '@kiosk/domain';
import { isApiError, toast, useRealtimeChannel } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOLD_OUT_QUERY_KEY } from '../../../lib/sold-out/get-sold-out';
import { unmarkSoldOut } from '../../../lib/sold-out/unmark-sold-out';
import type { SoldOutTarget } from '../../../lib/sold-out/use-sold-out-dialog';
import { useSoldOutProducts } from '../api/get-sold-out-products';
import { filterByName } from '../utils/product-filter';

/**
 * The kitchen's product list while it is open: the station's products (read again on every
 * product change, wherever it was made), the search, the "86" dialog's product and the one-tap
 * un-mark.
 */
export function useSoldOutList(stationId: string | undefined, open: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const products = useSoldOutProducts(stationId, open);
  const [query, setQuery] = useState('');
  const [target, setTarget] = useState<SoldOutTarget | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  useRealtimeChannel(open ? DB_CHANGES_CHANNEL : null, (event: RealtimeEvent) => {
    if (event.table === 'products') void queryClient.invalidateQueries({ queryKey: SOLD_OUT_QUERY_KEY });
  });
  const shown = useMemo(() => filterByName(products.data ?? [], query), [products.data, query]);

  const unmark = async (product: SoldOutCandidate) => {
    setBusyId(product.id);
    try {
      await unmarkSoldOut(product.id);
      toast.success(t('sale.kitchen.soldOut.unmarked', { name: product.name }));
      await queryClient.invalidateQueries({ queryKey: SOLD_OUT_QUERY_KEY });
    } catch (caught) {
      toast.error(
        t('sale.kitchen.soldOut.failed', { message: isApiError(caught) ? caught.message : String(caught) }),
      );
    } finally {
      setBusyId(null);
    }
  };
  return { products, shown, query, setQuery, target, setTarget, busyId, unmark };
}
