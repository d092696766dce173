import type { NodeLink } from '@kiosk/contracts';
import { linkSince, storeLinkState } from '@kiosk/domain';
import { Badge } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';

/**
 * A store's link to central on its card: "Mağaza sunucusu yok" (the one box, or a store without a
 * node), "Merkeze bağlı", or "Bağlantı yok · 12:04'ten beri · 3 bekliyor" (the count only where the
 * store node itself answers: central cannot count what it has not received).
 */
export function StoreLinkBadge({ link, storeId }: { link: NodeLink | undefined; storeId: string }) {
  const { t, i18n } = useTranslation();
  const state = storeLinkState(link, storeId);
  if (state.kind === 'no_node')
    return (
      <p data-testid="store-link" data-state="no_node" className="mt-2 text-ink-muted text-xs">
        {t('fleet.nodeLink.noNode')}
      </p>
    );
  if (state.kind === 'connected')
    return (
      <p data-testid="store-link" data-state="connected" className="mt-2">
        <Badge tone="success" dot>
          {t('fleet.nodeLink.connected')}
        </Badge>
      </p>
    );
  const parts = [
    t('fleet.nodeLink.noLink'),
    state.since
      ? t('fleet.nodeLink.since', linkSince(state.since, i18n.language))
      : t('fleet.nodeLink.neverConnected'),
    ...(state.waiting === null ? [] : [t('fleet.nodeLink.waitingShort', { count: state.waiting })]),
  ];
  return (
    <p data-testid="store-link" data-state="disconnected" className="mt-2">
      <Badge tone="warning" dot>
        <span className="whitespace-normal">{parts.join(' · ')}</span>
      </Badge>
    </p>
  );
}
