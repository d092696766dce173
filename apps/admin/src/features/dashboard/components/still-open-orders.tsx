import { ErrorPanel } from '@kiosk/catalogue-ui';
import { formatMinor, Select, useLanguage } from '@kiosk/ui';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStillOpenOrders } from '../api/get-still-open-orders';

/** How old a tab must be to be listed (minutes); the admin's choice is kept on this browser. */
const AGES = [30, 60, 120, 240, 480] as const;
const AGE_STORAGE_KEY = 'admin_still_open_minutes';

function savedAge(): number {
  const saved = Number(globalThis.localStorage?.getItem(AGE_STORAGE_KEY));
  return (AGES as readonly number[]).includes(saved) ? saved : 120;
}

/** 'Still open': open orders (tabs) not paid or cancelled and older than the chosen age. */
export function StillOpenOrders() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [minutes, setMinutes] = useState(savedAge);
  const query = useStillOpenOrders(minutes);
  return (
    <section
      aria-labelledby="still-open-title"
      className="my-6 rounded-2xl border border-line bg-white shadow-card"
      data-testid="still-open-orders"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-line border-b px-5 py-4">
        <h2 id="still-open-title" className="flex items-center gap-2 font-semibold text-ink text-lg">
          <ClipboardList className="size-5 text-ink-muted" aria-hidden="true" />
          {t('sale.openOrders.stillOpen.title')}
        </h2>
        <div className="w-full sm:w-56 sm:shrink-0">
          <Select
            aria-label={t('sale.openOrders.stillOpen.age')}
            value={String(minutes)}
            onChange={(event) => {
              const next = Number(event.target.value);
              setMinutes(next);
              globalThis.localStorage?.setItem(AGE_STORAGE_KEY, String(next));
            }}
          >
            {AGES.map((age) => (
              <option key={age} value={age}>
                {t('sale.openOrders.stillOpen.olderThan', { count: age })}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {query.isPending ? (
        <p className="px-5 py-6 text-ink-muted text-sm">{t('ui.loading')}</p>
      ) : query.isError ? (
        <ErrorPanel
          message={t('sale.openOrders.loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <p className="px-5 py-6 text-ink-muted text-sm">{t('sale.openOrders.stillOpen.empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {query.data.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 text-sm">
              <span className="font-semibold">{order.label.text}</span>
              <span className="text-ink-muted">
                {t('sale.openOrders.queue', { queue: order.reference_number })} · {order.order_number} ·{' '}
                {new Date(order.created_at).toLocaleString(locale, {
                  dateStyle: 'short',
                  timeStyle: 'short',
                })}
                {order.created_by ? ` · ${order.created_by}` : ''}
              </span>
              <span className="ml-auto text-ink-muted">{t(`sale.openOrders.status.${order.status}`)}</span>
              <span className="w-28 text-right font-semibold tabular-nums">
                {formatMinor(order.remaining_minor, 'TL', locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
