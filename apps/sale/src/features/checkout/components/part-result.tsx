import type { TillPayment } from '@kiosk/contracts';
import { attemptErrorKey, cn } from '@kiosk/ui';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';

/** The last part's outcome: paid, or why it failed (the card terminal's message) with the paid parts kept. */
export function PartResult({ part, paidBefore }: { part: TillPayment | null; paidBefore: boolean }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  if (!part) return null;
  if (part.step === 'paid') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900 ring-1 ring-emerald-200"
        data-testid="part-approved"
      >
        <CheckCircle2 className="size-5" aria-hidden="true" />
        {t('sale.checkout.part.approved', { amount: formatTl(part.amount_minor) })}
      </p>
    );
  }
  const title =
    part.step === 'cancelled'
      ? t('sale.checkout.part.cancelledTitle')
      : part.step === 'timed_out'
        ? t('sale.checkout.part.timedOutTitle')
        : t('sale.checkout.part.failedTitle');
  const message = t(`payment.errors.${attemptErrorKey(part)}`, {
    defaultValue: part.error_message ?? t('payment.errors.unknown'),
  });
  // "The payment was cancelled" needs no second line saying the same
  const same = title.replace(/\.$/, '') === message.replace(/\.$/, '');
  return (
    <div
      role="alert"
      className={cn('rounded-xl bg-red-50 px-4 py-3 ring-1 ring-red-200')}
      data-testid="part-failed"
      data-step={part.step}
    >
      <p
        className="flex items-center gap-2 font-bold text-red-800"
        {...(same ? { 'data-testid': 'part-error' } : {})}
      >
        <XCircle className="size-5" aria-hidden="true" />
        {title}
      </p>
      {!same && (
        <p className="mt-1 text-red-900" data-testid="part-error">
          {message}
        </p>
      )}
      {paidBefore && <p className="mt-1 text-red-900/80 text-sm">{t('sale.checkout.part.keptParts')}</p>}
    </div>
  );
}
