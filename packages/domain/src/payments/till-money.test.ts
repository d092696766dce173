import { describe, expect, it } from 'vitest';
import {
  chargedByCard,
  checkPart,
  finalPaymentLines,
  mayRefund,
  orderMoney,
  planRefund,
  refundLines,
} from './till-money.js';

describe('orderMoney', () => {
  it('counts approved parts as collected and completed reversals as refunded', () => {
    const money = orderMoney(
      10_000,
      [
        { status: 'approved', amountMinor: 4_000 },
        { status: 'failed', amountMinor: 6_000 },
        { status: 'sent', amountMinor: 6_000 },
      ],
      [
        { status: 'completed', amountMinor: 1_000 },
        { status: 'failed', amountMinor: 500 },
        { status: 'pending', amountMinor: 200 },
      ],
    );
    expect(money).toEqual({
      collectedMinor: 4_000,
      refundedMinor: 1_000,
      paidMinor: 3_000,
      remainingMinor: 6_000,
    });
  });
  it('never has a negative remaining, and a refund does not make the order payable again', () => {
    expect(
      orderMoney(
        1_000,
        [{ status: 'approved', amountMinor: 1_000 }],
        [{ status: 'completed', amountMinor: 1_000 }],
      ),
    ).toEqual({ collectedMinor: 1_000, refundedMinor: 1_000, paidMinor: 0, remainingMinor: 0 });
    expect(orderMoney(1_000, [{ status: 'approved', amountMinor: 1_500 }], []).remainingMinor).toBe(0);
  });
});

describe('checkPart', () => {
  it('takes no part once money of the order was given back (the order is cancelled instead)', () => {
    expect(
      checkPart({
        method: 'cash',
        amountMinor: 100,
        tenderedMinor: 100,
        remainingMinor: 1_000,
        givenBackMinor: 100,
      }),
    ).toEqual({ ok: false, code: 'order_refunded', field: 'amount_minor' });
    expect(checkPart({ method: 'card', amountMinor: 100, remainingMinor: 1_000, givenBackMinor: 0 }).ok).toBe(
      true,
    );
  });
  it('takes a card part below the remaining as a StartPayment, the last one as the CompleteSale', () => {
    expect(checkPart({ method: 'card', amountMinor: 400, remainingMinor: 1_000 })).toEqual({
      ok: true,
      final: false,
      operation: 'StartPayment',
      tenderedMinor: null,
      changeMinor: null,
    });
    expect(checkPart({ method: 'card', amountMinor: 1_000, remainingMinor: 1_000 })).toMatchObject({
      ok: true,
      final: true,
      operation: 'CompleteSale',
    });
  });
  it('records earlier cash without a terminal call and computes the change', () => {
    expect(
      checkPart({ method: 'cash', amountMinor: 400, tenderedMinor: 500, remainingMinor: 1_000 }),
    ).toEqual({
      ok: true,
      final: false,
      operation: null,
      tenderedMinor: 500,
      changeMinor: 100,
    });
    expect(
      checkPart({ method: 'cash', amountMinor: 1_000, tenderedMinor: 2_000, remainingMinor: 1_000 }),
    ).toMatchObject({ final: true, operation: 'CompleteSale', changeMinor: 1_000 });
  });
  it('refuses amounts above the remaining, a paid order, and wrong tendered amounts, naming the field', () => {
    expect(checkPart({ method: 'card', amountMinor: 1_001, remainingMinor: 1_000 })).toEqual({
      ok: false,
      code: 'amount_exceeds_remaining',
      field: 'amount_minor',
    });
    expect(checkPart({ method: 'card', amountMinor: 0, remainingMinor: 1_000 })).toMatchObject({
      code: 'amount_exceeds_remaining',
    });
    expect(checkPart({ method: 'card', amountMinor: 1, remainingMinor: 0 })).toMatchObject({
      code: 'nothing_remaining',
    });
    expect(checkPart({ method: 'cash', amountMinor: 500, remainingMinor: 1_000 })).toEqual({
      ok: false,
      code: 'tendered_required',
      field: 'tendered_minor',
    });
    expect(
      checkPart({ method: 'cash', amountMinor: 500, tenderedMinor: 499, remainingMinor: 1_000 }),
    ).toMatchObject({
      code: 'tendered_too_low',
      field: 'tendered_minor',
    });
    expect(
      checkPart({ method: 'card', amountMinor: 500, tenderedMinor: 500, remainingMinor: 1_000 }),
    ).toMatchObject({
      code: 'tendered_not_cash',
    });
  });
});

