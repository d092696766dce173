import type { TillOrderSummary } from '@kiosk/contracts';
import {
  Button,
  buttonClassName,
  Input,
  PageHeader,
  Spinner,
  useDocumentTitle,
  useLanguage,
} from '@kiosk/ui';
import { ArrowLeft, ClipboardList, RefreshCw, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TILL_PATHS } from '../../../lib/till-paths';
import { useOrdersOfDay } from '../api/get-todays-orders';
import { localDate, searchOrders } from '../utils/orders';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrdersTable } from './orders-table';

/** Today's orders at the till: search by order or queue number, open one to see its payments and refund it. */
export function OrdersPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  useDocumentTitle(t('sale.orders.title'), t('sale.title'));
  const [date] = useState(() => localDate());
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const orders = useOrdersOfDay(date);
  const shown = useMemo(() => searchOrders(orders.data ?? [], query), [orders.data, query]);
  const open = orders.data?.find((o) => o.id === openId) ?? null;
  const day = new Date(`${date}T12:00:00`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col" data-testid="orders-page">
      <PageHeader
        title={t('sale.orders.title')}
        description={t('sale.orders.subtitle', { date: day })}
        actions={
          <>
            <Link to={TILL_PATHS.till} className={buttonClassName({ variant: 'outline', size: 'lg' })}>
              <ArrowLeft aria-hidden="true" />
              {t('sale.orders.backToTill')}
            </Link>
            <Button
              variant="outline"
              size="lg"
              onClick={() => void orders.refetch()}
              loading={orders.isFetching}
            >
              {!orders.isFetching && <RefreshCw aria-hidden="true" />}
              {t('sale.orders.refresh')}
            </Button>
          </>
        }
      />
      <div className="mb-4 flex items-center gap-4">
        <div className="relative max-w-md flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('sale.orders.search')}
            aria-label={t('sale.orders.search')}
            className="pl-12"
            data-testid="orders-search"
          />
        </div>
        {orders.data && (
          <p className="text-ink-muted" data-testid="orders-count">
            {t('sale.orders.count', { count: shown.length })}
          </p>
        )}
      </div>

      <OrdersList orders={orders} shown={shown} onOpen={setOpenId} />
      {open && <OrderDetailDialog order={open} onClose={() => setOpenId(null)} />}
    </div>
  );
}

/** The list's states: loading, failed (with a retry), empty or no match, else the table. */
function OrdersList({
  orders,
  shown,
  onOpen,
}: {
  orders: ReturnType<typeof useOrdersOfDay>;
  shown: TillOrderSummary[];
  onOpen(id: string): void;
}) {
  const { t } = useTranslation();
  return orders.isLoading ? (
    <div className="flex min-h-64 items-center justify-center rounded-2xl bg-white ring-1 ring-line">
      <Spinner size="lg" showLabel label={t('sale.orders.loading')} />
    </div>
  ) : orders.isError ? (
    <div
      role="alert"
      className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-2xl bg-white ring-1 ring-line"
    >
      <p className="font-semibold text-red-700">{t('sale.orders.loadFailed')}</p>
      <Button variant="outline" onClick={() => void orders.refetch()}>
        <RefreshCw aria-hidden="true" />
        {t('sale.orders.refresh')}
      </Button>
    </div>
  ) : shown.length === 0 ? (
    <div
      className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-2xl bg-white text-ink-muted ring-1 ring-line"
      data-testid="orders-empty"
    >
      <ClipboardList className="size-12" aria-hidden="true" />
      <p className="font-semibold text-lg">
        {(orders.data?.length ?? 0) === 0 ? t('sale.orders.empty') : t('sale.orders.noMatch')}
      </p>
    </div>
  ) : (
    <OrdersTable orders={shown} onOpen={onOpen} />
  );
}
