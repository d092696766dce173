import { describe, expect, it } from 'vitest';
import { foldTurkish } from '../text/turkish.js';
import {
  matchesOpenOrderSearch,
  OPEN_ORDER_STATUSES,
  openOrderCancelRefusal,
  openOrderEmptyingRefusal,
  openOrderPayRefusal,
  openOrderStatus,
  openOrderTransitionAllowed,
} from './open-order.js';

const facts = (over: Partial<Parameters<typeof openOrderStatus>[0]> = {}) => ({
  rawStatus: 'pending_payment',
  totalMinor: 10_000,
  paidMinor: 0,
  collectedMinor: 0,
  paymentInProgress: false,
  ...over,
});

describe('open order status', () => {
  it('derives every status from the back-office status and the money', () => {
    expect(openOrderStatus(facts())).toBe('OPEN');
    expect(openOrderStatus(facts({ paymentInProgress: true }))).toBe('PENDING');
    expect(openOrderStatus(facts({ paidMinor: 4_000, collectedMinor: 4_000 }))).toBe('PARTIAL_PAYMENT');
    expect(openOrderStatus(facts({ paidMinor: 10_000, collectedMinor: 10_000 }))).toBe('COMPLETED');
    expect(openOrderStatus(facts({ rawStatus: 'paid' }))).toBe('COMPLETED');
    expect(openOrderStatus(facts({ rawStatus: 'preparing' }))).toBe('COMPLETED');
    expect(openOrderStatus(facts({ rawStatus: 'cancelled' }))).toBe('CANCELLED');
    // a refunded part brings a partly paid tab back to OPEN
    expect(openOrderStatus(facts({ paidMinor: 0, collectedMinor: 4_000 }))).toBe('OPEN');
  });

  it('allows the table transitions and refuses the others', () => {
    expect(openOrderTransitionAllowed('OPEN', 'PARTIAL_PAYMENT')).toBe(true);
    expect(openOrderTransitionAllowed('PENDING', 'OPEN')).toBe(true);
    expect(openOrderTransitionAllowed('PARTIAL_PAYMENT', 'COMPLETED')).toBe(true);
    expect(openOrderTransitionAllowed('PARTIAL_PAYMENT', 'CANCELLED')).toBe(false);
    expect(openOrderTransitionAllowed('PENDING', 'CANCELLED')).toBe(false);
    for (const to of OPEN_ORDER_STATUSES.filter((s) => s !== 'COMPLETED')) {
      expect(openOrderTransitionAllowed('COMPLETED', to)).toBe(false);
    }
    for (const to of OPEN_ORDER_STATUSES.filter((s) => s !== 'CANCELLED')) {
      expect(openOrderTransitionAllowed('CANCELLED', to)).toBe(false);
    }
  });
});

describe('open order rules', () => {
  it('takes every line off a tab only when asked explicitly', () => {
    expect(openOrderEmptyingRefusal(2, 0, false)).toBe('open_order_would_empty');
    expect(openOrderEmptyingRefusal(2, 0, true)).toBeUndefined();
    expect(openOrderEmptyingRefusal(0, 0, false)).toBeUndefined();
    expect(openOrderEmptyingRefusal(2, 1, false)).toBeUndefined();
  });

  it('cancels only an open tab; a paid part is refunded first', () => {
    expect(openOrderCancelRefusal('OPEN')).toBeUndefined();
    expect(openOrderCancelRefusal('PARTIAL_PAYMENT')).toBe('open_order_paid_refund_required');
    expect(openOrderCancelRefusal('PENDING')).toBe('payment_in_progress');
    expect(openOrderCancelRefusal('COMPLETED')).toBe('open_order_closed');
  });

  it('takes payments while open or partly paid', () => {
    expect(openOrderPayRefusal('OPEN', 100)).toBeUndefined();
    expect(openOrderPayRefusal('PARTIAL_PAYMENT', 100)).toBeUndefined();
    expect(openOrderPayRefusal('OPEN', 0)).toBe('nothing_to_pay');
    expect(openOrderPayRefusal('COMPLETED', 100)).toBe('open_order_closed');
  });
});

describe('open order search', () => {
  const order = { label: 'Masa 5', orderNumber: '261124-00042', queueNumber: 17, customerName: 'Şükrü Işık' };
  it('folds Turkish letters and case', () => {
    expect(foldTurkish('IŞIK')).toBe('isik');
    expect(foldTurkish('İstanbul')).toBe('istanbul');
    expect(matchesOpenOrderSearch(order, 'sukru')).toBe(true);
    expect(matchesOpenOrderSearch(order, 'IŞIK')).toBe(true);
    expect(matchesOpenOrderSearch(order, 'masa 5')).toBe(true);
    expect(matchesOpenOrderSearch(order, 'MASA')).toBe(true);
  });
  it('finds by order number and queue number', () => {
    expect(matchesOpenOrderSearch(order, '00042')).toBe(true);
    expect(matchesOpenOrderSearch(order, '17')).toBe(true);
    expect(matchesOpenOrderSearch(order, '18')).toBe(false);
    expect(matchesOpenOrderSearch(order, 'ayşe')).toBe(false);
  });
});
