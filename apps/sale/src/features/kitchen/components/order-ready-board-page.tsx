import { type ApiClient, BrandMark, cn, LanguageSwitch, useDocumentTitle } from '@kiosk/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoard } from '../hooks/use-board';
import { readyMinutesFrom } from '../utils/board-changes';
import { audioContext } from '../utils/chime';

/**
 * The order-ready board (/board) for the dining area: queue numbers only, "Hazırlanıyor" and
 * "Hazır", readable from a distance; ?readyMinutes= sets how long a ready number stays. `api` is
 * the signed-in staff member's client or the board device's (see BoardDeviceGate).
 */
export function OrderReadyBoardPage({ api }: { api: ApiClient }) {
  const { t } = useTranslation();
  useDocumentTitle(t('sale.kitchen.board.title'));
  const readyMinutes = useMemo(() => readyMinutesFrom(window.location.search), []);
  const { board, highlighted, offline } = useBoard(api, readyMinutes);
  const [soundBlocked, setSoundBlocked] = useState(() => audioContext()?.state !== 'running');

  return (
    <main className="flex min-h-dvh flex-col bg-zinc-950 text-white" data-testid="order-ready-board">
      <header className="flex items-center gap-4 bg-primary-700 px-8 py-5">
        <BrandMark size="lg" />
        <h1 className="font-black text-4xl">{t('sale.kitchen.board.title')}</h1>
        {offline && <span className="ml-4 text-2xl text-red-300">●</span>}
        <div className="ml-auto flex items-center gap-3">
          {soundBlocked && (
            <button
              type="button"
              className="rounded-lg bg-white/15 px-4 py-2 font-semibold"
              onClick={() => {
                void audioContext()
                  ?.resume()
                  .then(() => setSoundBlocked(false));
              }}
            >
              {t('sale.kitchen.board.soundOn')}
            </button>
          )}
          <LanguageSwitch tone="dark" />
        </div>
      </header>
      <div className="grid flex-1 grid-cols-2 divide-x divide-white/20">
        <section aria-labelledby="board-preparing" className="flex flex-col p-6">
          <h2 id="board-preparing" className="mb-6 text-center font-bold text-5xl text-amber-300">
            {t('sale.kitchen.board.preparing')}
          </h2>
          <ul data-testid="board-preparing" className="flex flex-wrap content-start justify-center gap-4">
            {board?.preparing.map((p) => (
              <li
                key={p.queue_number}
                className="min-w-36 rounded-xl bg-white/10 px-5 py-3 text-center font-bold text-8xl tabular-nums"
              >
                {p.queue_number}
              </li>
            ))}
          </ul>
          {board && board.preparing.length === 0 && (
            <p className="mt-8 text-center text-2xl text-white/50">
              {t('sale.kitchen.board.emptyPreparing')}
            </p>
          )}
        </section>
        <section aria-labelledby="board-ready" className="flex flex-col bg-emerald-950/40 p-6">
          <h2 id="board-ready" className="mb-6 text-center font-bold text-5xl text-emerald-300">
            {t('sale.kitchen.board.ready')}
          </h2>
          <ul data-testid="board-ready" className="flex flex-wrap content-start justify-center gap-4">
            {board?.ready.map((r) => (
              <li
                key={r.queue_number}
                data-highlight={highlighted.has(r.queue_number) ? 'true' : undefined}
                className={cn(
                  'min-w-44 rounded-2xl bg-emerald-600 px-6 py-4 text-center font-black text-9xl tabular-nums',
                  highlighted.has(r.queue_number) &&
                    'animate-pulse bg-emerald-400 text-zinc-950 ring-8 ring-white',
                )}
              >
                {r.queue_number}
              </li>
            ))}
          </ul>
          {board && board.ready.length === 0 && (
            <p className="mt-8 text-center text-2xl text-white/50">{t('sale.kitchen.board.emptyReady')}</p>
          )}
        </section>
      </div>
      <footer className="bg-zinc-900 px-8 py-4 text-center text-2xl text-white/80">
        {t('sale.kitchen.board.readyHint')}
      </footer>
    </main>
  );
}
