import { cn, useReconnecting } from '@kiosk/ui';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cardNoticeReason, useCardAvailability } from '../state/card-availability';
import { usePayAtCounter } from '../state/settings-store';

/**
 * Said before the customer orders (welcome and order-type screens, the payment choice): card
 * payment is down (the server cannot be reached, no terminal is linked, or it does not answer),
 * and whether paying at the counter (setting pay_at_counter) is the way instead.
 */
export function CardPaymentNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const reason = cardNoticeReason(useCardAvailability(), useReconnecting());
  const payAtCounter = usePayAtCounter();
  if (!reason) return null;
  const advice = reason === 'offline' ? 'offline' : payAtCounter ? 'payAtCounter' : 'askStaff';
  return (
    <div
      role="status"
      data-testid="card-payment-notice"
      data-reason={reason}
      className={cn(
        'flex w-full max-w-3xl items-center gap-5 rounded-3xl bg-amber-400 px-7 py-5 text-left text-secondary-950 shadow-raised ring-1 ring-black/10',
        className,
      )}
    >
      <AlertTriangle className="size-10 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-extrabold text-2xl leading-snug">{t('kiosk.cardPayment.unavailable')}</p>
        <p className="mt-1 text-xl">{t(`kiosk.cardPayment.${advice}`)}</p>
      </div>
    </div>
  );
}
