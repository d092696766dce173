import { describe, expect, it } from 'vitest';
import {
  allowedNextStatuses,
  canMoveTo,
  displayStatus,
  itemsEditable,
  lineEditLock,
  lineEditRefusal,
  type OrderPayment,
  RAW_STATUSES,
  shownPaymentStatus,
  statusChangeRefusal,
} from './order-status.js';

const paid: OrderPayment = { paymentStatus: 'paid' };
const unpaid: OrderPayment = { paymentStatus: 'pending' };
const paying: OrderPayment = { paymentStatus: 'pending', paymentInProgress: true };

describe('order status', () => {
  it('maps raw statuses to what the screens show', () => {
    expect(displayStatus('pending_payment')).toBe('pending');
    expect(displayStatus('paid')).toBe('confirmed');
    expect(displayStatus('payment_failed')).toBe('cancelled');
    expect(displayStatus('abandoned')).toBe('cancelled');
    expect(displayStatus('weird')).toBeUndefined();
  });
  it('allows exactly the listed next steps for a paid order', () => {
    expect(allowedNextStatuses('pending', paid)).toEqual(['confirmed', 'cancelled']);
    expect(allowedNextStatuses('paid', paid)).toEqual(['preparing', 'cancelled']);
    expect(allowedNextStatuses('preparing', paid)).toEqual(['ready', 'cancelled']);
    expect(allowedNextStatuses('ready', paid)).toEqual(['completed']);
    expect(allowedNextStatuses('completed', paid)).toEqual([]);
    expect(allowedNextStatuses('abandoned', paid)).toEqual([]);
    expect(canMoveTo('ready', 'cancelled', paid)).toBe(false);
    expect(canMoveTo('confirmed', 'ready', paid)).toBe(false);
  });
  it('lets an unpaid order only be cancelled: no confirming, no kitchen steps, no completing', () => {
    expect(allowedNextStatuses('pending_payment', unpaid)).toEqual(['cancelled']);
    expect(allowedNextStatuses('pending', unpaid)).toEqual(['cancelled']);
    expect(allowedNextStatuses('pending_payment', { paymentStatus: 'failed' })).toEqual(['cancelled']);
    // an order that somehow reached a kitchen step unpaid cannot go further (cancelling stays open)
    expect(allowedNextStatuses('confirmed', unpaid)).toEqual(['cancelled']);
    expect(allowedNextStatuses('ready', unpaid)).toEqual([]);
    for (const target of ['confirmed', 'preparing', 'ready', 'completed']) {
      expect(statusChangeRefusal('pending_payment', target, unpaid), target).toBe(
        target === 'confirmed' ? 'order_not_paid' : 'invalid_transition',
      );
    }
    expect(statusChangeRefusal('confirmed', 'preparing', unpaid)).toBe('order_not_paid');
    expect(statusChangeRefusal('ready', 'completed', unpaid)).toBe('order_not_paid');
    expect(statusChangeRefusal('pending_payment', 'cancelled', unpaid)).toBeUndefined();
    // recording the payment is what opens the way (the till will do that for cash)
    expect(statusChangeRefusal('pending', 'confirmed', paid)).toBeUndefined();
  });
  it('changes nothing while a payment is under way at a terminal', () => {
    expect(allowedNextStatuses('pending_payment', paying)).toEqual([]);
    expect(statusChangeRefusal('pending_payment', 'cancelled', paying)).toBe('payment_in_progress');
    expect(statusChangeRefusal('pending_payment', 'confirmed', paying)).toBe('payment_in_progress');
    // a step the order could never take is refused as such
    expect(statusChangeRefusal('pending_payment', 'completed', paying)).toBe('invalid_transition');
  });
  it('lets items be edited until the order is completed or cancelled, and never while paid or being paid', () => {
    expect(RAW_STATUSES.filter((s) => itemsEditable(s, unpaid))).toEqual([
      'pending',
      'pending_payment',
      'paid',
      'confirmed',
      'preparing',
      'ready',
    ]);
    expect(RAW_STATUSES.filter((s) => itemsEditable(s, paid))).toEqual([]);
    expect(lineEditLock('paid', paid)).toBe('paid');
    expect(lineEditLock('pending_payment', paying)).toBe('payment_in_progress');
    expect(lineEditLock('completed', paid)).toBe('closed');
    expect(lineEditLock('pending_payment', unpaid)).toBeUndefined();
  });
  it("refuses a line edit that changes a paid or being-paid order's total; equal totals pass", () => {
    const before = { subtotal_minor: 500_000, vat_minor: 100_000, total_minor: 600_000 };
    const plusDrink = { subtotal_minor: 505_000, vat_minor: 101_000, total_minor: 606_000 };
    expect(lineEditRefusal('paid', paid, before, plusDrink)).toBe('order_paid_total_locked');
    // same total, other VAT split: still a different sale
    expect(
      lineEditRefusal('paid', paid, before, {
        subtotal_minor: 510_000,
        vat_minor: 90_000,
        total_minor: 600_000,
      }),
    ).toBe('order_paid_total_locked');
    expect(lineEditRefusal('paid', paid, before, { ...before })).toBeUndefined();
    expect(lineEditRefusal('pending_payment', unpaid, before, plusDrink)).toBeUndefined();
    expect(lineEditRefusal('completed', paid, before, { ...before })).toBe('order_not_editable');
    expect(lineEditRefusal('cancelled', unpaid, before, plusDrink)).toBe('order_not_editable');
  });
  it('one money lock: never below what the parts collected, nothing while a part is live', () => {
    const tab = { subtotal_minor: 27_500, vat_minor: 5_500, total_minor: 33_000 };
    const reduced = { subtotal_minor: 9_167, vat_minor: 1_833, total_minor: 11_000 };
    // a 329.99 TL cash part kept on a 330 TL tab: the order is not "paid", the money is still there
    const partPaid: OrderPayment = { paymentStatus: 'pending', collectedMinor: 32_999, keptMinor: 32_999 };
    expect(lineEditRefusal('pending_payment', partPaid, tab, reduced)).toBe('total_below_paid');
    expect(
      lineEditRefusal('pending_payment', partPaid, tab, { ...tab, total_minor: 32_999 }),
    ).toBeUndefined();
    // a part given back still counts: the remaining is what the parts collected short of the total
    const refundedPart: OrderPayment = { ...partPaid, keptMinor: 0, refundedMinor: 32_999 };
    expect(lineEditRefusal('pending_payment', refundedPart, tab, reduced)).toBe('total_below_paid');
    // a live part refuses every edit, even one keeping the totals (as the till's open-order PUT)
    expect(lineEditRefusal('pending_payment', paying, tab, reduced)).toBe('payment_in_progress');
    expect(lineEditRefusal('pending_payment', paying, tab, { ...tab })).toBe('payment_in_progress');
  });
});

