import { apiErrorKey, useDocumentTitle } from '@kiosk/ui';
import { ArrowLeft, CreditCard, Loader2, Store, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPaymentNotice } from '../../../components/card-payment-notice';
import { KioskButton } from '../../../components/kiosk-button';
import { formatTry } from '../../../lib/money';
import { navigate, ROUTES } from '../../../lib/navigation';
import { beginCheckout, customerSession, endSession, updateCheckout } from '../../../state/customer-session';
import { useInactivityPause } from '../../../state/inactivity-pause';
import { orderSuggestionFields } from '../../../state/suggestion-step';
import { createOrder } from '../api/create-order';
import { checkoutOfOrder, checkoutOrderBody } from '../utils/checkout-order';
import { PaymentFrame } from './payment-frame';

/** The "please pay at the counter" screen stays this long (the customer reads the queue number), then the welcome screen. */
const COUNTER_AUTO_CLOSE_MS = 10_000;

type Phase =
  | { kind: 'creating' }
  | { kind: 'created'; queue: number; orderNumber: string; totalMinor: number }
  | { kind: 'failed'; errorKey: string };

function Frame({ children, phase }: { children: React.ReactNode; phase: string }) {
  return (
    <PaymentFrame testId="counter-screen" phase={phase} contentClassName="max-w-4xl">
      {children}
    </PaymentFrame>
  );
}

/**
 * "Pay at the counter": before an order exists, the customer chooses card (the terminal) or the
 * counter (setting pay_at_counter). The counter creates the order as an open order the tills list.
 */
export function PaymentChoice({ onCard, onCounter }: { onCard: () => void; onCounter: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(t('kiosk.payment.title'), t('common.brand'));
  return (
    <Frame phase="choose">
      <h1 className="text-balance font-extrabold text-6xl tracking-tight">
        {t('kiosk.payment.counter.choose')}
      </h1>
      <CardPaymentNotice />
      <div className="grid w-full gap-6 sm:grid-cols-2">
        {(
          [
            ['card', CreditCard, onCard],
            ['counter', Store, onCounter],
          ] as const
        ).map(([kind, Icon, onClick]) => (
          <button
            key={kind}
            type="button"
            onClick={onClick}
            data-testid={`pay-${kind}`}
            className="flex flex-col items-center gap-5 rounded-[2rem] bg-white p-10 text-secondary-950 shadow-raised transition active:scale-[0.98]"
          >
            <span className="grid size-28 place-items-center rounded-full bg-primary-500 text-secondary-950">
              <Icon className="size-14" strokeWidth={1.75} aria-hidden="true" />
            </span>
            <span className="font-extrabold text-4xl">
              {kind === 'card' ? t('kiosk.payment.counter.card') : t('kiosk.payment.counter.pay')}
            </span>
            <span className="text-balance text-secondary-600 text-xl">
              {kind === 'card' ? t('kiosk.payment.counter.cardHint') : t('kiosk.payment.counter.payHint')}
            </span>
          </button>
        ))}
      </div>
      <KioskButton variant="glass" size="lg" onClick={() => navigate(ROUTES.cart, { replace: true })}>
        <ArrowLeft aria-hidden="true" />
        {t('kiosk.payment.counter.back')}
      </KioskButton>
    </Frame>
  );
}

/** Back to the welcome screen, the session ended (as after a card payment). */
function finishCounter() {
  endSession();
  navigate(ROUTES.welcome, { replace: true });
}

/** Creates the order as an open order (once per checkout: the same key replays it) and shows the queue number. */
export function CounterScreen() {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'creating' });
  const started = useRef(false);
  useDocumentTitle(t('kiosk.payment.counter.title'), t('common.brand'));
  useInactivityPause(phase.kind === 'creating');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const session = customerSession.get();
    const checkout = beginCheckout();
    createOrder(checkoutOrderBody(session, orderSuggestionFields(session.lines), 'counter'), checkout.key)
      .then((created) => {
        updateCheckout(checkoutOfOrder(created));
        setPhase({
          kind: 'created',
          queue: created.reference_number,
          orderNumber: created.order_number,
          totalMinor: created.total_minor,
        });
      })
      .catch((error: unknown) => setPhase({ kind: 'failed', errorKey: apiErrorKey(error, 'create') }));
  }, []);

  const created = phase.kind === 'created';
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(finishCounter, COUNTER_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [created]);

  if (phase.kind === 'creating') {
    return (
      <Frame phase="creating">
        <Loader2 className="size-24 animate-spin text-primary-400" aria-hidden="true" />
        <p className="font-bold text-4xl" role="status">
          {t('kiosk.payment.counter.creating')}
        </p>
      </Frame>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <Frame phase="failed">
        <XCircle className="size-24 text-red-400" aria-hidden="true" />
        <h1 className="font-extrabold text-5xl" role="alert">
          {t('kiosk.payment.counter.failed')}
        </h1>
        <KioskButton size="xl" onClick={() => navigate(ROUTES.cart, { replace: true })}>
          <ArrowLeft aria-hidden="true" />
          {t('kiosk.payment.counter.back')}
        </KioskButton>
      </Frame>
    );
  }
  return (
    <Frame phase="created">
      <div className="flex w-full flex-col items-center gap-8" data-testid="counter-created" role="status">
        <span className="grid size-32 animate-pop place-items-center rounded-full bg-primary-500 text-secondary-950 shadow-raised ring-8 ring-primary-500/25">
          <Store className="size-16" strokeWidth={1.75} aria-hidden="true" />
        </span>
        <h1 className="text-balance font-extrabold text-6xl tracking-tight">
          {t('kiosk.payment.counter.title')}
        </h1>
        <div className="rounded-[2rem] bg-white px-16 py-8 text-secondary-950 shadow-raised">
          <p className="font-bold text-2xl text-secondary-600 uppercase tracking-widest">
            {t('kiosk.payment.counter.queue')}
          </p>
          <p className="font-black text-[10rem] tabular-nums leading-none" data-testid="counter-queue-number">
            {phase.queue}
          </p>
        </div>
        <p className="text-balance text-3xl text-secondary-100">{t('kiosk.payment.counter.subtitle')}</p>
        <p className="text-secondary-200 text-xl">
          {t('kiosk.payment.orderNumber')} {phase.orderNumber} · {t('kiosk.cart.total')}{' '}
          {formatTry(phase.totalMinor)}
        </p>
        <KioskButton size="xl" className="min-w-72" onClick={finishCounter}>
          {t('kiosk.payment.counter.done')}
        </KioskButton>
      </div>
    </Frame>
  );
}
