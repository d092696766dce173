import type { SaleResult, StartTillPayment } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { approvalMismatch, approvalRecord } from '../src/payments/payment-approval.js';
import type { AttemptRow } from '../src/repositories/payment-attempt.repository.js';
import { acceptPart, cardPartRequest } from '../src/services/till-part.js';
import type { PartRow, ReversalViewRow } from '../src/services/till-present.js';
import {
  planTillRefund,
  refundableParts,
  refundedUnits,
  returnedSaleLines,
} from '../src/services/till-refund.js';

// The money path's pure decisions, without a database or a terminal: what a till part may be, what
// its terminal request is, what a refund gives back from which parts, what an approval writes.

const handle = {
  SerialNumber: 'SN',
  TransactionDate: '2026-01-02T03:04:05.000000',
  TransactionSequence: 9,
  Fingerprint: 'fp',
};

function attempt(values: Partial<AttemptRow>): AttemptRow {
  return {
    id: 'a1',
    order_id: 'o1',
    attempt_no: 1,
    driver: 'REST',
    pos_device_id: 'pos',
    status: 'approved',
    handle: { ...handle },
    amount_minor: 1_000,
    error_code: null,
    error_message: null,
    result: null,
    created_at: new Date(),
    sent_at: null,
    settled_at: null,
    last_checked_at: null,
    cancel_requested_at: null,
    method: 'card',
    tendered_minor: null,
    change_minor: null,
    created_by_user_id: 'u1',
    operation: 'CompleteSale',
    idempotency_key: null,
    expected_total_minor: null,
    expected_card_minor: null,
    till_session_id: null,
    ...values,
  };
}

function part(values: Partial<PartRow>): PartRow {
  return {
    ...attempt(values),
    created_by_email: null,
    customer_receipt_path: null,
    device_metadata: null,
    approved_today: true,
    ...values,
  };
}

function reversal(values: Partial<ReversalViewRow>): ReversalViewRow {
  return {
    id: 'r1',
    refund_id: 'f1',
    order_id: 'o1',
    payment_attempt_id: 'a1',
    kind: 'refund',
    amount_minor: 0,
    status: 'completed',
    driver: null,
    pos_device_id: null,
    handle: null,
    request: null,
    result: null,
    error_code: null,
    error_message: null,
    reason: 'r',
    lines: [],
    idempotency_key: null,
    created_by_user_id: null,
    created_at: new Date(),
    sent_at: null,
    settled_at: null,
    last_checked_at: null,
    till_session_id: null,
    created_by_email: null,
    ...values,
  };
}

const card = (amount: number): StartTillPayment => ({
  pos_device_id: 'pos',
  method: 'card',
  amount_minor: amount,
});
const order = {
  id: 'o1',
  status: 'pending_payment',
  total_minor: 3_000,
  order_number: 'T-1',
  customer: null,
};

describe('acceptPart', () => {
  it('the part that makes the remaining zero is the CompleteSale; an earlier card part a StartPayment; earlier cash none', () => {
    expect(acceptPart(order, [], [], card(3_000)).operation).toBe('CompleteSale');
    expect(acceptPart(order, [], [], card(1_000)).operation).toBe('StartPayment');
    const cash = acceptPart(order, [], [], { ...card(1_000), method: 'cash', tendered_minor: 2_000 });
    expect(cash).toMatchObject({ operation: null, tenderedMinor: 2_000, changeMinor: 1_000 });
  });

  it('refuses a second live part (409), more than remains (422) and any part once money was given back (409)', () => {
    expect(() => acceptPart(order, [attempt({ status: 'sent' })], [], card(1_000))).toThrow(
      expect.objectContaining({ code: 'payment_in_progress', statusCode: 409 }),
    );
    expect(() => acceptPart(order, [attempt({ amount_minor: 2_000 })], [], card(1_500))).toThrow(
      expect.objectContaining({ code: 'amount_exceeds_remaining', statusCode: 422 }),
    );
    expect(() =>
      acceptPart(order, [attempt({ amount_minor: 1_000 })], [reversal({ amount_minor: 500 })], card(1_000)),
    ).toThrow(expect.objectContaining({ code: 'order_refunded', statusCode: 409 }));
  });

  it('a cancelled order takes no part while money remains', () => {
    expect(() => acceptPart({ ...order, status: 'cancelled' }, [], [], card(1_000))).toThrow(
      expect.objectContaining({ code: 'cannot_retry' }),
    );
  });
});

