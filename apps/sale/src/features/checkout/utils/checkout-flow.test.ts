import type { OrderSummary, TillOrderPayments, TillPayment } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutState,
  checkoutReducer,
  createOrderBody,
  initialCheckout,
  isClosable,
  moneyOf,
  startPartBody,
  startsNewCheckout,
} from './checkout-flow';

const ORDER_ID = '00000000-0000-4000-8000-000000000001';

function part(overrides: Partial<TillPayment> = {}): TillPayment {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    order_id: ORDER_ID,
    method: 'card',
    amount_minor: 1000,
    tendered_minor: null,
    change_minor: null,
    step: 'waiting',
    error_code: null,
    error_message: null,
    transaction_id: null,
    card: null,
    refunded_minor: 0,
    created_at: '2026-01-01T10:00:00Z',
    created_by: null,
    receipt_url: null,
    test_environment: false,
    ...overrides,
  };
}

function money(paid: number, total = 3000, payments: TillPayment[] = []): TillOrderPayments {
  return {
    order_id: ORDER_ID,
    order_number: 'T-1',
    reference_number: 1,
    status: 'pending',
    total_minor: total,
    paid_minor: paid,
    remaining_minor: total - paid,
    refunded_minor: 0,
    payments,
    refunds: [],
    can_refund: false,
  };
}

const order = { id: ORDER_ID, order_number: 'T-1', total_minor: 3000 } as OrderSummary;

const run = (state: CheckoutState, ...events: Parameters<typeof checkoutReducer>[1][]) =>
  events.reduce(checkoutReducer, state);

describe('the till checkout flow', () => {
  it('goes to the tender once the order is made, to the receipt when nothing remains', () => {
    const tender = run(
      initialCheckout(null),
      { type: 'creating' },
      { type: 'order', order },
      {
        type: 'order_loaded',
        money: money(0),
      },
    );
    expect(tender.stage).toEqual({ kind: 'tender' });
    expect(tender.order).toBe(order);
    const paid = run(initialCheckout(null), { type: 'order_loaded', money: money(3000) });
    expect(paid.stage).toEqual({ kind: 'receipt' });
  });

  it('follows a part still running after a reload', () => {
    const running = part({ step: 'connecting' });
    const state = run(initialCheckout(null), { type: 'order_loaded', money: money(0, 3000, [running]) });
    expect(state.stage).toEqual({ kind: 'running', payment: running, cancelling: false });
  });

  it('keeps the money it had when the payments could not be read', () => {
    const before = run(initialCheckout(null), { type: 'money', money: money(1000) });
    const after = run(before, { type: 'part_settled', money: null });
    expect(after.payments?.paid_minor).toBe(1000);
    expect(after.stage).toEqual({ kind: 'tender' });
  });

  it('asks for the customer again with the server’s issues', () => {
    const state = run(
      initialCheckout(null),
      { type: 'creating' },
      {
        type: 'customer_refused',
        issues: { tcKimlikNo: 'invalid' },
      },
    );
    expect(state.stage).toEqual({ kind: 'customer' });
    expect(state.customerIssues).toEqual({ tcKimlikNo: 'invalid' });
    const submitted = run(state, {
      type: 'customer_submitted',
      customer: { firstName: 'A', familyName: 'B', tcKimlikNo: '10000000146', district: 'K' },
    });
    expect(submitted.customerIssues).toEqual({});
    expect(submitted.customer?.firstName).toBe('A');
  });

  it('updates only the running part it polls, and cancelling can fail back', () => {
    const running = part();
    let state = run(initialCheckout(null), { type: 'part_running', payment: running });
    state = run(state, { type: 'part_polled', payment: part({ id: 'other', step: 'connecting' }) });
    expect(state.stage).toEqual({ kind: 'running', payment: running, cancelling: false });
    state = run(state, { type: 'part_polled', payment: part({ step: 'connecting' }) });
    expect(state.stage?.kind === 'running' && state.stage.payment.step).toBe('connecting');
    state = run(state, { type: 'cancelling' });
    expect(state.stage?.kind === 'running' && state.stage.cancelling).toBe(true);
    expect(isClosable(state)).toBe(false);
    state = run(state, { type: 'cancel_failed' });
    expect(state.stage?.kind === 'running' && state.stage.cancelling).toBe(false);
  });

  it('starting a part clears the last outcome and error; the last part is kept after it ends', () => {
    let state = run(initialCheckout(null), { type: 'part_start_failed', message: 'no' });
    expect(state.startError).toBe('no');
    state = run(state, { type: 'part_ended', payment: part({ step: 'failed' }) }, { type: 'part_starting' });
    expect(state).toMatchObject({ starting: true, startError: null, lastPart: null });
    const failed = part({ step: 'cancelled' });
    state = run(state, { type: 'part_ended', payment: failed }, { type: 'part_start_done' });
    expect(state).toMatchObject({ starting: false, lastPart: failed });
  });

  it('may not be closed while creating, running, or with money taken and some remaining', () => {
    expect(isClosable({ stage: null, payments: null })).toBe(true);
    expect(isClosable({ stage: { kind: 'creating' }, payments: null })).toBe(false);
    expect(isClosable({ stage: { kind: 'tender' }, payments: money(0) })).toBe(true);
    expect(isClosable({ stage: { kind: 'tender' }, payments: money(1000) })).toBe(false);
    expect(isClosable({ stage: { kind: 'receipt' }, payments: money(3000) })).toBe(true);
  });

  it('starts a new checkout for a changed cart only while no money was taken (or it is paid)', () => {
    expect(startsNewCheckout(initialCheckout(null))).toBe(true);
    const partly = run(initialCheckout(null), { type: 'order_loaded', money: money(1000) });
    expect(startsNewCheckout(partly)).toBe(false);
    const paid = run(initialCheckout(null), { type: 'order_loaded', money: money(3000) });
    expect(startsNewCheckout(paid)).toBe(true);
    const customer = { firstName: 'A', familyName: 'B', tcKimlikNo: '10000000146', district: 'K' };
    expect(run(partly, { type: 'reset', customer })).toEqual(initialCheckout(customer));
  });

  it('shows the order’s total until the server’s payments are read', () => {
    expect(moneyOf(null, null)).toBeNull();
    expect(moneyOf(order, null)).toEqual({
      total_minor: 3000,
      paid_minor: 0,
      remaining_minor: 3000,
      payments: [],
    });
    expect(moneyOf(order, money(500))?.paid_minor).toBe(500);
  });

  it('builds the order with line notes in the order note, and the cash tendered only for cash', () => {
    const body = createOrderBody(
      {
        items: [{ product_id: 'p1', quantity: 2, selection: {}, note: 'az pişmiş', name: 'Burger' }],
        order_type: 'takeaway',
        total_minor: 3000,
      },
      null,
    );
    expect(body).toEqual({
      order_type: 'takeaway',
      payment_method: 'card',
      items: [{ product_id: 'p1', quantity: 2, selection: {} }],
      notes: '2× Burger: az pişmiş',
    });
    expect(startPartBody({ method: 'cash', amountMinor: 500, tenderedMinor: 1000 }, 't1')).toEqual({
      pos_device_id: 't1',
      method: 'cash',
      amount_minor: 500,
      tendered_minor: 1000,
    });
    expect(startPartBody({ method: 'card', amountMinor: 500, tenderedMinor: 1000 }, 't1')).toEqual({
      pos_device_id: 't1',
      method: 'card',
      amount_minor: 500,
    });
  });
});
