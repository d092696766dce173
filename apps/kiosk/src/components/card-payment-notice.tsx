import { cn } from '@kiosk/ui';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCardAvailability } from '../state/card-availability';
import { usePayAtCounter } from '../state/settings-store';

/**
 * Said before the customer orders (welcome and order-type screens, the payment choice): card
 * payment is down (no terminal linked, or it does not answer), and whether paying at the counter
 * (setting pay_at_counter) is the way instead.
 */
export function CardPaymentNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const card = useCardAvailability();
  const payAtCounter = usePayAtCounter();
  if (!card || card.available) return null;
  return (
    <div
      role="status"
      data-testid="card-payment-notice"
      data-reason={card.reason}
      className={cn(
        'flex w-full max-w-3xl items-center gap-5 rounded-3xl bg-amber-400 px-7 py-5 text-left text-secondary-950 shadow-raised ring-1 ring-black/10',
        className,
      )}
    >
      <AlertTriangle className="size-10 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-extrabold text-2xl leading-snug">{t('kiosk.cardPayment.unavailable')}</p>
        <p className="mt-1 text-xl">
          {payAtCounter ? t('kiosk.cardPayment.payAtCounter') : t('kiosk.cardPayment.askStaff')}
        </p>
      </div>
    </div>
  );
}
