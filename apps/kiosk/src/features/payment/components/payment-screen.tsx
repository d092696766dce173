import { LanguageSwitch, useDocumentTitle } from '@kiosk/ui';
import { FlaskConical } from 'lucide-react';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, ROUTES } from '../../../lib/navigation';
import { cartTotalMinor } from '../../../state/cart-pricing';
import { customerSession } from '../../../state/customer-session';
import { useInactivityPause } from '../../../state/inactivity-pause';
import { finishPayment, usePayment } from '../hooks/use-payment';
import { isBusy } from '../utils/payment-flow';
import { ConfirmTotal } from './confirm-total';
import { FailedView } from './failed-view';
import { PaidView } from './paid-view';
import { PaymentFrame } from './payment-frame';
import { PaymentProgress } from './payment-progress';

/** The staff check the app passes in (the staff feature's PIN pad, StaffUnlock). */
export type StaffCheck = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUnlocked: () => void;
}>;

const backToCart = () => navigate(ROUTES.cart, { replace: true });

/**
 * "Pay now": creates the order (one idempotency key per checkout), then pays it at the card
 * terminal, showing the terminal's progress; success shows the order and queue numbers and the
 * digital receipt's QR code, and closes after the success_screen_seconds setting (spec: 3 s)
 * unless tapped; a failure shows its reason and "try again" while attempts remain. After the last
 * failure the order stays until the customer starts over or staff dismiss it with the kiosk's PIN
 * (`StaffUnlock`). The flow itself is `usePayment`'s.
 */
export function PaymentScreen({ StaffUnlock }: { StaffUnlock?: StaffCheck | undefined } = {}) {
  const { t } = useTranslation();
  const payment = usePayment();
  const { phase, testUrl } = payment;
  const staff = useStaffDismiss();
  useDocumentTitle(t('kiosk.payment.title'), t('common.brand'));
  // the last failed attempt stays on screen (order number, "staff will help") until someone starts over
  const stuck = phase.kind === 'failed' && phase.retriesLeft <= 0 && phase.order !== null;
  useInactivityPause(isBusy(phase) || stuck);

  const cartTotal = cartTotalMinor(customerSession.get().lines);
  const amount = ('order' in phase && phase.order?.totalMinor) || cartTotal;

  return (
    <PaymentFrame
      testId="payment-screen"
      phase={phase.kind}
      contentClassName="max-w-3xl landscape:max-w-7xl"
      headerEnd={
        <div className="flex items-center gap-4">
          {testUrl && <TestEnvironmentBadge />}
          <LanguageSwitch size="touch" tone="dark" />
        </div>
      }
      after={
        StaffUnlock && (
          <StaffUnlock open={staff.checking} onOpenChange={staff.setChecking} onUnlocked={staff.unlocked} />
        )
      }
    >
      {phase.kind === 'paid' ? (
        <PaidView order={phase.order} onDone={finishPayment} />
      ) : phase.kind === 'failed' || phase.kind === 'create_failed' ? (
        <FailedView
          phase={phase}
          onRetry={payment.retry}
          onBack={backToCart}
          onFinish={finishPayment}
          {...(StaffUnlock ? { onStaffDismiss: () => staff.setChecking(true) } : {})}
        />
      ) : phase.kind === 'confirm_total' ? (
        <ConfirmTotal
          previous={phase.cartTotalMinor}
          current={phase.order.totalMinor}
          onConfirm={payment.confirmTotal}
          onBack={backToCart}
        />
      ) : (
        <PaymentProgress
          phase={phase}
          amount={amount}
          testUrl={testUrl}
          startedAt={payment.startedAt}
          onCancel={payment.cancel}
          onOutcomeChosen={payment.outcomeChosen}
        />
      )}
    </PaymentFrame>
  );
}

function TestEnvironmentBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex h-12 items-center gap-2 rounded-full bg-amber-300 px-5 font-bold text-lg text-secondary-950">
      <FlaskConical className="size-5" aria-hidden="true" />
      {t('payment.testEnvironment.title')}
    </span>
  );
}

/**
 * Staff dismiss a stuck order with the kiosk's PIN: the PIN dialog closes first (its modal layer
 * gives the page back its pointer events), then the kiosk returns to the welcome screen.
 */
function useStaffDismiss() {
  const [checking, setChecking] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!dismissed || checking) return;
    const timer = setTimeout(finishPayment, 0);
    return () => clearTimeout(timer);
  }, [dismissed, checking]);
  const unlocked = () => {
    setChecking(false);
    setDismissed(true);
  };
  return { checking, setChecking, unlocked };
}
