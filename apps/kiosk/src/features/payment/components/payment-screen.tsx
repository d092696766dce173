import { MAX_PAYMENT_ATTEMPTS, PAYMENT_TIMEOUT_MS, type PaymentAttempt } from '@kiosk/contracts';
import { apiErrorKey, BrandMark, cn, LanguageSwitch, orderProblems, useDocumentTitle } from '@kiosk/ui';
import {
  ArrowLeft,
  Check,
  CreditCard,
  FlaskConical,
  Loader2,
  LockKeyhole,
  Nfc,
  RotateCcw,
  ShoppingBag,
  X,
  XCircle,
} from 'lucide-react';
import { type ComponentType, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskBackdrop } from '../../../components/kiosk-backdrop';
import { KioskButton } from '../../../components/kiosk-button';
import { clearNotices } from '../../../components/notices';
import { paymentPollMs } from '../../../lib/kiosk-config';
import { formatTry } from '../../../lib/money';
import { navigate, ROUTES } from '../../../lib/navigation';
import { totalsOf } from '../../../state/cart';
import {
  beginCheckout,
  customerSession,
  endSession,
  setCustomerIssues,
  setLineIssues,
  takeNewPrices,
  updateCheckout,
} from '../../../state/customer-session';
import { useInactivityPause } from '../../../state/inactivity-pause';
import { orderSuggestionFields } from '../../../state/suggestion-step';
import { cancelPayment, createOrder, paymentStatus, startPayment } from '../api/payment-api';
import {
  initialPhase,
  isBusy,
  type OrderRef,
  orderRef,
  type PaymentPhase,
  paymentReducer,
} from '../utils/payment-flow';
import { rememberedTestEnvironment, rememberTestEnvironment } from '../utils/test-environment';
import { PaidView } from './paid-view';
import { TestOutcomeChooser } from './test-outcome-chooser';

/** A little longer than the server's own time-out before the kiosk gives up waiting. */
const GIVE_UP_AFTER_MS = PAYMENT_TIMEOUT_MS + 45_000;

/** The staff check the app passes in (the staff feature's PIN pad, StaffUnlock). */
export type StaffCheck = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUnlocked: () => void;
}>;

/**
 * "Pay now": creates the order (one idempotency key per checkout), then pays it at the card
 * terminal, showing the terminal's progress; success shows the order and queue numbers and the
 * digital receipt's QR code, and closes after the success_screen_seconds setting (spec: 3 s)
 * unless tapped; a failure shows its reason and "try again" while attempts remain. After the last
 * failure the order stays until the customer starts over or staff dismiss it with the kiosk's PIN
 * (`StaffUnlock`).
 */
