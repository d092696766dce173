import { linkSince, storeLinkState } from '@kiosk/domain';
import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNodeLink } from './get-node-link';

/**
 * The till's top bar at a store node: a quiet green "Merkeze bağlı", or an amber "Merkez bağlantısı
 * yok · 12:04'ten beri · 3 sipariş gönderilmeyi bekliyor". Nothing at the one box (no store node).
 */
export function NodeLinkChip() {
  const { t, i18n } = useTranslation();
  const { data } = useNodeLink();
  if (data?.role !== 'store') return null;
  const state = storeLinkState(data, data.store_id);
  if (state.kind === 'connected')
    return (
      <span
        data-testid="node-link"
        data-state="connected"
        title={t('sale.nodeLink.connected')}
        className="flex min-h-10 shrink-0 items-center gap-1.5 rounded-xl px-2 text-[11px] text-white/70"
      >
        <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-emerald-400" />
        <span className="sr-only whitespace-nowrap xl:not-sr-only">{t('sale.nodeLink.connected')}</span>
      </span>
    );
  if (state.kind !== 'disconnected') return null;
  const since = state.since
    ? t('sale.nodeLink.since', linkSince(state.since, i18n.language))
    : t('sale.nodeLink.neverConnected');
  const count = state.waiting ?? 0;
  const waiting = t('sale.nodeLink.waiting', { count });
  return (
    <span
      role="status"
      data-testid="node-link"
      data-state="disconnected"
      title={`${t('sale.nodeLink.disconnected')} · ${since} · ${waiting}`}
      className="flex min-h-10 shrink-0 items-center gap-2 rounded-xl bg-amber-400/15 px-3 py-1 text-amber-100 ring-1 ring-amber-300/50"
    >
      <CloudOff className="size-4 shrink-0 text-amber-300" aria-hidden="true" />
      {/* never squeezed (the warning comes before names); a narrow bar: the icon and the count, the words from lg up */}
      <span aria-hidden="true" data-testid="node-link-count" className="font-semibold text-sm lg:hidden">
        {count}
      </span>
      <span
        aria-hidden="true"
        data-testid="node-link-visible"
        className="hidden min-w-0 leading-tight lg:block"
      >
        <span className="block truncate font-semibold text-sm">{t('sale.nodeLink.disconnected')}</span>
        <span className="block truncate text-[11px] text-amber-200/90">
          {since} · <span data-testid="node-link-waiting">{t('sale.nodeLink.waitingShort', { count })}</span>
        </span>
      </span>
      <span data-testid="node-link-spoken" className="sr-only">
        {t('sale.nodeLink.disconnected')}, {since}, {waiting}
      </span>
    </span>
  );
}
