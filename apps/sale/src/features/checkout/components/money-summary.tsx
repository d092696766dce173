import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import type { Money } from '../utils/checkout-flow';

/** Total, paid and remaining, big; the parts already paid under them. */
export function MoneySummary({ money, cartTotalMinor }: { money: Money | null; cartTotalMinor: number }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  if (!money) return null;
  const paidParts = money.payments.filter((p) => p.step === 'paid');
  return (
    <aside className="flex flex-col gap-3" aria-label={t('sale.checkout.title')}>
      <div className="rounded-2xl bg-secondary-900 p-5 text-white">
        <p className="font-medium text-primary-200 text-sm">{t('sale.checkout.total')}</p>
        <p className="font-extrabold text-4xl tabular-nums" data-testid="checkout-total">
          {formatTl(money.total_minor)}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-white p-4 ring-1 ring-line">
          <p className="font-medium text-ink-muted text-sm">{t('sale.checkout.paid')}</p>
          <p className="font-bold text-emerald-700 text-xl tabular-nums" data-testid="checkout-paid">
            {formatTl(money.paid_minor)}
          </p>
        </div>
        <div className="rounded-2xl bg-primary-50 p-4 ring-2 ring-primary-400">
          <p className="font-medium text-secondary-800 text-sm">{t('sale.checkout.remaining')}</p>
          <p className="font-bold text-secondary-950 text-xl tabular-nums" data-testid="checkout-remaining">
            {formatTl(money.remaining_minor)}
          </p>
        </div>
      </div>
      {money.total_minor !== cartTotalMinor && (
        <p
          role="status"
          className="rounded-xl bg-amber-50 px-3 py-2 text-amber-900 text-sm ring-1 ring-amber-200"
          data-testid="price-changed"
        >
          {t('sale.checkout.priceChanged', {
            cart: formatTl(cartTotalMinor),
            order: formatTl(money.total_minor),
          })}
        </p>
      )}
      {paidParts.length > 0 && (
        <ul className="flex flex-col gap-1.5" data-testid="checkout-paid-parts">
          {paidParts.map((part) => (
            <li
              key={part.id}
              className="flex items-center justify-between rounded-xl bg-emerald-50 px-3 py-2 text-emerald-900 text-sm ring-1 ring-emerald-200"
            >
              <span className="flex items-center gap-2 font-medium">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                {t(`sale.checkout.methods.${part.method}`)}
                {part.card?.last4 ? ` •••• ${part.card.last4}` : ''}
              </span>
              <span className="font-semibold tabular-nums">{formatTl(part.amount_minor)}</span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
