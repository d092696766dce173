import { describe, expect, it } from 'vitest';
import { attemptsUsed, type PaymentAttemptFacts, paymentAttemptView } from './payment-attempt-view.js';

const messages = {
  paymentFailed: 'Payment failed',
  paymentError: 'An error occurred',
  maxRetries: (max: number) => `Maximum ${max}.`,
};
const facts = (over: Partial<PaymentAttemptFacts>): PaymentAttemptFacts => ({
  status: 'sent',
  ageMs: 1_000,
  timeoutMs: 180_000,
  attemptsUsed: 1,
  anyOpen: false,
  anyPaid: false,
  errorMessage: null,
  maxAttempts: 3,
  ...over,
});
const view = (over: Partial<PaymentAttemptFacts>) => paymentAttemptView(facts(over), messages);

describe('paymentAttemptView', () => {
  it('maps each status to its step', () => {
    expect(view({ status: 'connecting', anyOpen: true }).step).toBe('connecting');
    for (const status of ['sent', 'waiting', 'unknown'] as const) {
      expect(view({ status, anyOpen: true }).step).toBe('waiting');
    }
    expect(view({ status: 'approved', anyPaid: true }).step).toBe('paid');
    expect(view({ status: 'failed' }).step).toBe('failed');
    expect(view({ status: 'cancelled' }).step).toBe('cancelled');
    expect(view({ status: 'timed_out' }).step).toBe('timed_out');
  });

  it('an outcome still unknown past the time-out shows as timed out with the generic error', () => {
    const late = view({ status: 'unknown', anyOpen: true, ageMs: 180_001, errorMessage: 'socket hang up' });
    expect(late).toEqual({ step: 'timed_out', errorMessage: 'An error occurred', retriesLeft: 0 });
    // exactly at the time-out it is still waiting, and a sent (not unknown) one never times out here
    expect(view({ status: 'unknown', anyOpen: true, ageMs: 180_000 }).step).toBe('waiting');
    expect(view({ status: 'sent', anyOpen: true, ageMs: 999_999 }).step).toBe('waiting');
  });

  it('counts the retries left: none while an attempt is open or once one is paid', () => {
    expect(view({ status: 'failed', attemptsUsed: 1 }).retriesLeft).toBe(2);
    expect(view({ status: 'failed', attemptsUsed: 2 }).retriesLeft).toBe(1);
    expect(view({ status: 'failed', attemptsUsed: 4 }).retriesLeft).toBe(0);
    expect(view({ status: 'failed', attemptsUsed: 1, anyOpen: true }).retriesLeft).toBe(0);
    expect(view({ status: 'failed', attemptsUsed: 1, anyPaid: true }).retriesLeft).toBe(0);
  });

  it('the last failed attempt says no retries are left, after its own message', () => {
    expect(view({ status: 'failed', attemptsUsed: 3, errorMessage: 'Declined.' }).errorMessage).toBe(
      'Declined. Maximum 3.',
    );
    expect(view({ status: 'failed', attemptsUsed: 3 }).errorMessage).toBe('Payment failed Maximum 3.');
    // retries left, or another attempt paid: the stored message as it is
    expect(view({ status: 'failed', attemptsUsed: 2, errorMessage: 'Declined.' }).errorMessage).toBe(
      'Declined.',
    );
    expect(
      view({ status: 'failed', attemptsUsed: 3, anyPaid: true, errorMessage: 'Declined.' }).errorMessage,
    ).toBe('Declined.');
    expect(view({ status: 'cancelled', attemptsUsed: 3, errorMessage: 'Cancelled' }).errorMessage).toBe(
      'Cancelled',
    );
  });
});

describe('attemptsUsed', () => {
  it('counts every attempt against the limit except the ones the customer cancelled', () => {
    expect(attemptsUsed([])).toBe(0);
    expect(attemptsUsed(['cancelled', 'cancelled', 'cancelled'])).toBe(0);
    expect(attemptsUsed(['cancelled', 'failed', 'timed_out', 'cancelled', 'sent'])).toBe(3);
    expect(attemptsUsed(['connecting', 'unknown', 'approved'])).toBe(3);
  });

  it('leaves three tries after any number of cancels', () => {
    const used = attemptsUsed(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
    expect(view({ status: 'cancelled', attemptsUsed: used }).retriesLeft).toBe(3);
  });
});
