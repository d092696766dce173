import { PAYMENT_TIMEOUT_MS, type TillPayment } from '@kiosk/contracts';
import { Button, cn } from '@kiosk/ui';
import { Check, CreditCard, Loader2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';

const CARD_STEPS = ['creating_order', 'connecting', 'waiting'] as const;

function useSecondsLeft(createdAt: string): number {
  const deadline = Date.parse(createdAt) + PAYMENT_TIMEOUT_MS;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * A part running at the terminal: the spec's steps (creating order, connecting to the payment
 * terminal, waiting for confirmation) and the 3-minute time-out. Cancel asks the terminal to abort;
 * the progress stays until the server says the part ended (it may still be approved).
 */
export function PaymentProgress({
  payment,
  cancelling,
  onCancel,
}: {
  payment: TillPayment;
  cancelling: boolean;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const secondsLeft = useSecondsLeft(payment.created_at);
  const isCard = payment.method === 'card';
  const current = CARD_STEPS.indexOf(payment.step as (typeof CARD_STEPS)[number]);
  const time = `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;

  return (
    <section
      aria-live="polite"
      aria-labelledby="payment-progress-title"
      className="flex flex-col items-center gap-6 py-2 text-center"
      data-testid="payment-progress"
      data-step={payment.step}
    >
      <div className="flex flex-col items-center gap-2">
        <span className="grid size-16 place-items-center rounded-full bg-primary-100 text-primary-800">
          <CreditCard className="size-8" aria-hidden="true" />
        </span>
        <h3 id="payment-progress-title" className="font-bold text-secondary-900 text-xl">
          {t('sale.checkout.progress.title')}
        </h3>
        <p className="font-extrabold text-4xl text-ink tabular-nums" data-testid="progress-amount">
          {formatTl(payment.amount_minor)}
        </p>
      </div>
      <ol
        aria-label={t('sale.checkout.progress.stepsLabel')}
        className="flex w-full max-w-md flex-col gap-2 text-left"
        data-testid="payment-steps"
      >
        {(isCard ? CARD_STEPS : (['registering'] as const)).map((step, index) => {
          const state = !isCard
            ? 'active'
            : index < current
              ? 'done'
              : index === current
                ? 'active'
                : 'pending';
          return (
            <li
              key={step}
              data-state={state}
              className={cn(
                'flex items-center gap-3 rounded-xl px-4 py-3 font-semibold text-base ring-1',
                state === 'active' && 'bg-primary-50 text-secondary-900 ring-primary-300',
                state === 'done' && 'bg-emerald-50 text-emerald-900 ring-emerald-200',
                state === 'pending' && 'bg-white text-ink-muted ring-line',
              )}
            >
              {state === 'done' ? (
                <Check className="size-5 text-emerald-700" aria-hidden="true" />
              ) : state === 'active' ? (
                <Loader2 className="size-5 animate-spin text-primary-700" aria-hidden="true" />
              ) : (
                <span className="size-5 rounded-full ring-2 ring-line" aria-hidden="true" />
              )}
              {t(`sale.checkout.progress.${step}`)}
            </li>
          );
        })}
      </ol>
      {isCard && payment.step === 'waiting' && (
        <p className="text-ink-muted">{t('sale.checkout.progress.presentCard')}</p>
      )}
      <p className="text-ink-muted text-sm tabular-nums" data-testid="time-left">
        {t('sale.checkout.progress.timeLeft', { time })}
      </p>
      {isCard && (
        <Button
          variant="danger"
          size="lg"
          onClick={onCancel}
          disabled={cancelling}
          loading={cancelling}
          data-testid="cancel-payment"
          className="min-w-64"
        >
          {!cancelling && <XCircle aria-hidden="true" />}
          {cancelling ? t('sale.checkout.progress.cancelling') : t('sale.checkout.progress.cancel')}
        </Button>
      )}
    </section>
  );
}
