import type { OrderDetail } from '@kiosk/contracts';
import { useLanguage } from '@kiosk/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOrderMoney } from '../utils/order-format';

type Item = OrderDetail['order_items'][number];

const optionText = (item: Item) =>
  item.configurations
    .map((c) => (c.quantity > 1 ? `${c.quantity}× ${c.option_name}` : c.option_name))
    .join(', ');

export interface OrderItemLineProps {
  item: Item;
  /** A meal deal's parts (issue 33); empty for a plain line. */
  parts: Item[];
  currency: string;
  /** The line's customizations panel. */
  children?: ReactNode;
}

/**
 * One order line: name, SKU, quantity × price and total; a meal deal with its parts (group: product,
 * options, share) and its price = its parts' totals; each saving; the list price struck through.
 */
export function OrderItemLine({ item, parts, currency, children }: OrderItemLineProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = (minor: number) => formatOrderMoney(minor, currency, locale);
  const deal = item.kind === 'deal';
  const total = deal ? parts.reduce((sum, p) => sum + p.total_price_minor, 0) : item.total_price_minor;
  const discount = item.discount_minor ?? 0;
  return (
    <li className="py-3 first:pt-0" data-testid="order-item">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {item.product_name}
            {deal && (
              <span className="ml-2 rounded-md bg-secondary-100 px-1.5 py-0.5 font-semibold text-secondary-800 text-xs">
                {t('orders.detail.items.deal')}
              </span>
            )}
          </p>
          {item.product_sku && (
            <p className="mt-0.5 text-ink-muted text-xs">
              {t('orders.detail.items.sku', { sku: item.product_sku })}
            </p>
          )}
          <p className="mt-0.5 text-ink-muted text-sm tabular-nums">
            {deal
              ? `${item.quantity} x`
              : t('orders.detail.items.quantityTimesPrice', {
                  quantity: item.quantity,
                  price: money(item.unit_price_minor),
                })}
          </p>
        </div>
        <p className="shrink-0 text-right tabular-nums">
          {discount > 0 && (
            <span className="block text-ink-muted text-sm line-through">
              {money(item.gross_minor ?? total)}
            </span>
          )}
          <span className="font-semibold text-ink">{money(total)}</span>
        </p>
      </div>
      {parts.length > 0 && (
        <ul className="mt-2 space-y-1 border-line border-l-2 pl-3 text-sm" data-testid="order-item-parts">
          {parts.map((part) => (
            <li key={part.id} className="flex justify-between gap-3">
              <span className="min-w-0 text-ink">
                <span className="font-medium text-ink-muted">{part.deal_group_name}:</span>{' '}
                {part.product_name}
                {part.configurations.length > 0 && (
                  <span className="text-ink-muted"> ({optionText(part)})</span>
                )}
              </span>
              <span className="shrink-0 text-ink-muted tabular-nums">{money(part.total_price_minor)}</span>
            </li>
          ))}
        </ul>
      )}
      {(item.savings ?? []).map((saving) => (
        <p
          key={`${saving.kind}-${saving.id}`}
          className="mt-1 flex justify-between gap-3 text-emerald-700 text-sm"
          data-testid="order-item-saving"
        >
          <span>{saving.name}</span>
          <span className="tabular-nums">−{money(saving.amount_minor)}</span>
        </p>
      ))}
      {children}
    </li>
  );
}
