import type { KitchenStation } from '@kiosk/contracts';
import { LanguageSwitch } from '@kiosk/ui';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PrinterProblemBadge } from '../../../lib/printer-status/printer-problem-badge';
import type { RemovedNotice } from '../hooks/use-kitchen-display';
import { removedStatusKey } from '../utils/kitchen-keys';

/** The display's bar: the station picker, live or offline, the shortcuts, the products (86), Recall and the language. */
export function KitchenHeader({
  stations,
  stationId,
  onStationChange,
  offline,
  busy,
  onRecall,
  onProducts,
}: {
  stations: KitchenStation[];
  stationId: string | undefined;
  onStationChange(id: string): void;
  offline: boolean;
  busy: boolean;
  onRecall(): void;
  /** "Ürünler": the station's products, to mark one sold out ("86"). */
  onProducts(): void;
}) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-wrap items-center gap-4 bg-zinc-950 px-6 py-3">
      <h1 className="font-bold text-2xl">{t('sale.kitchen.title')}</h1>
      <label className="flex items-center gap-2 text-lg">
        <span>{t('sale.kitchen.station')}</span>
        <select
          value={stationId ?? ''}
          onChange={(event) => onStationChange(event.target.value)}
          className="rounded-md bg-zinc-800 px-3 py-2 text-white"
          aria-label={t('sale.kitchen.station')}
        >
          {stations.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <span
        data-testid="kitchen-connection"
        data-state={offline ? 'offline' : 'live'}
        className={offline ? 'font-bold text-red-400' : 'font-semibold text-emerald-400'}
      >
        ● {offline ? '' : t('sale.kitchen.live')}
      </span>
      <PrinterProblemBadge />
      <span className="ml-auto hidden text-sm text-zinc-400 xl:inline">{t('sale.kitchen.shortcuts')}</span>
      <button
        type="button"
        onClick={onProducts}
        className="flex min-h-11 items-center gap-2 rounded-lg bg-zinc-700 px-4 py-2 font-semibold hover:bg-zinc-600"
        data-testid="kitchen-products"
      >
        <Ban className="size-5" aria-hidden="true" />
        {t('sale.kitchen.soldOut.products')}
      </button>
      <button
        type="button"
        onClick={onRecall}
        disabled={busy || !stationId}
        className="rounded-lg bg-zinc-700 px-4 py-2 font-semibold disabled:opacity-50"
      >
        {t('sale.kitchen.recall')}
      </button>
      <LanguageSwitch tone="dark" />
    </header>
  );
}

/** A ticket taken off the display elsewhere (cancelled, completed, refunded): told until dismissed. */
export function RemovedNoticeBar({
  notice: n,
  onDismiss,
}: {
  notice: RemovedNotice;
  onDismiss(id: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex items-center justify-between bg-amber-300 px-6 py-2 font-semibold text-lg text-zinc-950"
    >
      {t('sale.kitchen.removed', {
        number: n.queue_number,
        status: t(removedStatusKey(n.status)),
      })}
      <button type="button" onClick={() => onDismiss(n.id)} className="px-3 text-2xl" aria-label="OK">
        ×
      </button>
    </div>
  );
}
