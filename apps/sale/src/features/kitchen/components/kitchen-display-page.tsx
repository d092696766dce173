import { parseAgeThresholds } from '@kiosk/domain';
import { isApiError, LanguageSwitch, toast, useDocumentTitle } from '@kiosk/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bumpTicket } from '../api/bump-ticket';
import { useKitchenStations } from '../api/get-kitchen-stations';
import { recallTicket } from '../api/recall-ticket';
import { setLineDone } from '../api/set-line-done';
import { startTicket } from '../api/start-ticket';
import { useKitchenDisplay } from '../hooks/use-kitchen-display';
import { KitchenTicketCard } from './kitchen-ticket-card';

const STATION_KEY = 'kitchen_station';

function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The kitchen display (/kitchen): one station's tickets, oldest first, live; tap or keys to start,
 * bump, recall the last bump and mark lines done. ?thresholds=5,10 sets the age colours (minutes).
 */
export function KitchenDisplayPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sale.kitchen.title'));
  const stations = useKitchenStations();
  const [stationId, setStationId] = useState<string | undefined>(
    () =>
      new URLSearchParams(window.location.search).get('station') ??
      localStorage.getItem(STATION_KEY) ??
      undefined,
  );
  const list = stations.data ?? [];
  const station = list.find((s) => s.id === stationId) ?? list.find((s) => s.is_default);
  const thresholds = useMemo(
    () => parseAgeThresholds(new URLSearchParams(window.location.search).get('thresholds')),
    [],
  );
  const { tickets, loaded, offline, refresh, notices, dismiss } = useKitchenDisplay(station?.id);
  const now = useNow();
  const [selected, setSelected] = useState(0);
  const [busy, setBusy] = useState(false);

  const act = useCallback(
    async (run: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await run();
      } catch (error) {
        const message = isApiError(error) ? error.message : String(error);
        toast.error(
          isApiError(error) && error.code === 'nothing_to_recall'
            ? t('sale.kitchen.nothingToRecall')
            : t('sale.kitchen.actionFailed', { message }),
        );
      } finally {
        setBusy(false);
        void refresh();
      }
    },
    [refresh, t],
  );

  const stationKey = station?.id;
  const start = (id: string) => act(() => startTicket({ order_id: id }));
  const bump = (id: string) => stationKey && act(() => bumpTicket({ order_id: id, station_id: stationKey }));
  const recall = () => stationKey && act(() => recallTicket({ station_id: stationKey }));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
      const digit = Number(event.key);
      if (Number.isInteger(digit) && digit >= 1 && digit <= 9)
        setSelected(Math.min(digit - 1, tickets.length - 1));
      else if (event.key === 'ArrowRight') setSelected((s) => Math.min(s + 1, tickets.length - 1));
      else if (event.key === 'ArrowLeft') setSelected((s) => Math.max(s - 1, 0));
      else if (event.key === 'r' || event.key === 'R') void recall();
      else if (event.key === ' ' || event.key === 'Enter') {
        const ticket = tickets[selected];
        if (!ticket) return;
        event.preventDefault();
        void (ticket.phase === 'new' ? start(ticket.id) : bump(ticket.id));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <main className="flex min-h-dvh flex-col bg-zinc-900 text-white" data-testid="kitchen-display">
      <header className="flex flex-wrap items-center gap-4 bg-zinc-950 px-6 py-3">
        <h1 className="font-bold text-2xl">{t('sale.kitchen.title')}</h1>
        <label className="flex items-center gap-2 text-lg">
          <span>{t('sale.kitchen.station')}</span>
          <select
            value={station?.id ?? ''}
            onChange={(event) => {
              setStationId(event.target.value);
              localStorage.setItem(STATION_KEY, event.target.value);
              setSelected(0);
            }}
            className="rounded-md bg-zinc-800 px-3 py-2 text-white"
            aria-label={t('sale.kitchen.station')}
          >
            {list.map((s) => (
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
        <span className="ml-auto hidden text-sm text-zinc-400 xl:inline">{t('sale.kitchen.shortcuts')}</span>
        <button
          type="button"
          onClick={() => void recall()}
          disabled={busy || !stationKey}
          className="rounded-lg bg-zinc-700 px-4 py-2 font-semibold disabled:opacity-50"
        >
          {t('sale.kitchen.recall')}
        </button>
        <LanguageSwitch tone="dark" />
      </header>
      {offline && (
        <div role="alert" data-testid="kitchen-offline" className="bg-red-700 px-6 py-3 font-bold text-xl">
          {t('sale.kitchen.offline')}
        </div>
      )}
      {notices.map((n) => (
        <div
          key={n.id}
          role="status"
          className="flex items-center justify-between bg-amber-300 px-6 py-2 font-semibold text-lg text-zinc-950"
        >
          {t('sale.kitchen.removed', {
            number: n.queue_number,
            status: t(
              ['cancelled', 'completed', 'refunded'].includes(n.status)
                ? `sale.kitchen.removedStatus.${n.status}`
                : 'sale.kitchen.removedStatus.other',
            ),
          })}
          <button type="button" onClick={() => dismiss(n.id)} className="px-3 text-2xl" aria-label="OK">
            ×
          </button>
        </div>
      ))}
      <section className="grid flex-1 auto-rows-min grid-cols-[repeat(auto-fill,minmax(340px,1fr))] gap-4 p-4">
        {tickets.map((ticket, index) => (
          <KitchenTicketCard
            key={ticket.id}
            ticket={ticket}
            index={index}
            now={now}
            thresholds={thresholds}
            selected={index === selected}
            busy={busy}
            onSelect={() => setSelected(index)}
            onStart={() => void start(ticket.id)}
            onBump={() => void bump(ticket.id)}
            onLineDone={(lineId, done) => void act(() => setLineDone({ order_item_id: lineId, done }))}
          />
        ))}
        {loaded && tickets.length === 0 && (
          <p className="col-span-full py-24 text-center text-3xl text-zinc-400">{t('sale.kitchen.empty')}</p>
        )}
      </section>
    </main>
  );
}
