import type { Totals } from '@kiosk/domain';
import { cn } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { formatTry } from '../../lib/money';

/** Subtotal without VAT, the VAT it contains, and the VAT-inclusive total. */
export function CartTotals({
  totals,
  size = 'compact',
}: {
  totals: Totals & { discount_minor?: number };
  size?: 'compact' | 'large';
}) {
  const { t } = useTranslation();
  const large = size === 'large';
  return (
    <dl
      className={cn(
        'grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-ink-muted',
        large ? 'text-xl' : 'text-lg',
      )}
    >
      {(totals.discount_minor ?? 0) > 0 && (
        <>
          <dt className="font-semibold text-emerald-800">{t('kiosk.pricing.totalSaving')}</dt>
          <dd className="text-right font-semibold text-emerald-800 tabular-nums" data-testid="cart-saving">
            −{formatTry(totals.discount_minor ?? 0)}
          </dd>
        </>
      )}
      <dt>{t('kiosk.cart.subtotal')}</dt>
      <dd className="text-right tabular-nums" data-testid="cart-subtotal">
        {formatTry(totals.subtotal_minor)}
      </dd>
      <dt>{t('kiosk.cart.vat')}</dt>
      <dd className="text-right tabular-nums" data-testid="cart-vat">
        {formatTry(totals.vat_minor)}
      </dd>
      <dt className={cn('mt-2 font-bold text-secondary-950', large ? 'text-3xl' : 'text-2xl')}>
        {t('kiosk.cart.total')}
        <span className="ml-2 font-medium text-base text-ink-muted">{t('kiosk.common.vatIncluded')}</span>
      </dt>
      <dd
        className={cn(
          'mt-2 text-right font-extrabold text-secondary-950 tabular-nums',
          large ? 'text-4xl' : 'text-3xl',
        )}
        data-testid="cart-total"
        data-total-minor={totals.total_minor}
      >
        {formatTry(totals.total_minor)}
      </dd>
    </dl>
  );
}
