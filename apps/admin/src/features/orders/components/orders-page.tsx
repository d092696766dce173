import { DESKTOP_QUERY, useMediaQuery } from '@kiosk/ui';
import { ClipboardList } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPageFrame } from '../../../components/list-page-frame';
import { useOrders } from '../api/get-orders';
import { useOrdersListState } from '../hooks/use-orders-list-state';
import { useOrdersLiveUpdates } from '../hooks/use-orders-live-updates';
import {
  hasOrderFilters,
  ORDERS_PAGE_SIZE,
  ordersFilterQuery,
  ordersTotalLabel,
  startDateFor,
} from '../utils/list-params';
import { OrderCardList } from './order-card-list';
import { OrdersTable } from './orders-table';
import { OrdersToolbar } from './orders-toolbar';

/** /orders: 20 orders a page, newest first, with the status and date filters and a status changer per order. */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  useOrdersLiveUpdates();
  const wide = useMediaQuery(DESKTOP_QUERY);
  const [state, update] = useOrdersListState();
  // computed per day, so the query key stays the same all day
  const day = new Date().toDateString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `day` renews the start date at midnight
  const startDate = useMemo(() => startDateFor(state.date), [state.date, day]);
  const filters = ordersFilterQuery(state, startDate);
  const orders = useOrders({ page: state.page, ...filters });
  const data = orders.data;
  const list = { orders: data?.data ?? [], stale: orders.isPlaceholderData };
  const capped = data?.pagination.totalCapped === true;
  const totalLabel = data && ordersTotalLabel(data.pagination.total, capped, i18n.language);

  return (
    <ListPageFrame
      ns="orders"
      testId="orders"
      query={orders}
      paging={
        data && {
          page: data.pagination.page,
          pageSize: ORDERS_PAGE_SIZE,
          pageCount: data.pagination.totalPages,
          total: data.pagination.total,
          totalLabel,
          shown: data.data.length,
        }
      }
      filters={<OrdersToolbar state={state} onChange={update} filters={filters} />}
      filtered={hasOrderFilters(state)}
      emptyIcon={ClipboardList}
      onPage={(page) => update({ page })}
    >
      {capped && (
        <p className="px-4 pt-3 text-ink-muted text-sm" data-testid="orders-total-capped">
          {t('orders.totalCapped', { total: totalLabel })}
        </p>
      )}
      {wide ? <OrdersTable {...list} /> : <OrderCardList {...list} />}
    </ListPageFrame>
  );
}
