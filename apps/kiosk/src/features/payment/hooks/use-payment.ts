import type { PaymentAttempt } from '@kiosk/contracts';
import { apiErrorKey } from '@kiosk/ui';
import { type Dispatch, type RefObject, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { paymentPollMs } from '../../../lib/kiosk-config';
import { navigate, ROUTES } from '../../../lib/navigation';
import { endSession, takeNewPrices, updateCheckout } from '../../../state/customer-session';
import { cancelPayment } from '../api/cancel-payment';
import { paymentStatus } from '../api/payment-status';
import { startPayment } from '../api/start-payment';
import { initialPhase, type PaymentEvent, type PaymentPhase, paymentReducer } from '../utils/payment-flow';
import { isUnsettled, nextPollDelay, overdue, startRetriesLeft } from '../utils/payment-polling';
import { rememberedTestEnvironment, rememberTestEnvironment } from '../utils/test-environment';
import { createCheckoutOrder } from './create-checkout-order';

type NoteAttempt = (attempt: Pick<PaymentAttempt, 'attempt_id' | 'test_environment_url'>) => void;

/** When the payment at the terminal started, and the step its start answered (the first status request waits on it). */
interface Timing {
  startedAt: RefObject<number | null>;
  startStep: RefObject<PaymentAttempt['step'] | undefined>;
}

/** Back to the welcome screen, the session ended. */
export function finishPayment(): void {
  endSession();
  navigate(ROUTES.welcome, { replace: true });
}

/**
 * A card payment run by the payment-flow reducer: creates the order, starts the payment at the
 * terminal, follows it until it settles; `cancel`, `retry` and `confirmTotal` are the customer's.
 */
export function usePayment() {
  const [phase, dispatch] = useReducer(paymentReducer, initialPhase);
  const [testUrl, setTestUrl] = useState<string | null>(() => rememberedTestEnvironment());
  const startedAt = useRef<number | null>(null);
  const startStep = useRef<PaymentAttempt['step'] | undefined>(undefined);
  const timing: Timing = { startedAt, startStep };

  const noteAttempt = useCallback<NoteAttempt>((attempt) => {
    updateCheckout({ attemptId: attempt.attempt_id });
    rememberTestEnvironment(attempt.test_environment_url);
    setTestUrl(attempt.test_environment_url);
  }, []);

  useEffect(() => {
    void createCheckoutOrder(dispatch);
  }, []);

  // "Prices updated": the cart takes the prices the order was made with
  const pricesChanged = phase.kind === 'confirm_total';
  useEffect(() => {
    if (pricesChanged) void takeNewPrices();
  }, [pricesChanged]);

  useStartPayment(phase, dispatch, noteAttempt, timing);
  usePaymentStatus(
    phase.kind === 'processing' ? phase.attempt.attempt_id : null,
    dispatch,
    noteAttempt,
    timing,
  );

  const cancel = async () => {
    if (phase.kind !== 'processing') return;
    dispatch({ type: 'cancelling' });
    try {
      dispatch({ type: 'attempt', attempt: await cancelPayment(phase.attempt.attempt_id) });
    } catch {
      // the status poll reports what happened
    }
  };

  const retry = () => {
    startedAt.current = null;
    if (phase.kind === 'failed' && phase.order)
      dispatch({ type: 'retry', testEnvironment: testUrl !== null });
    else void createCheckoutOrder(dispatch);
  };

  const confirmTotal = () => {
    updateCheckout({ totalConfirmed: true });
    dispatch({ type: 'total_confirmed', testEnvironment: testUrl !== null });
  };

  const outcomeChosen = () => dispatch({ type: 'outcome_chosen' });

  return { phase, testUrl, startedAt: startedAt.current, cancel, retry, confirmTotal, outcomeChosen };
}

/** Step 2: starting the payment at the terminal. */
function useStartPayment(
  phase: PaymentPhase,
  dispatch: Dispatch<PaymentEvent>,
  noteAttempt: NoteAttempt,
  { startedAt, startStep }: Timing,
): void {
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
        const errorKey = apiErrorKey(error, 'start');
        dispatch({ type: 'start_failed', errorKey, retriesLeft: startRetriesLeft(errorKey) });
      });
    return () => {
      cancelled = true;
    };
  }, [phase, dispatch, noteAttempt, startedAt, startStep]);
}

/**
 * Step 3: following the attempt until it settles. Each status request waits on the server for the
 * step shown to change (long poll); a failed or early same-step answer waits the poll interval
 * before the next. Past the terminal's time the kiosk asks it to cancel, and later gives up.
 */
function usePaymentStatus(
  attemptId: string | null,
  dispatch: Dispatch<PaymentEvent>,
  noteAttempt: NoteAttempt,
  { startedAt, startStep }: Timing,
): void {
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
        if (!isUnsettled(attempt.step)) return;
        next = nextPollDelay(attempt.step, shown, Date.now() - asked, paymentPollMs());
        shown = attempt.step;
      } catch {
        if (stopped) return;
      }
      const due = overdue(Date.now() - (startedAt.current ?? Date.now()), cancelSent);
      if (due.cancel) {
        cancelSent = true;
        void cancelPayment(attemptId).catch(() => {});
      }
      if (due.giveUp) {
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
  }, [attemptId, dispatch, noteAttempt, startedAt, startStep]);
}
