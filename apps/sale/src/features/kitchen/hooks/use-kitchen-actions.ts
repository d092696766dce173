import { isApiError, toast } from '@kiosk/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bumpTicket } from '../api/bump-ticket';
import { recallTicket } from '../api/recall-ticket';
import { setLineDone } from '../api/set-line-done';
import { startTicket } from '../api/start-ticket';

/** The kitchen's actions on a station's tickets: each one at a time, its failure told, the list read again. */
export function useKitchenActions(stationId: string | undefined, refresh: () => Promise<unknown>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const act = useCallback(
    async (run: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      try {
        await run();
        return true;
      } catch (error) {
        const message = isApiError(error) ? error.message : String(error);
        toast.error(
          isApiError(error) && error.code === 'nothing_to_recall'
            ? t('sale.kitchen.nothingToRecall')
            : t('sale.kitchen.actionFailed', { message }),
        );
        return false;
      } finally {
        setBusy(false);
        void refresh();
      }
    },
    [refresh, t],
  );
  return {
    busy,
    start: (id: string) => act(() => startTicket({ order_id: id })),
    bump: (id: string) => stationId && act(() => bumpTicket({ order_id: id, station_id: stationId })),
    recall: () => stationId && act(() => recallTicket({ station_id: stationId })),
    lineDone: (lineId: string, done: boolean) => act(() => setLineDone({ order_item_id: lineId, done })),
  };
}
