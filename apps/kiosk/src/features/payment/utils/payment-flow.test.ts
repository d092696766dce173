import type { PaymentAttempt } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { initialPhase, isBusy, type OrderRef, type PaymentPhase, paymentReducer } from './payment-flow';

const order: OrderRef = { id: 'o1', orderNumber: '260101-00001', referenceNumber: 17, totalMinor: 30_500 };
const attempt = (step: PaymentAttempt['step'], extra: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
  attempt_id: 'a1',
  order_id: 'o1',
  attempt_no: 1,
  step,
  error_code: null,
  error_message: null,
  retries_left: 0,
  attempts_used: 1,
  order_number: order.orderNumber,
  reference_number: order.referenceNumber,
  total_minor: order.totalMinor,
  test_environment_url: null,
  ...extra,
});

const run = (...events: Parameters<typeof paymentReducer>[1][]): PaymentPhase =>
  events.reduce(paymentReducer, initialPhase);
const created = (cartTotalMinor = 30_500, testEnvironment = false) =>
  ({ type: 'order_created', order, cartTotalMinor, totalConfirmed: false, testEnvironment }) as const;

describe('payment flow', () => {
  it('creates the order, starts, follows the terminal and ends paid', () => {
    expect(initialPhase.kind).toBe('creating');
    expect(run(created()).kind).toBe('starting');
    expect(run(created(), { type: 'attempt', attempt: attempt('connecting') })).toMatchObject({
      kind: 'processing',
    });
    const paid = run(
      created(),
      { type: 'attempt', attempt: attempt('waiting') },
      { type: 'attempt', attempt: attempt('paid') },
    );
    expect(paid).toMatchObject({ kind: 'paid', order: { referenceNumber: 17 } });
    // nothing undoes a payment
    expect(paymentReducer(paid, { type: 'attempt', attempt: attempt('failed') })).toBe(paid);
  });

  it('asks to confirm a total the server priced differently, once', () => {
    const asked = run(created(29_000));
    expect(asked).toMatchObject({
      kind: 'confirm_total',
      cartTotalMinor: 29_000,
      order: { totalMinor: 30_500 },
    });
    expect(paymentReducer(asked, { type: 'total_confirmed', testEnvironment: false }).kind).toBe('starting');
    expect(run({ ...created(29_000), totalConfirmed: true }).kind).toBe('starting');
  });

  it('offers the test-environment chooser before the sale when the terminal is the simulator', () => {
    const choosing = run(created(30_500, true));
    expect(choosing.kind).toBe('choose_outcome');
    expect(paymentReducer(choosing, { type: 'outcome_chosen' }).kind).toBe('starting');
  });

  it('fails with the terminal’s reason and retries while attempts remain', () => {
    const declined = run(created(), {
      type: 'attempt',
      attempt: attempt('failed', { error_code: 'DECLINED_BY_BANK', retries_left: 2 }),
    });
    expect(declined).toMatchObject({ kind: 'failed', errorKey: 'DECLINED_BY_BANK', retriesLeft: 2 });
    expect(paymentReducer(declined, { type: 'retry', testEnvironment: false }).kind).toBe('starting');
    expect(paymentReducer(declined, { type: 'retry', testEnvironment: true }).kind).toBe('choose_outcome');
    const final = run(created(), {
      type: 'attempt',
      attempt: attempt('failed', { error_code: 'CARD_READ_ERROR' }),
    });
    expect(paymentReducer(final, { type: 'retry', testEnvironment: false })).toBe(final);
  });

  it('gives up waiting after the time-out, and is busy only while the system works', () => {
    const waiting = run(created(), { type: 'attempt', attempt: attempt('waiting') });
    expect(isBusy(waiting)).toBe(true);
    const gaveUp = paymentReducer(waiting, { type: 'gave_up' });
    expect(gaveUp).toMatchObject({ kind: 'failed', step: 'timed_out', errorKey: 'timeout_cancelled' });
    expect(isBusy(gaveUp)).toBe(false);
    expect(paymentReducer(waiting, { type: 'cancelling' })).toMatchObject({ cancelling: true });
  });
});
