import { cn } from '@kiosk/ui';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { itemCount, posSaleNumber } from '../utils/order-format';
import { listNextStatuses } from '../utils/order-status';
import { CustomerName, ListStatusChanger, OrderDate, PaymentCell, TotalCell } from './order-list-parts';
import { OrderStatusBadge } from './order-status-badge';
import type { OrdersListProps } from './orders-table';

/** The orders list on narrow screens: one card per order. */
export function OrderCardList({ orders, stale = false }: OrdersListProps) {
  const { t } = useTranslation();
  return (
    <ul className={cn('space-y-3 transition-opacity', stale && 'opacity-60')} data-testid="orders-cards">
      {orders.map((order) => (
        <li
          key={order.id}
          data-testid="order-row"
          data-order-number={order.order_number}
          className="rounded-2xl border border-line bg-white p-4 shadow-card"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link
                to={`/orders/${order.id}`}
                className="inline-flex items-center gap-1 rounded font-semibold text-secondary-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
              >
                #{order.order_number}
                <ChevronRight className="size-4" aria-hidden="true" />
              </Link>
              <p className="text-ink-muted text-xs">
                {t('orders.queue', { number: order.reference_number })} · <OrderDate iso={order.created_at} />
              </p>
            </div>
            <OrderStatusBadge status={order.status} paymentState={order.payment_state} />
          </div>
          <div className="mt-3 grid grid-cols-2 gap-3 text-sm">
            <CustomerName customer={order.customer} />
            <TotalCell order={order} />
            <PaymentCell order={order} />
            <span className="text-right text-ink-muted">
              {t('orders.itemsCount', { count: itemCount(order) })}
              {posSaleNumber(order) && (
                <span className="block text-xs">
                  {t('orders.columns.posSale')}: <span className="font-mono">{posSaleNumber(order)}</span>
                </span>
              )}
            </span>
          </div>
          {listNextStatuses(order).length > 0 && (
            <div className="mt-3 flex justify-end border-line border-t pt-3">
              <ListStatusChanger order={order} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
