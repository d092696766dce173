import type { OrderSummary, TillOrderSummary } from '@kiosk/contracts';
import type { ShownPaymentStatus } from '@kiosk/domain';
import {
  Badge,
  type BadgeTone,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useLanguage,
} from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import { orderBadges } from '../utils/orders';

const PAYMENT_TONES: Record<ShownPaymentStatus, BadgeTone> = {
  paid: 'success',
  refunded: 'muted',
  partially_refunded: 'warning',
  failed: 'warning',
  unpaid: 'muted',
  pending: 'info',
  in_progress: 'info',
};

/** The order's payment (refunds included) and its step, each a translated word. */
function OrderBadges({ order }: { order: TillOrderSummary }) {
  const { t } = useTranslation();
  const { payment, step } = orderBadges(order);
  return (
    <span className="flex flex-wrap gap-1.5" data-testid="order-badges">
      <Badge tone={PAYMENT_TONES[payment] ?? 'muted'} dot>
        {t(`sale.orders.status.${payment}`)}
      </Badge>
      {step && (
        <Badge tone={step === 'cancelled' ? 'warning' : 'muted'}>{t(`sale.orders.status.${step}`)}</Badge>
      )}
    </span>
  );
}

/** The day's orders: number, queue number, time, items, total and badges; a row opens the order. */
export function OrdersTable({ orders, onOpen }: { orders: TillOrderSummary[]; onOpen(id: string): void }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const { locale } = useLanguage();
  const time = (order: OrderSummary) =>
    new Date(order.created_at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('sale.orders.columns.number')}</TableHead>
          <TableHead>{t('sale.orders.columns.queue')}</TableHead>
          <TableHead>{t('sale.orders.columns.time')}</TableHead>
          <TableHead>{t('sale.orders.columns.items')}</TableHead>
          <TableHead className="text-right">{t('sale.orders.columns.total')}</TableHead>
          <TableHead>{t('sale.orders.columns.status')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow
            key={order.id}
            className="cursor-pointer"
            onClick={() => onOpen(order.id)}
            data-testid="order-row"
            data-order-number={order.order_number}
          >
            <TableCell>
              <button
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(order.id);
                }}
                className="rounded font-semibold text-ink tabular-nums underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
              >
                {order.order_number}
              </button>
            </TableCell>
            <TableCell className="font-bold text-lg tabular-nums">{order.reference_number}</TableCell>
            <TableCell className="tabular-nums">{time(order)}</TableCell>
            <TableCell className="max-w-72 truncate text-ink-muted">
              {order.items.map((item) => `${item.quantity}× ${item.product_name}`).join(', ')}
            </TableCell>
            <TableCell className="text-right font-semibold tabular-nums">
              {formatTl(order.total_minor)}
            </TableCell>
            <TableCell>
              <OrderBadges order={order} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