export function PaymentScreen({ StaffUnlock }: { StaffUnlock?: StaffCheck | undefined } = {}) {
  const { t } = useTranslation();
  const [phase, dispatch] = useReducer(paymentReducer, initialPhase);
  const [testUrl, setTestUrl] = useState<string | null>(() => rememberedTestEnvironment());
  const [staffCheck, setStaffCheck] = useState(false);
  // staff dismissed the order: the PIN dialog closes first (its modal layer gives the page back
  // its pointer events), then the kiosk returns to the welcome screen
  const [dismissed, setDismissed] = useState(false);
  const startedAt = useRef<number | null>(null);
  // the step the start answered: the first status request already waits for it to change
  const startStep = useRef<PaymentAttempt['step'] | undefined>(undefined);
  useDocumentTitle(t('kiosk.payment.title'), t('common.brand'));
  // the last failed attempt stays on screen (order number, "staff will help") until someone starts over
  const stuck = phase.kind === 'failed' && phase.retriesLeft <= 0 && phase.order !== null;
  useInactivityPause(isBusy(phase) || stuck);
  // what was said about the cart ("added", ...) is done with
  useEffect(() => clearNotices(), []);

  const cartTotal = totalsOf(customerSession.get().lines).total_minor;

  const noteAttempt = useCallback((attempt: { attempt_id: string; test_environment_url: string | null }) => {
    updateCheckout({ attemptId: attempt.attempt_id });
    rememberTestEnvironment(attempt.test_environment_url);
    setTestUrl(attempt.test_environment_url);
  }, []);

  // 1. the order: created once per checkout (a retried request replays the same order)
  const create = useCallback(async () => {
    dispatch({ type: 'create' });
    const session = customerSession.get();
    const checkout = beginCheckout();
    if (
      checkout.orderId &&
      checkout.totalMinor !== null &&
      checkout.orderNumber &&
      checkout.referenceNumber !== null
    ) {
      const order: OrderRef = {
        id: checkout.orderId,
        orderNumber: checkout.orderNumber,
        referenceNumber: checkout.referenceNumber,
        totalMinor: checkout.totalMinor,
      };
      if (checkout.attemptId) {
        try {
          const attempt = await paymentStatus(checkout.attemptId);
          dispatch({
            type: 'order_created',
            order,
            cartTotalMinor: order.totalMinor,
            totalConfirmed: true,
            testEnvironment: false,
          });
          dispatch({ type: 'attempt', attempt });
          return;
        } catch {
          // fall through: start (or resume) the payment of the order
        }
      }
      dispatch({
        type: 'order_created',
        order,
        cartTotalMinor: totalsOf(session.lines).total_minor,
        totalConfirmed: checkout.totalConfirmed,
        testEnvironment: rememberedTestEnvironment() !== null,
      });
      return;
    }
    try {
      const created = await createOrder(
        {
          order_type: session.orderType ?? 'eat_in',
          payment_method: 'card',
          ...orderSuggestionFields(session.lines),
          ...(session.customer ? { customer: session.customer } : {}),
        },
        checkout.key,
      );
      updateCheckout({
        orderId: created.id,
        orderNumber: created.order_number,
        referenceNumber: created.reference_number,
        totalMinor: created.total_minor,
      });
      dispatch({
        type: 'order_created',
        order: orderRef(created),
        cartTotalMinor: totalsOf(session.lines).total_minor,
        totalConfirmed: false,
        testEnvironment: rememberedTestEnvironment() !== null,
      });
    } catch (error) {
      const problems = orderProblems(error);
      if (
        problems &&
        (problems.lines.length > 0 || problems.customerRequired || Object.keys(problems.customer).length > 0)
      ) {
        if (problems.lines.length > 0) {
          const issues: Record<string, string> = {};
          for (const { index, key } of problems.lines) {
            const line = session.lines[index];
            if (line) issues[line.id] = key;
          }
          setLineIssues(issues);
          navigate(ROUTES.cart, { replace: true });
          return;
        }
        setCustomerIssues(problems.customer);
        navigate(ROUTES.details, { replace: true });
        return;
      }
      dispatch({ type: 'create_failed', errorKey: apiErrorKey(error, 'create') });
    }
  }, []);

  useEffect(() => {
    void create();
  }, [create]);

  // "Prices updated": the cart takes the prices the order was made with
  const pricesChanged = phase.kind === 'confirm_total';
  useEffect(() => {
    if (pricesChanged) void takeNewPrices();
  }, [pricesChanged]);

  // 2. starting the payment at the terminal
  useEffect(() => {
    if (phase.kind !== 'starting') return;
    let cancelled = false;
    startedAt.current = Date.now();
    startPayment(phase.order.id)
      .then((attempt) => {
        if (cancelled) return;
        noteAttempt(attempt);
        startStep.current = attempt.step;
        dispatch({ type: 'attempt', attempt });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const key = apiErrorKey(error, 'start');
        dispatch({
          type: 'start_failed',
          errorKey: key,
          retriesLeft: key === 'network' || key === 'system' ? 1 : 0,
        });
      });
    return () => {
      cancelled = true;
    };
  }, [phase, noteAttempt]);

  // 3. following it until it settles: each status request waits on the server for the step shown
  // to change (long poll); a failed or early same-step answer waits the poll interval before the next
  const attemptId = phase.kind === 'processing' ? phase.attempt.attempt_id : null;
  useEffect(() => {
    if (!attemptId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    startedAt.current ??= Date.now();
    let cancelSent = false;
    let shown = startStep.current;
    const tick = async () => {
      let next = paymentPollMs();
      try {
        const asked = Date.now();
        const attempt = await paymentStatus(attemptId, controller.signal, shown);
        if (stopped) return;
        noteAttempt(attempt);
        dispatch({ type: 'attempt', attempt });
        if (!['connecting', 'waiting', 'creating_order'].includes(attempt.step)) return;
        // the server waited (or the step moved on): ask again at once
        if (attempt.step !== shown || Date.now() - asked >= paymentPollMs()) next = 0;
        shown = attempt.step;
      } catch {
        if (stopped) return;
      }
      const elapsed = Date.now() - (startedAt.current ?? Date.now());
      if (elapsed > PAYMENT_TIMEOUT_MS + 10_000 && !cancelSent) {
        cancelSent = true;
        void cancelPayment(attemptId).catch(() => {});
      }
      if (elapsed > GIVE_UP_AFTER_MS) {
        dispatch({ type: 'gave_up' });
        return;
      }
      timer = setTimeout(() => void tick(), next);
    };
    timer = setTimeout(() => void tick(), 0);
    return () => {
      stopped = true;
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [attemptId, noteAttempt]);

  // 4. the success screen closes by itself (PaidView); a failure with no attempts left waits for
  // staff (PIN) or for the customer to start over (the order and cart stay until then)
  const finish = () => {
    endSession();
    navigate(ROUTES.welcome, { replace: true });
  };

  useEffect(() => {
    if (!dismissed || staffCheck) return;
    const timer = setTimeout(() => {
      endSession();
      navigate(ROUTES.welcome, { replace: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [dismissed, staffCheck]);

  const cancel = async () => {
    if (phase.kind !== 'processing') return;
    dispatch({ type: 'cancelling' });
    try {
      const attempt = await cancelPayment(phase.attempt.attempt_id);
      dispatch({ type: 'attempt', attempt });
    } catch {
      // the status poll reports what happened
    }
  };

  const retry = () => {
    startedAt.current = null;
    if (phase.kind === 'failed' && phase.order)
      dispatch({ type: 'retry', testEnvironment: testUrl !== null });
    else void create();
  };

  const amount = ('order' in phase && phase.order?.totalMinor) || cartTotal;

  return (
    <main
      className="relative flex min-h-(--kiosk-screen) flex-col overflow-hidden bg-secondary-950 text-white"
      data-testid="payment-screen"
      data-phase={phase.kind}
    >
      <KioskBackdrop />
      <header className="relative z-10 flex items-center justify-between gap-4 px-8 pt-8 lg:px-12">
        <div className="flex items-center gap-3">
          <BrandMark size="lg" />
          <span className="font-semibold text-secondary-100 text-xl tracking-wide">{t('common.brand')}</span>
        </div>
        <div className="flex items-center gap-4">
          {testUrl && (
            <span className="inline-flex h-12 items-center gap-2 rounded-full bg-amber-300 px-5 font-bold text-lg text-secondary-950">
              <FlaskConical className="size-5" aria-hidden="true" />
              {t('payment.testEnvironment.title')}
            </span>
          )}
          <LanguageSwitch size="touch" tone="dark" />
        </div>
      </header>

      <div className="relative z-10 flex flex-1 flex-col items-center justify-center px-8 py-10">
        <div className="flex w-full max-w-3xl animate-screen-in flex-col items-center gap-10 text-center landscape:max-w-7xl">
          {phase.kind === 'paid' ? (
            <PaidView order={phase.order} onDone={finish} />
          ) : phase.kind === 'failed' || phase.kind === 'create_failed' ? (
            <FailedView
              phase={phase}
              onRetry={retry}
              onBack={() => navigate(ROUTES.cart, { replace: true })}
              onFinish={finish}
              {...(StaffUnlock ? { onStaffDismiss: () => setStaffCheck(true) } : {})}
            />
          ) : phase.kind === 'confirm_total' ? (
            <ConfirmTotal
              previous={phase.cartTotalMinor}
              current={phase.order.totalMinor}
              onConfirm={() => {
                updateCheckout({ totalConfirmed: true });
                dispatch({ type: 'total_confirmed', testEnvironment: testUrl !== null });
              }}
              onBack={() => navigate(ROUTES.cart, { replace: true })}
            />
          ) : (
            <div className="grid w-full items-center gap-10 landscape:grid-cols-2 landscape:gap-16">
              <div className="flex flex-col items-center gap-8">
                <div>
                  <p className="font-semibold text-2xl text-secondary-200">{t('kiosk.payment.amount')}</p>
                  <p
                    className="font-extrabold text-8xl tracking-tight tabular-nums"
                    data-testid="payment-amount"
                  >
                    {formatTry(amount)}
                  </p>
                </div>
                <TerminalVisual waiting={phase.kind === 'processing' && phase.attempt.step === 'waiting'} />
              </div>
              {phase.kind === 'choose_outcome' && testUrl ? (
                <TestOutcomeChooser url={testUrl} onChosen={() => dispatch({ type: 'outcome_chosen' })} />
              ) : (
                <PaymentSteps phase={phase} startedAt={startedAt.current} onCancel={cancel} />
              )}
            </div>
          )}
        </div>
      </div>
      {StaffUnlock && (
        <StaffUnlock
          open={staffCheck}
          onOpenChange={setStaffCheck}
          onUnlocked={() => {
            setStaffCheck(false);
            setDismissed(true);
          }}
        />
      )}
    </main>
  );
}

type StepState = 'todo' | 'active' | 'done';

function stepStates(phase: PaymentPhase): [StepState, StepState, StepState] {
  if (phase.kind === 'creating') return ['active', 'todo', 'todo'];
  if (phase.kind === 'starting' || phase.kind === 'choose_outcome') return ['done', 'active', 'todo'];
  if (phase.kind === 'processing') {
    return phase.attempt.step === 'waiting' ? ['done', 'done', 'active'] : ['done', 'active', 'todo'];
  }
  return ['done', 'done', 'done'];
}

function useTimeLeft(startedAt: number | null, running: boolean): string {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const left = Math.max(0, PAYMENT_TIMEOUT_MS - (now - (startedAt ?? now)));
  return `${Math.floor(left / 60_000)}:${String(Math.floor((left % 60_000) / 1000)).padStart(2, '0')}`;
}

/** The card and terminal picture, with what to do while the terminal waits for the card. */
function TerminalVisual({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div
        className={cn(
          'relative grid size-56 place-items-center landscape:size-48',
          waiting && 'animate-float',
        )}
      >
        <span
          className={cn(
            'absolute inset-0 rounded-full bg-primary-500/20',
            waiting && 'animate-ping [animation-duration:2s]',
          )}
        />
        <span className="relative grid size-48 place-items-center rounded-full bg-gradient-to-br from-primary-300 via-primary-500 to-primary-700 text-secondary-950 shadow-raised landscape:size-40">
          {waiting ? (
            <Nfc className="size-24 landscape:size-20" strokeWidth={1.5} aria-hidden="true" />
          ) : (
            <CreditCard className="size-24 landscape:size-20" strokeWidth={1.5} aria-hidden="true" />
          )}
        </span>
      </div>
      {waiting && (
        <div>
          <p className="text-balance font-bold text-4xl">{t('kiosk.payment.presentCard')}</p>
          <p className="mt-3 text-balance text-2xl text-secondary-200">{t('kiosk.payment.followTerminal')}</p>
        </div>
      )}
    </>
  );
}

/** The three steps of the payment and, while the terminal works, the time left and "cancel". */
function PaymentSteps({
  phase,
  startedAt,
  onCancel,
}: {
  phase: PaymentPhase;
  startedAt: number | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const states = stepStates(phase);
  const labels = [
    t('kiosk.payment.steps.creating'),
    t('kiosk.payment.steps.connecting'),
    t('kiosk.payment.steps.waiting'),
  ];
  const waiting = phase.kind === 'processing' && phase.attempt.step === 'waiting';
  const time = useTimeLeft(startedAt, waiting);

  return (
    <div className="flex w-full flex-col gap-8">
      <ol
        aria-label={t('kiosk.payment.stepsLabel')}
        className="flex w-full flex-col gap-3 text-left"
        data-testid="payment-steps"
      >
        {labels.map((label, index) => {
          const state = states[index] as StepState;
          return (
            <li
              key={label}
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
              className={cn(
                'flex items-center gap-5 rounded-3xl px-6 py-5 text-2xl ring-1 transition-colors',
                state === 'active' && 'bg-white/12 font-bold ring-primary-400/60',
                state === 'done' && 'text-secondary-100 ring-white/10',
                state === 'todo' && 'text-white/45 ring-white/5',
              )}
            >
              <span
                className={cn(
                  'grid size-12 shrink-0 place-items-center rounded-full',
                  state === 'done'
                    ? 'bg-emerald-500 text-white'
                    : state === 'active'
                      ? 'bg-primary-500 text-secondary-950'
                      : 'bg-white/10',
                )}
              >
                {state === 'done' ? (
                  <Check className="size-7" strokeWidth={3} aria-hidden="true" />
                ) : state === 'active' ? (
                  <Loader2 className="size-7 animate-spin" aria-hidden="true" />
                ) : (
                  <span className="font-bold text-xl">{index + 1}</span>
                )}
              </span>
              {label}
            </li>
          );
        })}
      </ol>
      {phase.kind === 'processing' && (
        <div className="flex w-full flex-wrap items-center justify-between gap-4">
          <p
            className="font-semibold text-2xl text-secondary-200 tabular-nums"
            data-testid="payment-time-left"
          >
            {t('kiosk.payment.timeLeft', { time })}
            <span className="ml-4 text-secondary-300/70 text-xl">
              {t('kiosk.payment.attempt', { n: phase.attempt.attempts_used, max: MAX_PAYMENT_ATTEMPTS })}
            </span>
          </p>
          <KioskButton
            variant="glass"
            size="lg"
            onClick={onCancel}
            loading={phase.cancelling}
            data-testid="cancel-payment"
          >
            {!phase.cancelling && <X aria-hidden="true" />}
            {phase.cancelling ? t('kiosk.payment.cancelling') : t('kiosk.payment.cancel')}
          </KioskButton>
        </div>
      )}
    </div>
  );
}

function FailedView({
  phase,
  onRetry,
  onBack,
  onFinish,
  onStaffDismiss,
}: {
  phase: Extract<PaymentPhase, { kind: 'failed' | 'create_failed' }>;
  onRetry: () => void;
  onBack: () => void;
  onFinish: () => void;
  /** Staff end the stuck order with the kiosk's PIN. */
  onStaffDismiss?: () => void;
}) {
  const { t } = useTranslation();
  const creating = phase.kind === 'create_failed';
  const retriesLeft = creating ? 1 : phase.retriesLeft;
  const final = !creating && retriesLeft <= 0 && phase.order !== null;
  const title = creating
    ? t('kiosk.payment.creatingFailed')
    : phase.step === 'cancelled'
      ? t('kiosk.payment.failure.cancelledTitle')
      : phase.step === 'timed_out'
        ? t('kiosk.payment.failure.timedOutTitle')
        : t('kiosk.payment.failure.title');

  return (
    <div
      className="flex w-full max-w-4xl flex-col items-center gap-8"
      data-testid="payment-failure"
      role="alert"
    >
      <span className="grid size-40 animate-pop place-items-center rounded-full bg-red-600 text-white shadow-raised ring-8 ring-red-600/25">
        <XCircle className="size-24" strokeWidth={1.75} aria-hidden="true" />
      </span>
      <h1 className="font-extrabold text-6xl tracking-tight">{title}</h1>
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

function ConfirmTotal({
  previous,
  current,
  onConfirm,
  onBack,
}: {
  previous: number;
  current: number;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex w-full max-w-4xl flex-col items-center gap-8" data-testid="price-changed">
      <h1 className="font-extrabold text-6xl tracking-tight">{t('kiosk.payment.priceChanged.title')}</h1>
      <p className="max-w-2xl text-balance text-2xl text-secondary-100">
        {t('kiosk.payment.priceChanged.description')}
      </p>
      <div className="grid w-full grid-cols-2 gap-6">
        <div className="rounded-[2rem] bg-white/10 p-8 ring-1 ring-white/15">
          <p className="text-secondary-200 text-xl">{t('kiosk.payment.priceChanged.previous')}</p>
          <p className="font-bold text-4xl text-white/70 line-through tabular-nums">{formatTry(previous)}</p>
        </div>
        <div className="rounded-[2rem] bg-white p-8 text-secondary-950">
          <p className="text-secondary-600 text-xl">{t('kiosk.payment.priceChanged.current')}</p>
          <p className="font-extrabold text-5xl tabular-nums" data-testid="new-total">
            {formatTry(current)}
          </p>
        </div>
      </div>
      <div className="grid w-full grid-cols-2 gap-5">
        <KioskButton variant="glass" size="2xl" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('kiosk.payment.priceChanged.back')}
        </KioskButton>
        <KioskButton size="2xl" onClick={onConfirm}>
          <Check aria-hidden="true" />
          {t('kiosk.payment.priceChanged.confirm')}
        </KioskButton>
      </div>
    </div>
  );
}
