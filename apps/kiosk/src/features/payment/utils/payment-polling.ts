import { PAYMENT_TIMEOUT_MS, type PaymentAttempt } from '@kiosk/contracts';

/** After this long without an end the kiosk asks the terminal to cancel (the server's time-out and a margin). */
const CANCEL_AFTER_MS = PAYMENT_TIMEOUT_MS + 10_000;
/** A little longer than the server's own time-out before the kiosk gives up waiting. */
const GIVE_UP_AFTER_MS = PAYMENT_TIMEOUT_MS + 45_000;

type Step = PaymentAttempt['step'];

/** The terminal is still working on the attempt (the screen keeps asking). */
export function isUnsettled(step: Step): boolean {
  return step === 'connecting' || step === 'waiting' || step === 'creating_order';
}

/**
 * How long to wait before the next status request: none when the step moved on or the server held
 * the request (the long poll did its waiting), else the poll interval.
 */
export function nextPollDelay(
  answered: Step,
  shown: Step | undefined,
  askedForMs: number,
  pollMs: number,
): number {
  return answered !== shown || askedForMs >= pollMs ? 0 : pollMs;
}

/** What a payment running for `elapsedMs` calls for: asking the terminal to cancel (once), giving up. */
export function overdue(elapsedMs: number, cancelSent: boolean): { cancel: boolean; giveUp: boolean } {
  return { cancel: elapsedMs > CANCEL_AFTER_MS && !cancelSent, giveUp: elapsedMs > GIVE_UP_AFTER_MS };
}

/** A payment that could not start may be tried once more when the network or the system failed. */
export function startRetriesLeft(errorKey: string): number {
  return errorKey === 'network' || errorKey === 'system' ? 1 : 0;
}
