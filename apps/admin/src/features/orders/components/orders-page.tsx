import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import { Button, DESKTOP_QUERY, PageHeader, Pagination, useDocumentTitle, useMediaQuery } from '@kiosk/ui';
import { ClipboardList, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrders } from '../api/get-orders';
import { useOrdersListState } from '../hooks/use-orders-list-state';
import { useOrdersLiveUpdates } from '../hooks/use-orders-live-updates';
import { hasOrderFilters, ORDERS_PAGE_SIZE, pageRange, startDateFor } from '../utils/list-params';
import { OrderCardList } from './order-card-list';
import { OrdersTable } from './orders-table';
import { OrdersToolbar } from './orders-toolbar';

const panel = 'rounded-2xl border border-line bg-white shadow-card';

/** /orders: 20 orders a page, newest first, with the status and date filters and a status changer per order. */
export function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.title'), t('common.appName.admin'));
  useOrdersLiveUpdates();
  const wide = useMediaQuery(DESKTOP_QUERY);
  const [state, update] = useOrdersListState();
  const [refreshing, setRefreshing] = useState(false);
  // computed per day, so the query key stays the same all day
  const day = new Date().toDateString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `day` renews the start date at midnight
  const startDate = useMemo(() => startDateFor(state.date), [state.date, day]);
  const orders = useOrders({
    page: state.page,
    ...(state.status !== 'all' ? { status: state.status } : {}),
    ...(startDate ? { startDate } : {}),
  });
  const data = orders.data;
  const pageCount = data?.pagination.totalPages ?? 0;

  // a page that no longer exists (fewer orders after a filter or a change) shows the last one
  useEffect(() => {
    if (data && data.pagination.total > 0 && data.data.length === 0 && state.page > 1) {
      update({ page: Math.max(1, pageCount) });
    }
  }, [data, state.page, pageCount, update]);

  let body: ReactNode;
  if (orders.isPending) {
    body = <LoadingPanel className={panel} />;
  } else if (orders.isError && !data) {
    body = (
      <div className={panel}>
        <ErrorPanel
          message={t('orders.loadError')}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      </div>
    );
  } else if (data && data.data.length === 0) {
    const filtered = hasOrderFilters(state);
    body = (
      <div className={panel}>
        <EmptyPanel
          icon={ClipboardList}
          title={filtered ? t('orders.empty.filteredTitle') : t('orders.empty.title')}
          description={filtered ? t('orders.empty.filteredDescription') : t('orders.empty.description')}
        />
      </div>
    );
  } else if (data) {
    body = (
      <OrdersPageOfList
        data={data}
        stale={orders.isPlaceholderData}
        failed={orders.isError}
        wide={wide}
        onPage={(page) => update({ page })}
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t('orders.title')}
        description={t('orders.subtitle')}
        actions={
          <Button
            variant="outline"
            loading={refreshing}
            onClick={() => {
              setRefreshing(true);
              void orders.refetch().finally(() => setRefreshing(false));
            }}
          >
            {!refreshing && <RotateCcw aria-hidden="true" />}
            {t('orders.refresh')}
          </Button>
        }
      />
      <OrdersToolbar state={state} onChange={update} />
      <section
        aria-label={t('orders.listLabel')}
        aria-busy={orders.isFetching}
        className="mt-4"
        data-testid="orders-list"
      >
        {body}
      </section>
    </div>
  );
}

/** A page of orders (table when wide, cards otherwise), its "from-to of total" line and the pagination. */
function OrdersPageOfList({
  data,
  stale,
  failed,
  wide,
  onPage,
}: {
  data: NonNullable<ReturnType<typeof useOrders>['data']>;
  stale: boolean;
  /** A refresh failed: the page shown is the last one loaded. */
  failed: boolean;
  wide: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { from, to } = pageRange(data.pagination.page, ORDERS_PAGE_SIZE, data.data.length);
  const list = { orders: data.data, stale };
  return (
    <>
      {failed && (
        <p role="alert" className="mb-3 rounded-xl bg-red-50 px-4 py-2 text-red-700 text-sm">
          {t('orders.loadError')}
        </p>
      )}
      {wide ? <OrdersTable {...list} /> : <OrderCardList {...list} />}
      <div className="mt-4 flex flex-col items-center gap-3 md:flex-row md:justify-between">
        <p className="text-ink-muted text-sm" aria-live="polite" data-testid="orders-count">
          {t('orders.pageInfo', { from, to, total: data.pagination.total })}
        </p>
        <Pagination
          page={data.pagination.page}
          pageCount={data.pagination.totalPages}
          onPageChange={onPage}
        />
      </div>
    </>
  );
}
