import type { OrderDetail } from '@kiosk/contracts';
import { Button, cn, Tooltip, useLanguage } from '@kiosk/ui';
import { ChevronDown, Lock, Pencil, ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOrderMoney } from '../utils/order-format';
import { itemsLockKey } from '../utils/order-status';
import { DetailCard } from './detail-card';
import { OrderItemLine } from './order-item-line';

type Item = OrderDetail['order_items'][number];
type Configuration = Item['configurations'][number];

/** Configurations grouped by step, in the order the steps first appear. */
function groupByStep(configurations: Configuration[]): Array<[string, Configuration[]]> {
  const groups = new Map<string, Configuration[]>();
  for (const configuration of configurations) {
    const group = groups.get(configuration.step_name) ?? [];
    group.push(configuration);
    groups.set(configuration.step_name, group);
  }
  return [...groups.entries()];
}

function Customizations({ item, currency }: { item: Item; currency: string }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const money = (minor: number) => formatOrderMoney(minor, currency, locale);
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-lg py-1 pr-2 font-medium text-secondary-700 text-sm hover:text-secondary-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        <ChevronDown
          className={cn('size-4 transition-transform', open ? 'rotate-0' : '-rotate-90')}
          aria-hidden="true"
        />
        {t('orders.detail.items.customizations', { count: item.configurations.length })}
      </button>
      {open && (
        <div id={panelId} className="mt-1 space-y-2.5 rounded-xl bg-surface px-4 py-3">
          {groupByStep(item.configurations).map(([step, options]) => (
            <div key={step}>
              <p className="font-semibold text-ink-muted text-xs uppercase tracking-wide">{step}</p>
              <ul className="mt-1 space-y-1">
                {options.map((option) => (
                  <li key={option.id} className="flex items-center justify-between gap-3 text-sm">
                    <span className="flex items-center gap-2 text-ink">
                      {option.option_name}
                      {option.quantity > 1 && (
                        <span className="rounded-md bg-secondary-100 px-1.5 py-0.5 font-semibold text-secondary-800 text-xs">
                          x{option.quantity}
                        </span>
                      )}
                    </span>
                    {option.unit_price_minor > 0 && (
                      <Tooltip
                        content={t('orders.detail.items.unitPrice', {
                          price: money(option.unit_price_minor),
                        })}
                      >
                        <span
                          // biome-ignore lint/a11y/noNoninteractiveTabindex: the unit price tooltip opens on focus too
                          tabIndex={0}
                          className="rounded font-medium text-ink-muted tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
                        >
                          +{money(option.unit_price_minor * option.quantity)}
                        </span>
                      </Tooltip>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

export interface OrderItemsCardProps {
  order: OrderDetail;
  onEdit: () => void;
}

/**
 * 'Sipariş Kalemleri': lines, their customizations, totals and the edit button until the order is
 * completed or cancelled. While the order is paid or a card payment is under way the button is
 * disabled and a note says why (a paid order's total changes only through a cancellation and refund).
 */
export function OrderItemsCard({ order, onEdit }: OrderItemsCardProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const lockNoteId = useId();
  const money = (minor: number) => formatOrderMoney(minor, order.currency_code, locale);
  const paymentLock = order.items_lock === 'paid' || order.items_lock === 'payment_in_progress';
  const lockKey = paymentLock ? itemsLockKey(order.items_lock) : null;
  return (
    <DetailCard
      title={t('orders.detail.items.title')}
      icon={ShoppingBag}
      data-testid="order-items"
      action={
        order.items_editable || paymentLock ? (
          <Button
            variant="outline"
            size="sm"
            onClick={onEdit}
            disabled={!order.items_editable}
            aria-describedby={lockKey ? lockNoteId : undefined}
            data-testid="edit-order-items"
          >
            <Pencil aria-hidden="true" />
            {t('orders.detail.items.edit')}
          </Button>
        ) : undefined
      }
    >
      {lockKey && (
        <p
          id={lockNoteId}
          className="mb-4 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2.5 text-amber-950 text-sm"
          data-testid="items-locked"
        >
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t(lockKey)}
        </p>
      )}
      {order.order_items.length === 0 ? (
        <p className="py-4 text-center text-ink-muted text-sm">{t('orders.detail.items.empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {order.order_items
            .filter((item) => item.kind !== 'deal_part')
            .map((item) => (
              <OrderItemLine
                key={item.id}
                item={item}
                parts={order.order_items.filter(
                  (p) => p.kind === 'deal_part' && p.parent_item_id === item.id,
                )}
                currency={order.currency_code}
              >
                {item.configurations.length > 0 && (
                  <Customizations item={item} currency={order.currency_code} />
                )}
              </OrderItemLine>
            ))}
        </ul>
      )}
      <dl className="mt-4 space-y-1.5 border-line border-t pt-4 text-sm" data-testid="order-totals">
        {(order.discount_minor ?? 0) > 0 && (
          <>
            <div className="flex justify-between text-ink-muted">
              <dt>{t('orders.detail.items.beforeDiscounts')}</dt>
              <dd className="tabular-nums">{money(order.gross_minor ?? order.total_amount_minor)}</dd>
            </div>
            <div className="flex justify-between font-semibold text-emerald-700" data-testid="order-discount">
              <dt>{t('orders.detail.items.discount')}</dt>
              <dd className="tabular-nums">−{money(order.discount_minor ?? 0)}</dd>
            </div>
          </>
        )}
        <div className="flex justify-between text-ink-muted">
          <dt>{t('orders.detail.items.subtotal')}</dt>
          <dd className="tabular-nums">{money(order.subtotal_minor)}</dd>
        </div>
        <div className="flex justify-between text-ink-muted">
          <dt>{t('orders.detail.items.vat')}</dt>
          <dd className="tabular-nums">{money(order.tax_amount_minor)}</dd>
        </div>
        <div className="flex justify-between pt-1 font-bold text-ink text-lg">
          <dt>{t('orders.detail.items.total')}</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {money(order.total_amount_minor)}
          </dd>
        </div>
      </dl>
    </DetailCard>
  );
}
