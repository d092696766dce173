import { PAYMENT_TIMEOUT_MS, type PaymentAttempt } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import type { OrderRef, PaymentPhase } from './payment-flow';
import {
  type FailedPhase,
  failureRetries,
  failureTitleKey,
  secondsLeft,
  stepStates,
  timeLeft,
} from './payment-view';

const order: OrderRef = { id: 'o1', orderNumber: '260101-00001', referenceNumber: 17, totalMinor: 30_500 };
const attempt = (step: PaymentAttempt['step']): PaymentAttempt => ({
  attempt_id: 'a1',
  order_id: 'o1',
  attempt_no: 1,
  step,
  error_code: null,
  error_message: null,
  retries_left: 1,
  attempts_used: 1,
  order_number: order.orderNumber,
  reference_number: order.referenceNumber,
  total_minor: order.totalMinor,
  test_environment_url: null,
});
const failed = (
  step: 'failed' | 'cancelled' | 'timed_out',
  retriesLeft: number,
): Extract<PaymentPhase, { kind: 'failed' }> => ({
  kind: 'failed',
  order,
  attempt: null,
  errorKey: 'declined',
  retriesLeft,
  step,
});

describe('payment view', () => {
  it('marks the steps order, terminal and card as the payment moves on', () => {
    const processing = (step: PaymentAttempt['step']): PaymentPhase => ({
      kind: 'processing',
      order,
      attempt: attempt(step),
      cancelling: false,
    });
    expect(stepStates({ kind: 'creating' })).toEqual(['active', 'todo', 'todo']);
    expect(stepStates({ kind: 'starting', order })).toEqual(['done', 'active', 'todo']);
    expect(stepStates(processing('connecting'))).toEqual(['done', 'active', 'todo']);
    expect(stepStates(processing('waiting'))).toEqual(['done', 'done', 'active']);
    expect(stepStates({ kind: 'paid', order, attempt: attempt('paid') })).toEqual(['done', 'done', 'done']);
  });

  it('counts the terminal time down as m:ss, never below zero', () => {
    expect(timeLeft(null, 1_000)).toBe(timeLeft(5_000, 5_000));
    expect(timeLeft(0, PAYMENT_TIMEOUT_MS - 61_500)).toBe('1:01');
    expect(timeLeft(0, PAYMENT_TIMEOUT_MS + 5_000)).toBe('0:00');
    expect(secondsLeft(1_000, 3, 1_000)).toBe(3);
    expect(secondsLeft(1_000, 3, 2_500)).toBe(2);
    expect(secondsLeft(1_000, 3, 9_000)).toBe(0);
  });

  it('titles a failure by what ended it and says when no attempt is left', () => {
    expect(failureTitleKey({ kind: 'create_failed', errorKey: 'network' })).toBe(
      'kiosk.payment.creatingFailed',
    );
    expect(failureTitleKey(failed('cancelled', 1))).toBe('kiosk.payment.failure.cancelledTitle');
    expect(failureTitleKey(failed('timed_out', 0))).toBe('kiosk.payment.failure.timedOutTitle');
    expect(failureTitleKey(failed('failed', 1))).toBe('kiosk.payment.failure.title');
    expect(failureRetries({ kind: 'create_failed', errorKey: 'network' })).toEqual({
      retriesLeft: 1,
      final: false,
    });
    expect(failureRetries(failed('failed', 2))).toEqual({ retriesLeft: 2, final: false });
    expect(failureRetries(failed('failed', 0))).toEqual({ retriesLeft: 0, final: true });
    const orderless: FailedPhase = { ...failed('failed', 0), order: null };
    expect(failureRetries(orderless)).toEqual({ retriesLeft: 0, final: false });
  });
});
