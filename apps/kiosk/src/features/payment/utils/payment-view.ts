import { PAYMENT_TIMEOUT_MS } from '@kiosk/contracts';
import type { PaymentPhase } from './payment-flow';

export type StepState = 'todo' | 'active' | 'done';

/** The three steps shown while paying (order, terminal, card) and where the payment is. */
export function stepStates(phase: PaymentPhase): [StepState, StepState, StepState] {
  if (phase.kind === 'creating') return ['active', 'todo', 'todo'];
  if (phase.kind === 'starting' || phase.kind === 'choose_outcome') return ['done', 'active', 'todo'];
  if (phase.kind === 'processing') {
    return phase.attempt.step === 'waiting' ? ['done', 'done', 'active'] : ['done', 'active', 'todo'];
  }
  return ['done', 'done', 'done'];
}

/** The terminal waits for the card. */
export function isWaitingForCard(phase: PaymentPhase): boolean {
  return phase.kind === 'processing' && phase.attempt.step === 'waiting';
}

/** The time the terminal still gives the customer, as m:ss. */
export function timeLeft(startedAt: number | null, now: number): string {
  const left = Math.max(0, PAYMENT_TIMEOUT_MS - (now - (startedAt ?? now)));
  return `${Math.floor(left / 60_000)}:${String(Math.floor((left % 60_000) / 1000)).padStart(2, '0')}`;
}

export type FailedPhase = Extract<PaymentPhase, { kind: 'failed' | 'create_failed' }>;

/** The translation key of a failure's title. */
export function failureTitleKey(phase: FailedPhase): string {
  if (phase.kind === 'create_failed') return 'kiosk.payment.creatingFailed';
  if (phase.step === 'cancelled') return 'kiosk.payment.failure.cancelledTitle';
  if (phase.step === 'timed_out') return 'kiosk.payment.failure.timedOutTitle';
  return 'kiosk.payment.failure.title';
}

/** The attempts a failure leaves, and whether it is the last (the order waits for staff or a new start). */
export function failureRetries(phase: FailedPhase): { retriesLeft: number; final: boolean } {
  if (phase.kind === 'create_failed') return { retriesLeft: 1, final: false };
  return { retriesLeft: phase.retriesLeft, final: phase.retriesLeft <= 0 && phase.order !== null };
}

/** Whole seconds until a screen shown at `shownAt` for `seconds` closes (never below 0). */
export function secondsLeft(shownAt: number, seconds: number, now: number): number {
  return Math.max(0, Math.ceil((shownAt + seconds * 1000 - now) / 1000));
}
