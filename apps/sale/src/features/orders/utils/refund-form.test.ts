import type { TillRefund } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { canReview, cashBack, chosenLines, refundableUnits, refundTotal } from './refund-form';

const items = [
  { id: 'a', quantity: 2, totalMinor: 2000, refundedQuantity: 1 },
  { id: 'b', quantity: 1, totalMinor: 500, refundedQuantity: 0 },
];

function refund(kind: TillRefund['kind'], status: TillRefund['status'], amount: number): TillRefund {
  return {
    id: `${kind}-${status}-${amount}`,
    order_id: 'o',
    payment_id: 'p',
    method: kind === 'cash_return' ? 'cash' : 'card',
    kind,
    amount_minor: amount,
    status,
    error_message: null,
    reason: 'r',
    lines: [],
    created_at: '2026-01-01T10:00:00Z',
    created_by: null,
  };
}

describe('the refund form', () => {
  it('sends no lines for the whole order and only the lines given a quantity', () => {
    expect(chosenLines('whole', { a: 1 })).toBeUndefined();
    expect(chosenLines('lines', { a: 1, b: 0 })).toEqual([{ order_item_id: 'a', quantity: 1 }]);
    expect(chosenLines('lines', {})).toEqual([]);
  });

  it('offers only the units not refunded yet', () => {
    expect(refundableUnits(items, 'a')).toBe(1);
    expect(refundableUnits(items, 'b')).toBe(1);
    expect(refundableUnits(items, 'unknown')).toBe(0);
  });

  it('gives back at most what was paid', () => {
    expect(refundTotal(items, [{ order_item_id: 'b', quantity: 1 }], 10_000)).toBe(500);
    expect(refundTotal(items, [{ order_item_id: 'b', quantity: 1 }], 300)).toBe(300);
  });

  it('goes to the confirmation only with a reason, some lines and money to give back', () => {
    const lines = [{ order_item_id: 'b', quantity: 1 }];
    expect(canReview({ reason: '  ', scope: 'whole', chosen: undefined, amountMinor: 100 })).toBe(false);
    expect(canReview({ reason: 'cold', scope: 'lines', chosen: [], amountMinor: 100 })).toBe(false);
    expect(canReview({ reason: 'cold', scope: 'lines', chosen: lines, amountMinor: 0 })).toBe(false);
    expect(canReview({ reason: 'cold', scope: 'lines', chosen: lines, amountMinor: 500 })).toBe(true);
  });

  it('counts only completed cash returns as cash to hand back', () => {
    expect(
      cashBack([
        refund('cash_return', 'completed', 300),
        refund('cash_return', 'failed', 200),
        refund('void', 'completed', 1000),
        refund('cash_return', 'completed', 50),
      ]),
    ).toBe(350);
  });
});