describe('cardPartRequest', () => {
  it('the last part: the whole order on the document, earlier parts pre-paid, the terminal to approve the total and card lines', () => {
    const earlier = attempt({ amount_minor: 1_000, result: { SaleNumber: 'S-1' } });
    const { request, expected } = cardPartRequest({
      order,
      operation: 'CompleteSale',
      parts: [earlier, attempt({ id: 'a2', status: 'failed', amount_minor: 700 })],
      part: card(2_000),
      saleLines: [
        {
          id: 'i1',
          product_name: 'Tost',
          quantity: 2,
          unit_price_minor: 1_500,
          total_price_minor: 3_000,
          vat_rate: 10,
          unit_code: null,
          tax_code: null,
        },
      ],
      handle,
      timeoutMs: 60_000,
    });
    expect(request.kind).toBe('sale');
    if (request.kind !== 'sale') return;
    expect(request.request.Sale.TotalPriceMinor).toBe(3_000);
    expect(request.request.Sale.Payments).toEqual([
      { Mediator: 'CARD', AmountMinor: 1_000, PrePaid: true, Reference: 'S-1' },
      { Mediator: 'CARD', AmountMinor: 2_000 },
    ]);
    expect(expected).toEqual({ total: 3_000, card: 3_000 });
  });

  it('an earlier card part: a StartPayment of its amount, approved as the attempt is', () => {
    const { request, expected } = cardPartRequest({
      order,
      operation: 'StartPayment',
      parts: [],
      part: card(1_000),
      saleLines: [],
      handle,
      timeoutMs: 60_000,
    });
    expect(request).toEqual({
      kind: 'payment',
      request: {
        TransactionHandle: handle,
        Payment: { OrderNo: 'T-1', AmountMinor: 1_000, CurrencyCode: 'TRY', CardReadTimeoutSeconds: 60 },
      },
    });
    expect(expected).toEqual({ total: null, card: null });
  });
});

