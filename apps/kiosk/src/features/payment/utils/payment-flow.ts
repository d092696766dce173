import type { OrderSummary, PaymentAttempt } from '@kiosk/contracts';
import { attemptErrorKey } from '@kiosk/ui';

/** What the payment screen needs of the order the server made. */
export interface OrderRef {
  id: string;
  orderNumber: string;
  referenceNumber: number;
  totalMinor: number;
}

export function orderRef(
  order: Pick<OrderSummary, 'id' | 'order_number' | 'reference_number' | 'total_minor'>,
): OrderRef {
  return {
    id: order.id,
    orderNumber: order.order_number,
    referenceNumber: order.reference_number,
    totalMinor: order.total_minor,
  };
}

/**
 * The kiosk payment screen as a state machine: creating order -> (confirm a changed total) ->
 * (test environment: choose the outcome) -> starting -> connecting / waiting (the terminal's
 * progress) -> paid | failed (retry while attempts remain).
 */
export type PaymentPhase =
  | { kind: 'creating' }
  | { kind: 'create_failed'; errorKey: string }
  | { kind: 'confirm_total'; order: OrderRef; cartTotalMinor: number }
  | { kind: 'choose_outcome'; order: OrderRef }
  | { kind: 'starting'; order: OrderRef }
  | { kind: 'processing'; order: OrderRef; attempt: PaymentAttempt; cancelling: boolean }
  | { kind: 'paid'; order: OrderRef; attempt: PaymentAttempt }
  | {
      kind: 'failed';
      order: OrderRef | null;
      attempt: PaymentAttempt | null;
      errorKey: string;
      retriesLeft: number;
      step: 'failed' | 'cancelled' | 'timed_out';
    };

export type PaymentEvent =
  | { type: 'create' }
  | {
      type: 'order_created';
      order: OrderRef;
      cartTotalMinor: number;
      totalConfirmed: boolean;
      testEnvironment: boolean;
    }
  | { type: 'create_failed'; errorKey: string }
  | { type: 'total_confirmed'; testEnvironment: boolean }
  | { type: 'outcome_chosen' }
  | { type: 'attempt'; attempt: PaymentAttempt }
  | { type: 'start_failed'; errorKey: string; retriesLeft: number }
  | { type: 'cancelling' }
  | { type: 'retry'; testEnvironment: boolean }
  | { type: 'gave_up' };

export const initialPhase: PaymentPhase = { kind: 'creating' };

const orderOf = (phase: PaymentPhase): OrderRef | null => ('order' in phase ? phase.order : null);

function afterOrder(order: OrderRef, testEnvironment: boolean): PaymentPhase {
  return testEnvironment ? { kind: 'choose_outcome', order } : { kind: 'starting', order };
}

/** The phase an attempt's view puts the screen in. */
function phaseOfAttempt(order: OrderRef, attempt: PaymentAttempt, cancelling = false): PaymentPhase {
  switch (attempt.step) {
    case 'creating_order':
    case 'connecting':
    case 'waiting':
      return { kind: 'processing', order, attempt, cancelling };
    case 'paid':
      return { kind: 'paid', order, attempt };
    default:
      return {
        kind: 'failed',
        order,
        attempt,
        errorKey: attemptErrorKey(attempt),
        retriesLeft: attempt.retries_left,
        step: attempt.step,
      };
  }
}

export function paymentReducer(phase: PaymentPhase, event: PaymentEvent): PaymentPhase {
  switch (event.type) {
    case 'create':
      return { kind: 'creating' };
    case 'order_created':
      if (event.order.totalMinor !== event.cartTotalMinor && !event.totalConfirmed) {
        return { kind: 'confirm_total', order: event.order, cartTotalMinor: event.cartTotalMinor };
      }
      return afterOrder(event.order, event.testEnvironment);
    case 'create_failed':
      return { kind: 'create_failed', errorKey: event.errorKey };
    case 'total_confirmed':
      return phase.kind === 'confirm_total' ? afterOrder(phase.order, event.testEnvironment) : phase;
    case 'outcome_chosen':
      return phase.kind === 'choose_outcome' ? { kind: 'starting', order: phase.order } : phase;
    case 'attempt': {
      const order = orderOf(phase);
      if (!order || phase.kind === 'paid') return phase;
      // a late answer about an older attempt does not undo a newer one
      if (phase.kind === 'processing' && phase.attempt.attempt_id !== event.attempt.attempt_id) {
        if (event.attempt.attempt_no < phase.attempt.attempt_no) return phase;
      }
      return phaseOfAttempt(order, event.attempt, phase.kind === 'processing' && phase.cancelling);
    }
    case 'start_failed':
      return {
        kind: 'failed',
        order: orderOf(phase),
        attempt: null,
        errorKey: event.errorKey,
        retriesLeft: event.retriesLeft,
        step: 'failed',
      };
    case 'cancelling':
      return phase.kind === 'processing' ? { ...phase, cancelling: true } : phase;
    case 'retry':
      if (phase.kind !== 'failed' || !phase.order || phase.retriesLeft <= 0) return phase;
      return afterOrder(phase.order, event.testEnvironment);
    case 'gave_up':
      return phase.kind === 'processing'
        ? {
            kind: 'failed',
            order: phase.order,
            attempt: phase.attempt,
            errorKey: 'timeout_cancelled',
            retriesLeft: 0,
            step: 'timed_out',
          }
        : phase;
    default:
      return phase;
  }
}

/** Phases during which the customer is waiting on the system (no inactivity time-out). */
export function isBusy(phase: PaymentPhase): boolean {
  return phase.kind === 'creating' || phase.kind === 'starting' || phase.kind === 'processing';
}
