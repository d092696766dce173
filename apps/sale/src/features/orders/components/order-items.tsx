import type { OrderSummary, TillOrderPayments } from '@kiosk/contracts';
import { Badge } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import { refundedUnits } from '../utils/orders';

type Item = OrderSummary['items'][number];

const optionText = (configurations: Item['configurations']) =>
  configurations.map((c) => (c.quantity > 1 ? `${c.quantity}× ${c.option_name}` : c.option_name)).join(', ');

/** A meal deal's parts under its line: "Ana ürün: Klasik Burger" and each part's options. */
function DealParts({ item }: { item: Item }) {
  return (
    <ul
      className="mt-1 flex flex-col gap-0.5 border-line border-l-2 pl-3 text-sm"
      data-testid="order-item-parts"
    >
      {item.parts.map((part) => (
        <li key={part.id} className="text-ink">
          <span className="font-medium text-ink-muted">{part.group_name}:</span>{' '}
          {part.quantity === item.quantity ? '' : `${part.quantity}× `}
          {part.product_name}
          {part.configurations.length > 0 && (
            <span className="text-ink-muted"> ({optionText(part.configurations)})</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One line: quantity, name, options, a deal's parts, its savings, the units refunded, its price. */
function OrderItemRow({ item, refunded }: { item: Item; refunded: number }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  return (
    <li className="flex items-start justify-between gap-4 px-4 py-2.5" data-testid="order-item">
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {item.quantity}× {item.product_name}
        </p>
        {item.configurations.length > 0 && (
          <p className="text-ink-muted text-sm">{optionText(item.configurations)}</p>
        )}
        {item.parts.length > 0 && <DealParts item={item} />}
        {item.savings.map((saving) => (
          <p
            key={`${saving.kind}-${saving.id}`}
            className="text-emerald-700 text-sm"
            data-testid="order-item-saving"
          >
            {saving.name} −{formatTl(saving.amount_minor)}
          </p>
        ))}
        {refunded > 0 && (
          <Badge tone="warning" className="mt-1">
            {t('sale.orders.detail.refundedUnits', { count: refunded })}
          </Badge>
        )}
      </div>
      <span className="shrink-0 text-right tabular-nums">
        {item.discount_minor > 0 && (
          <span className="block text-ink-muted text-sm line-through">{formatTl(item.gross_minor)}</span>
        )}
        <span className="font-semibold">{formatTl(item.total_price_minor)}</span>
      </span>
    </li>
  );
}

/** The order's lines with their options, deals' parts, savings and the units already refunded; the order's saving. */
export function OrderItems({ order, money }: { order: OrderSummary; money: TillOrderPayments | undefined }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const units = refundedUnits(money?.refunds ?? []);
  // a deal's units refunded: what its parts had given back, in menus
  const refundedOf = (item: Item) =>
    item.parts.length === 0
      ? (units.get(item.id) ?? 0)
      : Math.min(...item.parts.map((p) => Math.floor(((units.get(p.id) ?? 0) * item.quantity) / p.quantity)));
  return (
    <section>
      <h3 className="mb-2 font-semibold text-ink">{t('sale.orders.detail.items')}</h3>
      <ul className="divide-y divide-line rounded-xl ring-1 ring-line">
        {order.items.map((item) => (
          <OrderItemRow key={item.id} item={item} refunded={refundedOf(item)} />
        ))}
      </ul>
      {order.discount_minor > 0 && (
        <dl className="mt-2 flex flex-col gap-1 px-4 text-sm" data-testid="order-discount">
          <div className="flex justify-between text-ink-muted">
            <dt>{t('sale.orders.detail.beforeDiscounts')}</dt>
            <dd className="tabular-nums">{formatTl(order.gross_minor)}</dd>
          </div>
          <div className="flex justify-between font-semibold text-emerald-700">
            <dt>{t('sale.orders.detail.discount')}</dt>
            <dd className="tabular-nums">−{formatTl(order.discount_minor)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
