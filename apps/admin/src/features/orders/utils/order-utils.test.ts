import { ApiError, NETWORK_ERROR_CODE } from '@kiosk/ui';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { normalizeFinancialDocuments } from './financial-documents';
import {
  DEFAULT_ORDERS_LIST_STATE,
  ordersListStateToParams,
  parseOrdersListState,
  startDateFor,
} from './list-params';
import { orderErrorText } from './order-errors';
import { formatOrderDate, formatOrderMoney, receiptFileName } from './order-format';
import {
  detailStatusKey,
  itemsLockKey,
  listNextStatuses,
  listStatusKey,
  orderSource,
  paymentStatusKey,
} from './order-status';

describe('order formatting', () => {
  it('formats minor units in the order currency, TL as TRY', () => {
    expect(formatOrderMoney(24_550, 'TRY', 'tr-TR')).toBe('245,50\u00a0₺');
    expect(formatOrderMoney(24_550, 'TL', 'en-GB')).toBe('₺245.50');
    expect(formatOrderMoney(1_000, 'EUR', 'tr-TR')).toBe('€10,00');
  });

  it('formats dates as dd MMM yyyy HH:mm in the outlet time (Istanbul), wherever the viewer is', () => {
    const iso = new Date(Date.UTC(2026, 2, 5, 11, 7)).toISOString();
    expect(formatOrderDate(iso, 'en-GB')).toBe('05 Mar 2026 14:07');
    expect(formatOrderDate(iso, 'tr-TR')).toBe('05 Mar 2026 14:07');
    expect(formatOrderDate(new Date(Date.UTC(2026, 7, 9, 6, 5)).toISOString(), 'tr-TR')).toBe(
      '09 Ağu 2026 09:05',
    );
    // just before midnight UTC is the next day in Istanbul
    expect(formatOrderDate('2026-11-23T22:30:00Z', 'tr-TR')).toBe('24 Kas 2026 01:30');
    expect(formatOrderDate(null, 'tr-TR')).toBeNull();
    // a terminal's local time without a zone is shown as written
    expect(formatOrderDate('2026-11-22T00:21:05', 'tr-TR')).toBe('22 Kas 2026 00:21');
  });

  it('names downloaded receipts {order_number}_{type}_receipt.png', () => {
    expect(receiptFileName('K-260305-0007', 'customer')).toBe('K-260305-0007_customer_receipt.png');
    expect(receiptFileName('A/B 1', 'merchant')).toBe('A-B-1_merchant_receipt.png');
  });
});

describe('order statuses', () => {
  it('maps raw statuses to the list labels', () => {
    expect(listStatusKey('pending_payment')).toBe('orders.status.pending');
    expect(listStatusKey('paid')).toBe('orders.status.paidConfirmed');
    expect(listStatusKey('payment_failed')).toBe('orders.status.cancelled');
    expect(listStatusKey('abandoned')).toBe('orders.status.cancelled');
    expect(listStatusKey('weird')).toBeNull();
  });

  it('never says paid for an order whose money went back (the shown payment state)', () => {
    expect(detailStatusKey('paid', 'paid')).toBe('orders.status.paid');
    expect(detailStatusKey('paid', 'refunded')).toBe('orders.paymentStatus.refunded');
    expect(detailStatusKey('paid', 'partially_refunded')).toBe('orders.paymentStatus.partially_refunded');
    expect(listStatusKey('paid', 'refunded')).toBe('orders.paymentStatus.refunded');
    expect(listStatusKey('paid', 'partially_refunded')).toBe('orders.paymentStatus.partially_refunded');
    // a cancelled order says cancelled, whatever its money
    expect(detailStatusKey('cancelled', 'refunded')).toBe('orders.status.cancelled');
    expect(listStatusKey('cancelled', 'refunded')).toBe('orders.status.cancelled');
  });

  it('uses the detail labels for raw statuses', () => {
    expect(detailStatusKey('pending_payment')).toBe('orders.status.pending_payment');
    expect(detailStatusKey('paid')).toBe('orders.status.paid');
    expect(detailStatusKey('abandoned')).toBe('orders.status.cancelled');
    expect(detailStatusKey('weird')).toBeNull();
    expect(paymentStatusKey('paid')).toBe('orders.paymentStatus.paid');
    expect(paymentStatusKey('refunded')).toBe('orders.paymentStatus.refunded');
    expect(paymentStatusKey('unpaid')).toBe('orders.paymentStatus.unpaid');
    expect(paymentStatusKey('weird')).toBeNull();
  });

  it('offers a list row only the steps its payment allows', () => {
    expect(listNextStatuses({ status: 'pending_payment', payment_status: 'pending' })).toEqual(['cancelled']);
    expect(listNextStatuses({ status: 'paid', payment_status: 'paid' })).toEqual(['preparing', 'cancelled']);
    expect(listNextStatuses({ status: 'ready', payment_status: 'paid' })).toEqual(['completed']);
    expect(listNextStatuses({ status: 'completed', payment_status: 'paid' })).toEqual([]);
    // refunded in full: no kitchen step, only cancelling
    expect(listNextStatuses({ status: 'paid', payment_status: 'paid', payment_state: 'refunded' })).toEqual([
      'cancelled',
    ]);
  });

  it("explains why an order's lines are locked", () => {
    expect(itemsLockKey(null)).toBeNull();
    expect(itemsLockKey('closed')).toBe('orders.edit.notEditable');
    expect(itemsLockKey('paid')).toBe('orders.edit.paidLocked');
    expect(itemsLockKey('payment_in_progress')).toBe('orders.edit.paymentInProgressLocked');
  });

  it('names the order source', () => {
    expect(orderSource({ created_from: 'sale_terminal' }, 'takeaway')).toEqual({
      key: 'orders.detail.info.sources.sale_terminal',
    });
    expect(orderSource({ created_from: 'kiosk' }, 'eat_in')).toEqual({
      key: 'orders.detail.info.sources.kiosk',
    });
    expect(orderSource({}, 'takeaway')).toEqual({ key: 'orders.detail.info.sources.takeaway' });
    expect(orderSource({}, 'eat_in')).toEqual({ raw: 'eat_in' });
  });
});

