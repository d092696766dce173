/** A payment attempt's persisted state (the server's state machine). */
export type PaymentAttemptStatus =
  | 'connecting'
  | 'sent'
  | 'waiting'
  | 'unknown'
  | 'approved'
  | 'failed'
  | 'cancelled'
  | 'timed_out';

/** What the kiosk's payment screen shows for an attempt. */
export type PaymentStep = 'connecting' | 'waiting' | 'paid' | 'failed' | 'cancelled' | 'timed_out';

export interface PaymentAttemptFacts {
  status: PaymentAttemptStatus;
  /** Milliseconds since the sale was sent (or, never sent, since the attempt was made). */
  ageMs: number;
  /** The payment time-out (an attempt whose outcome is still unknown past it shows as timed out). */
  timeoutMs: number;
  /** How many of the order's attempts count against `maxAttempts` (`attemptsUsed`). */
  attemptsUsed: number;
  /** Whether any attempt of the order is still open / approved. */
  anyOpen: boolean;
  anyPaid: boolean;
  /** The message stored on the attempt. */
  errorMessage: string | null;
  maxAttempts: number;
}

/** Attempt states that use none of an order's tries: the customer's own cancel (nothing charged). */
export const UNCOUNTED_ATTEMPT_STATUSES: readonly PaymentAttemptStatus[] = ['cancelled'];

/**
 * How many of an order's attempts count against the attempt limit: every one (open, failed, timed
 * out, approved) except those the customer cancelled, so changing one's mind never sends the
 * customer to staff; only failures do.
 */
export function attemptsUsed(statuses: readonly PaymentAttemptStatus[]): number {
  return statuses.filter((status) => !UNCOUNTED_ATTEMPT_STATUSES.includes(status)).length;
}

export interface PaymentViewMessages {
  paymentFailed: string;
  paymentError: string;
  maxRetries: (max: number) => string;
}

export interface PaymentAttemptView {
  step: PaymentStep;
  errorMessage: string | null;
  retriesLeft: number;
}

/**
 * The kiosk's view of an attempt: its step (an attempt whose outcome is unknown past the time-out
 * shows as timed out, though it stays open until the terminal says how the sale ended), how many
 * attempts are left (none while one is open or once one was approved) and the message to show
 * (on the last failed attempt, the stored message and that no retries are left).
 */
export function paymentAttemptView(
  facts: PaymentAttemptFacts,
  messages: PaymentViewMessages,
): PaymentAttemptView {
  const { status } = facts;
  const step: PaymentStep =
    status === 'approved'
      ? 'paid'
      : status === 'failed'
        ? 'failed'
        : status === 'cancelled'
          ? 'cancelled'
          : status === 'timed_out' || (status === 'unknown' && facts.ageMs > facts.timeoutMs)
            ? 'timed_out'
            : status === 'connecting'
              ? 'connecting'
              : 'waiting';
  const retriesLeft =
    facts.anyPaid || facts.anyOpen ? 0 : Math.max(0, facts.maxAttempts - facts.attemptsUsed);
  const errorMessage =
    step === 'failed' && retriesLeft === 0 && !facts.anyPaid
      ? `${facts.errorMessage ?? messages.paymentFailed} ${messages.maxRetries(facts.maxAttempts)}`
      : step === 'timed_out' && status === 'unknown'
        ? messages.paymentError
        : facts.errorMessage;
  return { step, errorMessage, retriesLeft };
}