describe('till refund plan', () => {
  const items = [
    { id: 'i1', quantity: 2, total_price_minor: 2_000 },
    { id: 'i2', quantity: 1, total_price_minor: 1_000 },
  ];

  it('counts the units of each refund once, whatever number of reversals it made', () => {
    const lines = [{ order_item_id: 'i1', quantity: 1 }];
    const units = refundedUnits([
      reversal({ id: 'r1', refund_id: 'f1', lines }),
      reversal({ id: 'r2', refund_id: 'f1', lines }),
      reversal({ id: 'r3', refund_id: 'f2', lines }),
    ]);
    expect(units.get('i1')).toBe(2);
  });

  it('gives cash back first, then voids a card part approved today and reversed whole', () => {
    const parts = [
      part({ id: 'cash', method: 'cash', amount_minor: 1_000, operation: null }),
      part({ id: 'card', method: 'card', amount_minor: 2_000 }),
    ];
    const { plan, lines } = planTillRefund({ parts, reversals: [], items, lines: undefined });
    expect(lines).toEqual([
      { order_item_id: 'i1', quantity: 2 },
      { order_item_id: 'i2', quantity: 1 },
    ]);
    expect(plan).toEqual([
      { paymentId: 'cash', kind: 'cash_return', amountMinor: 1_000 },
      { paymentId: 'card', kind: 'void', amountMinor: 2_000 },
    ]);
  });

  it('a part whose void was refused is refunded next; running refunds count against what is left', () => {
    const parts = [part({ id: 'card', amount_minor: 3_000 })];
    const failedVoid = reversal({
      payment_attempt_id: 'card',
      kind: 'void',
      status: 'failed',
      amount_minor: 3_000,
    });
    expect(refundableParts(parts, [failedVoid])[0]).toMatchObject({ approvedToday: false, reversedMinor: 0 });
    const running = reversal({ payment_attempt_id: 'card', status: 'pending', amount_minor: 1_000 });
    expect(refundableParts(parts, [running])[0]?.reversedMinor).toBe(1_000);
  });

  it('refuses an unpaid order, an unknown line and a refund with nothing left', () => {
    expect(() => planTillRefund({ parts: [], reversals: [], items, lines: undefined })).toThrow(
      expect.objectContaining({ code: 'order_not_paid' }),
    );
    expect(() =>
      planTillRefund({
        parts: [part({})],
        reversals: [],
        items,
        lines: [{ order_item_id: 'x', quantity: 1 }],
      }),
    ).toThrow(expect.objectContaining({ code: 'unknown_line' }));
    const all = reversal({
      amount_minor: 1_000,
      lines: [
        { order_item_id: 'i1', quantity: 2 },
        { order_item_id: 'i2', quantity: 1 },
      ],
    });
    expect(() => planTillRefund({ parts: [part({})], reversals: [all], items, lines: undefined })).toThrow(
      expect.objectContaining({ code: 'nothing_to_refund' }),
    );
  });

  it("maps the chosen lines to their sale lines by id, each with its units' share of what it cost", () => {
    const sale = (id: string, quantity: number, total: number) => ({
      id,
      product_name: id,
      quantity,
      unit_price_minor: 1_000,
      total_price_minor: total,
      vat_rate: 10,
      unit_code: null,
      tax_code: null,
    });
    // a deal's header has no sale line: the lists are not in the same places
    const withHeader = [{ id: 'h', quantity: 1, total_price_minor: 0, kind: 'deal' }, ...items];
    const returned = returnedSaleLines([{ order_item_id: 'i2', quantity: 1 }], withHeader, [
      sale('i1', 2, 2_000),
      sale('i2', 1, 1_000),
    ]);
    expect(returned).toEqual([{ line: sale('i2', 1, 1_000), quantity: 1, amountMinor: 1_000 }]);
    // 3 units discounted to 1.000 kuruş: 333, then 333, then 334 (earlier units counted)
    const odd = [{ id: 'd', quantity: 3, total_price_minor: 1_000 }];
    const shares = [0, 1, 2].map(
      (before) =>
        returnedSaleLines(
          [{ order_item_id: 'd', quantity: 1 }],
          odd,
          [sale('d', 3, 1_000)],
          new Map([['d', before]]),
        )[0]?.amountMinor,
    );
    expect(shares).toEqual([333, 333, 334]);
  });
});

