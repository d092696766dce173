import { useLanguage } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '../api/get-orders';
import { formatOrderDate, formatOrderMoney, isoCurrency } from '../utils/order-format';
import { listNextStatuses, paymentMethodKey, paymentStatusKey } from '../utils/order-status';
import { OrderStatusChanger } from './order-status-changer';

/** The customer's name, or 'Misafir Müşteri' for a guest (spec). */
export function CustomerName({ customer }: { customer: OrderListItem['customer'] }) {
  const { t } = useTranslation();
  const name = customer ? `${customer.first_name} ${customer.last_name}`.trim() : '';
  if (!name) return <span className="text-ink-muted italic">{t('orders.guest')}</span>;
  return (
    <span className="block min-w-0">
      <span className="block truncate font-medium text-ink">{name}</span>
      {customer?.email && <span className="block truncate text-ink-muted text-xs">{customer.email}</span>}
      {customer?.phone && <span className="block truncate text-ink-muted text-xs">{customer.phone}</span>}
      {customer?.tc_kimlik_masked && (
        <span className="block truncate font-mono text-ink-muted text-xs" data-testid="order-tc-masked">
          <span className="sr-only">{t('orders.detail.tcKimlik')}: </span>
          {customer.tc_kimlik_masked}
        </span>
      )}
    </span>
  );
}

export function PaymentCell({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  const method = paymentMethodKey(order.payment_method);
  const status = paymentStatusKey(order.payment_state);
  return (
    <span className="block">
      <span className="block font-medium text-ink">{method ? t(method) : order.payment_method}</span>
      <span className="block text-ink-muted text-xs">{status ? t(status) : order.payment_state}</span>
    </span>
  );
}

export function TotalCell({ order }: { order: OrderListItem }) {
  const { locale } = useLanguage();
  return (
    <span className="block text-right">
      <span className="block font-semibold text-ink tabular-nums">
        {formatOrderMoney(order.total_amount_minor, order.currency_code, locale)}
      </span>
      <span className="block text-ink-muted text-xs">{isoCurrency(order.currency_code)}</span>
    </span>
  );
}

export function OrderDate({ iso }: { iso: string }) {
  const { locale } = useLanguage();
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {formatOrderDate(iso, locale)}
    </time>
  );
}

export function ListStatusChanger({ order }: { order: OrderListItem }) {
  return <OrderStatusChanger order={order} next={listNextStatuses(order)} />;
}