describe('finalPaymentLines', () => {
  it('lists earlier parts as pre-paid (card with its sale number) and charges only the last card part', () => {
    const lines = finalPaymentLines(
      [
        { method: 'card', amountMinor: 300, saleNumber: 'S-1' },
        { method: 'cash', amountMinor: 200, saleNumber: null },
      ],
      { method: 'cash', amountMinor: 500 },
    );
    expect(lines).toEqual([
      { Mediator: 'CARD', AmountMinor: 300, PrePaid: true, Reference: 'S-1' },
      { Mediator: 'CASH', AmountMinor: 200, PrePaid: true },
      { Mediator: 'CASH', AmountMinor: 500 },
    ]);
    expect(chargedByCard(lines)).toBe(0);
    expect(chargedByCard(finalPaymentLines([], { method: 'card', amountMinor: 700 }))).toBe(700);
  });
});

describe('refundLines', () => {
  const a = { id: 'a', quantity: 3, totalMinor: 1_000, refundedQuantity: 0 };
  const b = { id: 'b', quantity: 1, totalMinor: 500, refundedQuantity: 0 };
  const items = [a, b];
  it('gives back each unit its share, and all units exactly the line total', () => {
    const one = refundLines(items, [{ order_item_id: 'a', quantity: 1 }]);
    expect(one).toEqual({ ok: true, amountMinor: 333, lines: [{ order_item_id: 'a', quantity: 1 }] });
    const rest = refundLines([{ ...a, refundedQuantity: 1 }, b], [{ order_item_id: 'a', quantity: 2 }]);
    expect(rest).toMatchObject({ ok: true, amountMinor: 667 });
  });
  it('without chosen lines refunds every unit not yet refunded', () => {
    expect(refundLines([{ ...a, refundedQuantity: 1 }, b], undefined)).toEqual({
      ok: true,
      amountMinor: 1_167,
      lines: [
        { order_item_id: 'a', quantity: 2 },
        { order_item_id: 'b', quantity: 1 },
      ],
    });
  });
  it('refuses unknown lines and more units than are left', () => {
    expect(refundLines(items, [{ order_item_id: 'x', quantity: 1 }])).toEqual({
      ok: false,
      code: 'unknown_line',
      field: 'lines.0.order_item_id',
    });
    expect(
      refundLines([a, { ...b, refundedQuantity: 1 }], [{ order_item_id: 'b', quantity: 1 }]),
    ).toMatchObject({ ok: false, code: 'quantity_exceeds_refundable' });
  });
});

describe('planRefund', () => {
  const card = {
    id: 'card',
    method: 'card' as const,
    amountMinor: 600,
    reversedMinor: 0,
    approvedToday: true,
  };
  const cash = {
    id: 'cash',
    method: 'cash' as const,
    amountMinor: 400,
    reversedMinor: 0,
    approvedToday: true,
  };
  it('returns cash first, then voids a whole card part approved today', () => {
    expect(planRefund([card, cash], 1_000)).toEqual([
      { paymentId: 'cash', kind: 'cash_return', amountMinor: 400 },
      { paymentId: 'card', kind: 'void', amountMinor: 600 },
    ]);
  });
  it('refunds (not voids) part of a card payment, or one approved on an earlier day', () => {
    expect(planRefund([card], 100)).toEqual([{ paymentId: 'card', kind: 'refund', amountMinor: 100 }]);
    expect(planRefund([{ ...card, approvedToday: false }], 600)).toEqual([
      { paymentId: 'card', kind: 'refund', amountMinor: 600 },
    ]);
    expect(planRefund([{ ...card, reversedMinor: 100 }], 500)).toEqual([
      { paymentId: 'card', kind: 'refund', amountMinor: 500 },
    ]);
  });
  it('never plans more than the parts still hold', () => {
    const plan = planRefund(
      [
        { ...card, reversedMinor: 600 },
        { ...cash, reversedMinor: 300 },
      ],
      1_000,
    );
    expect(plan).toEqual([{ paymentId: 'cash', kind: 'cash_return', amountMinor: 100 }]);
    expect(planRefund([], 100)).toEqual([]);
  });
});

describe('mayRefund', () => {
  it('lets admins refund any day and cashiers only on the order day', () => {
    expect(mayRefund('admin', false)).toEqual({ ok: true });
    expect(mayRefund('super_admin', false)).toEqual({ ok: true });
    expect(mayRefund('cashier', true)).toEqual({ ok: true });
    expect(mayRefund('cashier', false)).toEqual({ ok: false, code: 'refund_day_closed' });
    expect(mayRefund('user', true)).toEqual({ ok: false, code: 'forbidden' });
  });
});
