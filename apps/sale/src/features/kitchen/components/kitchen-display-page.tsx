import { parseAgeThresholds } from '@kiosk/domain';
import { useDocumentTitle } from '@kiosk/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKitchenStations } from '../api/get-kitchen-stations';
import { useKitchenActions } from '../hooks/use-kitchen-actions';
import { useKitchenDisplay } from '../hooks/use-kitchen-display';
import { useScanBump } from '../hooks/use-scan-bump';
import { kitchenKeyAction } from '../utils/kitchen-keys';
import { KitchenHeader, RemovedNoticeBar } from './kitchen-header';
import { KitchenTicketCard } from './kitchen-ticket-card';
import { SoldOutProductsDialog } from './sold-out-products-dialog';

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
  const actions = useKitchenActions(station?.id, refresh);
  const { busy, start, bump, recall } = actions;
  const [productsOpen, setProductsOpen] = useState(false);
  const scanStep = useScanBump(tickets, bump);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // the product list's keys are its own (Space on its buttons must not bump a ticket)
      if (productsOpen) return;
      if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
      // a scanned ticket QR (fast keys ending with Enter) bumps its order; its keys are no shortcuts
      if (scanStep(event)) return;
      const action = kitchenKeyAction(event.key, selected, tickets.length);
      if (action?.kind === 'select') setSelected(action.index);
      else if (action?.kind === 'recall') void recall();
      else if (action?.kind === 'activate') {
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
      <KitchenHeader
        stations={list}
        stationId={station?.id}
        onStationChange={(id) => {
          setStationId(id);
          localStorage.setItem(STATION_KEY, id);
          setSelected(0);
        }}
        offline={offline}
        busy={busy}
        onRecall={() => void recall()}
        onProducts={() => setProductsOpen(true)}
      />
      <SoldOutProductsDialog
        open={productsOpen}
        onOpenChange={setProductsOpen}
        stationId={station?.id}
        stationName={station?.name}
      />
      {offline && (
        <div role="alert" data-testid="kitchen-offline" className="bg-red-700 px-6 py-3 font-bold text-xl">
          {t('sale.kitchen.offline')}
        </div>
      )}
      {notices.map((n) => (
        <RemovedNoticeBar key={n.id} notice={n} onDismiss={dismiss} />
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
            onLineDone={(lineId, done) => void actions.lineDone(lineId, done)}
          />
        ))}
        {loaded && tickets.length === 0 && (
          <p className="col-span-full py-24 text-center text-3xl text-zinc-400">{t('sale.kitchen.empty')}</p>
        )}
      </section>
    </main>
  );
}
