import { cn, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@kiosk/ui';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OrderListItem } from '../api/get-orders';
import { itemCount, posSaleNumber } from '../utils/order-format';
import { CustomerName, ListStatusChanger, OrderDate, PaymentCell, TotalCell } from './order-list-parts';
import { OrderStatusBadge } from './order-status-badge';

export interface OrdersListProps {
  orders: OrderListItem[];
  /** The page shown is the previous one while the next loads. */
  stale?: boolean;
}

/** A click on a row (outside its link and controls) opens the order, like its link does. */
function useRowClick() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>, id: string) => {
    const target = event.target as HTMLElement;
    // clicks inside portals (menus, dialogs) bubble through React but are not in the row
    if (!event.currentTarget.contains(target)) return;
    if (target.closest('a, button, input, select, textarea, [role="menu"]')) return;
    if (window.getSelection()?.toString()) return;
    navigate(`/orders/${id}`);
  };
}

/** Cells a little tighter than the default (which is px-4), so a whole order fits a laptop screen. */
const cell = 'px-3! first:pl-4! last:pr-4!';

/** The orders list on wide screens. */
export function OrdersTable({ orders, stale = false }: OrdersListProps) {
  const { t } = useTranslation();
  const onRowClick = useRowClick();
  return (
    <Table className={cn('transition-opacity', stale && 'opacity-60')} data-testid="orders-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={cell}>{t('orders.columns.order')}</TableHead>
          <TableHead className={cell} title={t('orders.outletTime')}>
            {t('orders.columns.date')}
            <span className="sr-only"> ({t('orders.outletTime')})</span>
          </TableHead>
          <TableHead className={cell}>{t('orders.columns.status')}</TableHead>
          <TableHead className={cell}>{t('orders.columns.customer')}</TableHead>
          <TableHead className={cell}>{t('orders.columns.payment')}</TableHead>
          <TableHead className={cn(cell, 'text-right')}>{t('orders.columns.total')}</TableHead>
          <TableHead className={cn(cell, 'whitespace-normal')}>{t('orders.columns.posSale')}</TableHead>
          <TableHead className={cn(cell, 'text-right')}>
            <span className="sr-only">{t('orders.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow
            key={order.id}
            data-testid="order-row"
            data-order-number={order.order_number}
            className="cursor-pointer"
            onClick={(event) => onRowClick(event, order.id)}
          >
            <TableCell className={cell}>
              <Link
                to={`/orders/${order.id}`}
                className="whitespace-nowrap rounded font-semibold text-secondary-800 tabular-nums underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
              >
                #{order.order_number}
              </Link>
              <span className="mt-0.5 block whitespace-nowrap text-ink-muted text-xs">
                {t('orders.queue', { number: order.reference_number })} ·{' '}
                {t('orders.itemsCount', { count: itemCount(order) })}
              </span>
            </TableCell>
            <TableCell className={cn(cell, 'text-ink-muted')}>
              <OrderDate iso={order.created_at} />
            </TableCell>
            <TableCell className={cell}>
              <OrderStatusBadge status={order.status} paymentState={order.payment_state} />
            </TableCell>
            <TableCell className={cn(cell, 'max-w-40')}>
              <CustomerName customer={order.customer} />
            </TableCell>
            <TableCell className={cell}>
              <PaymentCell order={order} />
            </TableCell>
            <TableCell className={cell}>
              <TotalCell order={order} />
            </TableCell>
            <TableCell className={cn(cell, 'font-mono text-xs')}>
              {posSaleNumber(order) ?? <span className="text-ink-muted">{t('orders.none')}</span>}
            </TableCell>
            <TableCell className={cn(cell, 'text-right')}>
              <ListStatusChanger order={order} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
