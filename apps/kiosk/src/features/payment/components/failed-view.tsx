import { MAX_PAYMENT_ATTEMPTS } from '@kiosk/contracts';
import { ArrowLeft, LockKeyhole, RotateCcw, ShoppingBag, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { type FailedPhase, failureRetries, failureTitleKey } from '../utils/payment-view';

/** A failed order or payment: its reason, the order number, and "try again" while attempts remain. */
export function FailedView({
  phase,
  onRetry,
  onBack,
  onFinish,
  onStaffDismiss,
}: {
  phase: FailedPhase;
  onRetry: () => void;
  onBack: () => void;
  onFinish: () => void;
  /** Staff end the stuck order with the kiosk's PIN. */
  onStaffDismiss?: () => void;
}) {
  const { t } = useTranslation();
  const creating = phase.kind === 'create_failed';
  const { retriesLeft, final } = failureRetries(phase);

  return (
    <div
      className="flex w-full max-w-4xl flex-col items-center gap-8"
      data-testid="payment-failure"
      role="alert"
    >
      <span className="grid size-40 animate-pop place-items-center rounded-full bg-red-600 text-white shadow-raised ring-8 ring-red-600/25">
        <XCircle className="size-24" strokeWidth={1.75} aria-hidden="true" />
      </span>
      <h1 className="font-extrabold text-6xl tracking-tight">{t(failureTitleKey(phase))}</h1>
      <p
        className="max-w-2xl text-balance font-semibold text-3xl text-primary-200"
        data-testid="payment-error"
      >
        {t(`payment.errors.${phase.errorKey}`, {
          defaultValue: t('payment.errors.unknown'),
          max: MAX_PAYMENT_ATTEMPTS,
        })}
      </p>
      {!creating && phase.order && (
        <p className="text-2xl text-secondary-200">
          {t('kiosk.payment.orderNumber')}:{' '}
          <span className="font-bold text-white tabular-nums">{phase.order.orderNumber}</span>
        </p>
      )}
      {final ? (
        <LastFailure onFinish={onFinish} onStaffDismiss={onStaffDismiss} />
      ) : (
        <>
          {!creating && (
            <p className="font-semibold text-2xl text-secondary-100" data-testid="retries-left">
              {t('kiosk.payment.failure.retriesLeft', { count: retriesLeft })}
            </p>
          )}
          <div className="grid w-full grid-cols-2 gap-5">
            <KioskButton variant="glass" size="2xl" onClick={onBack}>
              <ArrowLeft aria-hidden="true" />
              {t('kiosk.payment.failure.backToCart')}
            </KioskButton>
            <KioskButton size="2xl" onClick={onRetry} data-testid="retry-payment">
              <RotateCcw aria-hidden="true" />
              {t('kiosk.payment.failure.tryAgain')}
            </KioskButton>
          </div>
        </>
      )}
    </div>
  );
}

/** No attempts left: staff will help; the customer starts over, or staff dismiss the order with the PIN. */
function LastFailure({
  onFinish,
  onStaffDismiss,
}: {
  onFinish: () => void;
  onStaffDismiss: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-6">
      <p
        className="rounded-3xl bg-white/10 px-8 py-5 font-bold text-2xl ring-1 ring-white/15"
        data-testid="max-retries"
      >
        {t('kiosk.payment.failure.maxRetries', { max: MAX_PAYMENT_ATTEMPTS })}
      </p>
      <p className="text-secondary-200 text-xl">{t('kiosk.payment.failure.assistance')}</p>
      <KioskButton size="xl" className="min-w-72" onClick={onFinish} data-testid="start-over">
        <ShoppingBag aria-hidden="true" />
        {t('kiosk.payment.failure.startOver')}
      </KioskButton>
      {onStaffDismiss && (
        <KioskButton variant="glass" size="lg" onClick={onStaffDismiss} data-testid="staff-dismiss">
          <LockKeyhole aria-hidden="true" />
          {t('kiosk.payment.failure.staffDismiss')}
        </KioskButton>
      )}
    </div>
  );
}
