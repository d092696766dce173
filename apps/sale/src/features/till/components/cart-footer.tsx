import { Button } from '@kiosk/ui';
import { AlertTriangle, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setOrderNote, type TillCart, type TillLine } from '../hooks/cart-store';
import { useMoney } from '../hooks/use-till-menu';
import type { PricedCart } from '../utils/priced-cart';
import type { DiscountTarget } from './discount-dialog';
import { OrderDiscountButton, OrderSavings } from './order-discounts';

/**
 * Under the lines: the order note and "İndirim", the savings, subtotal, VAT and total, why payment
 * is blocked, and Charge.
 */
export function CartFooter({
  cart,
  priced,
  onCharge,
  onDiscount,
}: {
  cart: TillCart;
  priced: PricedCart<TillLine>;
  onCharge: (() => void) | undefined;
  onDiscount(target: DiscountTarget): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const empty = cart.lines.length === 0;
  const blocked = priced.blocked.length > 0;
  return (
    <div className="border-line border-t bg-surface px-4 pt-3 pb-4">
      <div className="flex items-center gap-2">
        <label className="block min-w-0 flex-1">
          <span className="sr-only">{t('sale.till.cart.orderNote')}</span>
          <input
            value={cart.note}
            onChange={(e) => setOrderNote(e.target.value)}
            maxLength={500}
            placeholder={t('sale.till.cart.orderNotePlaceholder')}
            aria-label={t('sale.till.cart.orderNote')}
            data-testid="order-note"
            className="h-11 w-full rounded-lg border border-line bg-white px-3 text-sm placeholder:text-ink-muted/70 focus:border-primary-400 focus:outline-none focus:ring-2 focus:ring-primary-200"
          />
        </label>
        <OrderDiscountButton disabled={empty} onDiscount={onDiscount} />
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        <OrderSavings cart={cart} priced={priced} />
        <div className="flex justify-between text-ink-muted">
          <dt>{t('sale.till.cart.subtotal')}</dt>
          <dd className="tabular-nums" data-testid="cart-subtotal">
            {money(priced.totals.subtotal_minor)}
          </dd>
        </div>
        <div className="flex justify-between text-ink-muted">
          <dt>{t('sale.till.cart.vat')}</dt>
          <dd className="tabular-nums" data-testid="cart-vat">
            {money(priced.totals.vat_minor)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between pt-1 font-bold text-ink">
          <dt className="text-base">{t('sale.till.cart.total')}</dt>
          <dd className="text-2xl tabular-nums" data-testid="cart-total">
            {money(priced.totals.total_minor)}
          </dd>
        </div>
      </dl>
      {blocked && (
        <p
          role="alert"
          className="mt-2 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800 text-sm"
          data-testid="cart-blocked"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('sale.till.cart.blocked')}
        </p>
      )}
      <Button
        size="xl"
        className="mt-3 w-full"
        disabled={empty || blocked || !onCharge}
        onClick={onCharge}
        title={onCharge ? undefined : t('sale.till.cart.chargeUnavailable')}
        data-testid="charge"
      >
        <CreditCard aria-hidden="true" />
        <span>{t('sale.till.cart.charge')}</span>
        <span className="ml-auto tabular-nums">{money(priced.totals.total_minor)}</span>
      </Button>
    </div>
  );
}