describe('orders list state', () => {
  it('reads and writes the address, ignoring bad values', () => {
    expect(parseOrdersListState(new URLSearchParams('status=bogus&date=year&page=-2'))).toEqual(
      DEFAULT_ORDERS_LIST_STATE,
    );
    const state = parseOrdersListState(new URLSearchParams('status=ready&date=week&page=3'));
    expect(state).toEqual({ ...DEFAULT_ORDERS_LIST_STATE, status: 'ready', date: 'week', page: 3 });
    expect(ordersListStateToParams(state).toString()).toBe('status=ready&date=week&page=3');
    expect(ordersListStateToParams(DEFAULT_ORDERS_LIST_STATE).toString()).toBe('');
  });

  it('starts the date filters at the start of a local day', () => {
    const now = new Date(2026, 2, 10, 15, 30);
    expect(startDateFor('all', now)).toBeUndefined();
    expect(startDateFor('today', now)).toBe(new Date(2026, 2, 10).toISOString());
    expect(startDateFor('week', now)).toBe(new Date(2026, 2, 3).toISOString());
    expect(startDateFor('month', now)).toBe(new Date(2026, 1, 8).toISOString());
  });
});

describe('fiscal documents', () => {
  it('reads both spellings and skips empty entries', () => {
    expect(
      normalizeFinancialDocuments([
        {
          Type: { Name: 'e-Arşiv' },
          InvoiceNo: 'A1',
          DocumentNo: 7,
          DocumentSerial: 'S',
          Date: '2026-03-05',
        },
        { DocumentType: 'E_ARCHIVE', InvoiceNumber: 'B2', DocumentNumber: '8', SerialNumber: 'PAV' },
        null,
        {},
      ]),
    ).toEqual([
      { type: 'e-Arşiv', invoiceNo: 'A1', documentNo: '7', serial: 'S', date: '2026-03-05' },
      { type: 'E_ARCHIVE', invoiceNo: 'B2', documentNo: '8', serial: 'PAV', date: null },
    ]);
  });
});

describe('order error texts (spec section 8)', () => {
  const t = ((key: string) => `t:${key}`) as unknown as TFunction;
  const error = (status: number, code: string, message = 'server says', details?: unknown) =>
    new ApiError({ status, code, message, details });

  it('names what the orders calls know, else shows the server message, else the fallback', () => {
    expect(orderErrorText(error(0, NETWORK_ERROR_CODE), t, 'x')).toBe('t:orders.network');
    expect(orderErrorText(error(401, 'unauthorized'), t, 'x')).toBe('t:orders.sessionMissing');
    expect(orderErrorText(error(404, 'not_found'), t, 'x')).toBe('t:orders.detail.notFound');
    expect(orderErrorText(error(409, 'invalid_transition'), t, 'x')).toBe(
      't:orders.changer.invalidTransition',
    );
    // payment refusals: not paid yet, a payment under way, a paid order's total locked
    expect(orderErrorText(error(409, 'order_not_paid'), t, 'x')).toBe('t:orders.changer.notPaid');
    expect(orderErrorText(error(409, 'payment_in_progress'), t, 'x')).toBe(
      't:orders.changer.paymentInProgress',
    );
    expect(orderErrorText(error(409, 'order_paid_total_locked'), t, 'x')).toBe('t:orders.edit.paidLocked');
    // the money lock on an edit: a part under way, a total below what the parts collected
    expect(
      orderErrorText(error(409, 'payment_in_progress', 'm', { payment_in_progress: true }), t, 'x'),
    ).toBe('t:orders.edit.paymentInProgressLocked');
    expect(orderErrorText(error(409, 'total_below_paid'), t, 'x')).toBe('t:orders.edit.belowPaid');
    // an order refunded in full goes no further
    expect(orderErrorText(error(409, 'order_refunded'), t, 'x')).toBe('t:orders.changer.refunded');
    expect(
      orderErrorText(error(400, 'validation_failed', 'items.0: …', [{ key: 'productUnavailable' }]), t, 'x'),
    ).toBe('t:orders.edit.productUnavailable');
    expect(orderErrorText(error(409, 'something_new', 'Bu sipariş kilitli'), t, 'x')).toBe(
      'Bu sipariş kilitli',
    );
    expect(orderErrorText(error(500, 'internal_error', 'Internal server error'), t, 'fallback')).toBe(
      't:fallback',
    );
    expect(orderErrorText(new Error('boom'), t, 'fallback')).toBe('t:fallback');
  });
});
