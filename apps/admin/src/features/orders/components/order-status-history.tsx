import type { OrderDetail } from '@kiosk/contracts';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatOrderDate } from '../utils/order-format';
import { DetailCard } from './detail-card';

type Entry = OrderDetail['status_history'][number];

/** Who moved the order: the account or kiosk, or "System", and how (payment, kitchen, back office...). */
function actorText(entry: Entry, t: (key: string) => string): string {
  const who = entry.actor_kind === 'system' ? t('orders.detail.history.system') : (entry.actor_name ?? '');
  const via = entry.via ? t(`orders.detail.history.via.${entry.via}`) : '';
  return via && via !== `orders.detail.history.via.${entry.via}` ? `${who} · ${via}` : who;
}

/** The order's status history (issue 34) as a timeline, oldest first: status, when, who and how. */
export function OrderStatusHistoryCard({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const status = (raw: string) => t(`orders.status.${raw}`);
  return (
    <DetailCard title={t('orders.detail.history.title')} icon={History} data-testid="order-status-history">
      {order.status_history.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('orders.detail.history.empty')}</p>
      ) : (
        <ol className="relative space-y-4 border-line border-l-2 pl-5">
          {order.status_history.map((entry, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows, in order
              key={index}
              className="relative"
              data-testid="status-history-entry"
              data-to={entry.to_status}
            >
              <span
                aria-hidden="true"
                className="-left-[27px] absolute top-1 size-3 rounded-full border-2 border-white bg-primary-500 ring-2 ring-primary-200"
              />
              <p className="font-semibold text-ink text-sm">
                {entry.from_status === null
                  ? `${t('orders.detail.history.created')}: ${status(entry.to_status)}`
                  : `${status(entry.from_status)} → ${status(entry.to_status)}`}
              </p>
              <p className="text-ink-muted text-xs tabular-nums">
                {formatOrderDate(entry.changed_at, i18n.language)}
              </p>
              <p className="break-words text-ink-muted text-xs">{actorText(entry, t)}</p>
            </li>
          ))}
        </ol>
      )}
    </DetailCard>
  );
}
