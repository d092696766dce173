import { Percent, Tag, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { removeDiscount, type TillCart, type TillLine } from '../hooks/cart-store';
import { useMoney } from '../hooks/use-till-menu';
import type { PricedCart } from '../utils/priced-cart';
import type { DiscountTarget } from './discount-dialog';

/** Over the totals: the price before savings, the order's own discounts (removable) and all savings. */
export function OrderSavings({ cart, priced }: { cart: TillCart; priced: PricedCart<TillLine> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const orderDiscounts = cart.discounts.filter((d) => d.lineId === null);
  const shareOf = (id: string) =>
    priced.lines.reduce(
      (sum, l) => sum + l.savings.filter((s) => s.id === id).reduce((a, s) => a + s.amount_minor, 0),
      0,
    );
  if (priced.totals.discount_minor === 0 && orderDiscounts.length === 0) return null;
  // the total saving only when it is more than the order's own discounts listed here
  const listed = orderDiscounts.reduce((sum, d) => sum + shareOf(d.id), 0);
  return (
    <>
      <div className="flex justify-between text-ink-muted">
        <dt>{t('sale.pricing.discount.gross')}</dt>
        <dd className="tabular-nums" data-testid="cart-gross">
          {money(priced.totals.gross_minor)}
        </dd>
      </div>
      {orderDiscounts.map((d) => (
        <div key={d.id} className="flex items-center gap-1.5 text-emerald-800" data-testid="order-discount">
          <dt className="flex min-w-0 flex-1 items-center gap-1.5">
            <Tag className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{t('sale.pricing.discount.orderDiscount', { reason: d.reason })}</span>
          </dt>
          <dd className="font-semibold tabular-nums">−{money(shareOf(d.id))}</dd>
          <button
            type="button"
            onClick={() => removeDiscount(d.id)}
            aria-label={t('sale.pricing.discount.remove', { reason: d.reason })}
            title={t('sale.pricing.discount.remove', { reason: d.reason })}
            data-testid="remove-order-discount"
            className="-my-2 flex size-11 items-center justify-center rounded-lg text-ink-muted hover:bg-red-50 hover:text-red-700"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ))}
      {priced.totals.discount_minor !== listed && (
        <div className="flex justify-between font-semibold text-emerald-800">
          <dt>{t('sale.pricing.discount.savings')}</dt>
          <dd className="tabular-nums" data-testid="cart-savings">
            −{money(priced.totals.discount_minor)}
          </dd>
        </div>
      )}
    </>
  );
}

/** "İndirim" on the whole order. */
export function OrderDiscountButton({
  disabled,
  onDiscount,
}: {
  disabled: boolean;
  onDiscount(target: DiscountTarget): void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onDiscount({ lineId: null })}
      data-testid="order-discount-button"
      className="flex h-11 shrink-0 items-center gap-1.5 rounded-lg px-3 font-semibold text-secondary-800 text-sm ring-1 ring-line hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-40"
    >
      <Percent className="size-4" aria-hidden="true" />
      {t('sale.pricing.discount.orderAction')}
    </button>
  );
}
