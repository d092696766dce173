import type { SimulatorOutcome, TillPaymentMethod } from '@kiosk/contracts';

/** One part of the payment as the tender asks for it. */
export interface PartRequest {
  method: TillPaymentMethod;
  amountMinor: number;
  tenderedMinor?: number;
  /** Test environment: the simulator's outcome for this card part. */
  outcome?: SimulatorOutcome;
  /** Test environment: how long the simulator takes to answer. */
  outcomeDelayMs?: number;
}

export type PartProblem =
  | { field: 'amount'; key: 'amountInvalid' | 'amountTooHigh' }
  | { field: 'tendered'; key: 'tenderedTooLow' };

/**
 * Checks a payment part before it is sent: an amount of at least 0,01 and at most what remains;
 * cash tendered at least the amount. The server checks the same (checkPart in packages/domain).
 */
export function partProblem(input: {
  method: TillPaymentMethod;
  amountMinor: number | null;
  remainingMinor: number;
  tenderedMinor: number | null;
}): PartProblem | null {
  const { amountMinor, remainingMinor } = input;
  if (amountMinor === null || amountMinor < 1) return { field: 'amount', key: 'amountInvalid' };
  if (amountMinor > remainingMinor) return { field: 'amount', key: 'amountTooHigh' };
  if (input.method === 'cash' && (input.tenderedMinor === null || input.tenderedMinor < amountMinor)) {
    return { field: 'tendered', key: 'tenderedTooLow' };
  }
  return null;
}

/** The steps of a part that is still running at the terminal. */
const RUNNING_STEPS = new Set(['creating_order', 'connecting', 'waiting']);

export function isRunning(step: string): boolean {
  return RUNNING_STEPS.has(step);
}

/** The server's refusals of a part that have their own text (sale.checkout.errors.<code>). */
/** The till session's refusals of a cash part: shown with the drawer's own message. */
export const TILL_SESSION_START_CODES: ReadonlySet<string> = new Set([
  'till_session_required',
  'till_session_must_close',
]);

export const START_ERROR_CODES: ReadonlySet<string> = new Set([
  'payment_in_progress',
  'amount_exceeds_remaining',
  'nothing_remaining',
  'order_refunded',
  'tendered_too_low',
  'tendered_required',
  'terminal_not_found',
  'pos_device_not_found',
  'pos_device_inactive',
  'pos_unreachable',
]);

/**
 * The part the tender asks for: cash with what was tendered, a card in the test environment with
 * the simulator's outcome and delay.
 */
export function tenderRequest(input: {
  method: TillPaymentMethod;
  amountMinor: number;
  tenderedMinor: number | null;
  testEnvironment: boolean;
  outcome: SimulatorOutcome;
  delayMs: number;
}): PartRequest {
  const { method, amountMinor, tenderedMinor } = input;
  return {
    method,
    amountMinor,
    ...(method === 'cash' && tenderedMinor !== null ? { tenderedMinor } : {}),
    ...(method === 'card' && input.testEnvironment
      ? { outcome: input.outcome, outcomeDelayMs: input.delayMs }
      : {}),
  };
}