describe('planTillRefund with savings and meal deals (issue 33)', () => {
  const paid = (amount: number) => [
    part({ id: 'cash', method: 'cash', amount_minor: amount, operation: null }),
  ];
  // a deal of 2 menus (header without money) with its parts' apportioned totals, and a discounted line
  const items = [
    { id: 'deal', quantity: 2, total_price_minor: 0, kind: 'deal', parent_item_id: null },
    { id: 'burger', quantity: 2, total_price_minor: 27_001, kind: 'deal_part', parent_item_id: 'deal' },
    { id: 'fries', quantity: 2, total_price_minor: 9_999, kind: 'deal_part', parent_item_id: 'deal' },
    { id: 'ayran', quantity: 3, total_price_minor: 5_000, kind: 'item', parent_item_id: null },
  ];
  const total = 27_001 + 9_999 + 5_000;

  it('one part of a deal gives back its apportioned amount', () => {
    const { plan, lines } = planTillRefund({
      parts: paid(total),
      reversals: [],
      items,
      lines: [{ order_item_id: 'fries', quantity: 2 }],
    });
    expect(lines).toEqual([{ order_item_id: 'fries', quantity: 2 }]);
    expect(plan).toEqual([{ paymentId: 'cash', kind: 'cash_return', amountMinor: 9_999 }]);
  });

  it('the deal header gives back all its parts (one menu of two: half of each part)', () => {
    const whole = planTillRefund({
      parts: paid(total),
      reversals: [],
      items,
      lines: [{ order_item_id: 'deal', quantity: 2 }],
    });
    expect(whole.lines).toEqual([
      { order_item_id: 'burger', quantity: 2 },
      { order_item_id: 'fries', quantity: 2 },
    ]);
    expect(whole.plan[0]?.amountMinor).toBe(37_000);
    const one = planTillRefund({
      parts: paid(total),
      reversals: [],
      items,
      lines: [{ order_item_id: 'deal', quantity: 1 }],
    });
    expect(one.plan[0]?.amountMinor).toBe(13_500 + 4_999);
    expect(() =>
      planTillRefund({
        parts: paid(total),
        reversals: [],
        items,
        lines: [{ order_item_id: 'deal', quantity: 3 }],
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'quantity_exceeds_refundable',
        details: [expect.objectContaining({ field: 'lines.0.quantity' })],
      }),
    );
  });

  it('k of n units of a discounted line give back their share, never more than paid over several refunds', () => {
    let reversals: ReversalViewRow[] = [];
    const amounts: number[] = [];
    for (let k = 0; k < 3; k += 1) {
      const { plan, lines } = planTillRefund({
        parts: paid(total),
        reversals,
        items,
        lines: [{ order_item_id: 'ayran', quantity: 1 }],
      });
      const amount = plan.reduce((sum, step) => sum + step.amountMinor, 0);
      amounts.push(amount);
      reversals = [
        ...reversals,
        reversal({
          refund_id: `r${k}`,
          payment_attempt_id: 'cash',
          kind: 'cash_return',
          amount_minor: amount,
          lines,
        }),
      ];
    }
    expect(amounts).toEqual([1_666, 1_667, 1_667]);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(5_000);
    expect(() =>
      planTillRefund({
        parts: paid(total),
        reversals,
        items,
        lines: [{ order_item_id: 'ayran', quantity: 1 }],
      }),
    ).toThrow(expect.objectContaining({ code: 'quantity_exceeds_refundable' }));
  });

  it('a whole refund lists the parts and plain lines, never the header', () => {
    const { lines, plan } = planTillRefund({ parts: paid(total), reversals: [], items, lines: undefined });
    expect(lines.map((l) => l.order_item_id)).toEqual(['burger', 'fries', 'ayran']);
    expect(plan[0]?.amountMinor).toBe(total);
  });
});

describe('approval', () => {
  const result: SaleResult = {
    Status: 'Completed',
    SaleNumber: 'S-9',
    TerminalId: 'T',
    MerchantId: 'M',
    AmountMinor: 3_000,
    CurrencyCode: 'TRY',
    Payments: [
      { Mediator: 'CARD', AmountMinor: 1_000, CardDetails: null },
      {
        Mediator: 'CARD',
        AmountMinor: 2_000,
        CardDetails: {
          Brand: 'VISA',
          MaskedNumber: '4111 **** **** 1234',
          CardType: 'CREDIT',
          AuthorizationCode: 'A',
          BatchNumber: 'B',
          Acquirer: 'Q',
          ResponseCode: '00',
        },
      },
    ],
    FinancialDocuments: [],
    Receipts: { CustomerPng: 'aGk=', MerchantPng: null },
    SaleInquiryLink: null,
    ErrorCode: null,
    ErrorMessage: null,
  };

  it('an approval must be of the asked total and card lines, in lira', () => {
    const last = attempt({ amount_minor: 2_000, expected_total_minor: 3_000, expected_card_minor: 3_000 });
    expect(approvalMismatch(last, result)).toBeNull();
    expect(approvalMismatch(attempt({ amount_minor: 2_000 }), result)).toBe('amount');
    expect(approvalMismatch(last, { ...result, CurrencyCode: 'EUR' })).toBe('currency');
  });

  it('keeps the last card line as the charged card and no images; a StartPayment part writes no document', () => {
    const record = approvalRecord(attempt({ operation: 'StartPayment' }), result, []);
    expect(record.document).toBe(false);
    expect(record.card).toMatchObject({ card_brand: 'VISA', card_last4: '1234' });
    expect(record.result).toMatchObject({ Receipts: { CustomerPng: null, MerchantPng: null } });
  });
});