describe('money that adds up when an order is cancelled', () => {
  it('a paid order is cancelled only once its money was given back', () => {
    expect(statusChangeRefusal('paid', 'cancelled', { paymentStatus: 'paid', keptMinor: 600_000 })).toBe(
      'order_paid_refund_required',
    );
    expect(statusChangeRefusal('paid', 'cancelled', { paymentStatus: 'paid', keptMinor: 0 })).toBeUndefined();
    // part of it taken in cash at a till, the rest never paid: that cash is given back first too
    expect(
      statusChangeRefusal('pending_payment', 'cancelled', { paymentStatus: 'pending', keptMinor: 1_000 }),
    ).toBe('order_paid_refund_required');
  });

  it('a fully refunded order goes no further: no confirming, kitchen step or handing over; it may be cancelled', () => {
    const refunded: OrderPayment = {
      paymentStatus: 'paid',
      collectedMinor: 600_000,
      refundedMinor: 600_000,
      keptMinor: 0,
    };
    for (const [from, to] of [
      ['pending', 'confirmed'],
      ['paid', 'preparing'],
      ['preparing', 'ready'],
      ['ready', 'completed'],
    ] as const) {
      expect(statusChangeRefusal(from, to, refunded), `${from} -> ${to}`).toBe('order_refunded');
    }
    expect(allowedNextStatuses('paid', refunded)).toEqual(['cancelled']);
    // one line given back: the rest is still cooked and handed over
    const partly: OrderPayment = { ...refunded, refundedMinor: 100_000, keptMinor: 500_000 };
    expect(statusChangeRefusal('paid', 'preparing', partly)).toBeUndefined();
  });

  it('shows the real payment status: unpaid, failed, refunded instead of pending', () => {
    expect(shownPaymentStatus('abandoned', unpaid)).toBe('unpaid');
    expect(shownPaymentStatus('cancelled', unpaid)).toBe('unpaid');
    expect(shownPaymentStatus('payment_failed', { paymentStatus: 'failed' })).toBe('failed');
    expect(shownPaymentStatus('pending_payment', unpaid)).toBe('pending');
    expect(shownPaymentStatus('pending_payment', paying)).toBe('in_progress');
    expect(shownPaymentStatus('paid', { ...paid, collectedMinor: 500, refundedMinor: 0 })).toBe('paid');
    expect(shownPaymentStatus('cancelled', { ...paid, collectedMinor: 500, refundedMinor: 500 })).toBe(
      'refunded',
    );
    expect(shownPaymentStatus('paid', { ...paid, collectedMinor: 500, refundedMinor: 100 })).toBe(
      'partially_refunded',
    );
  });
});
