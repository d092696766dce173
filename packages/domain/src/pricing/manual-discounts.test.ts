import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyManualDiscounts,
  type ManualDiscount,
  manualDiscountIssues,
  manualDiscountNeedsApproval,
} from './manual-discounts.js';

const lineOff = (id: string, lineId: string, type: 'percent' | 'amount', value: number): ManualDiscount => ({
  id,
  scope: 'line',
  line_id: lineId,
  type,
  value,
  reason: 'Müşteri memnuniyeti',
});
const orderOff = (id: string, type: 'percent' | 'amount', value: number): ManualDiscount => ({
  id,
  scope: 'order',
  type,
  value,
  reason: 'Personel',
});

describe('manual discounts', () => {
  it('takes a line discount from the line, then an order discount over the lines left', () => {
    const taken = applyManualDiscounts(
      [lineOff('d1', 'b', 'percent', 50), orderOff('d2', 'amount', 1_000)],
      ['a', 'b', 'c'],
      [10_000, 5_000, 0],
    );
    expect(taken).toEqual([
      [0, 2_500, 0],
      // 1000 over 10000 : 2500 : 0
      [800, 200, 0],
    ]);
  });

  it('never takes a line or the order below zero', () => {
    expect(applyManualDiscounts([lineOff('d', 'a', 'amount', 99_999)], ['a'], [4_000])).toEqual([[4_000]]);
    expect(applyManualDiscounts([orderOff('d', 'amount', 99_999)], ['a', 'b'], [4_000, 1_000])).toEqual([
      [4_000, 1_000],
    ]);
    expect(applyManualDiscounts([orderOff('d', 'percent', 100)], ['a'], [3_333])).toEqual([[3_333]]);
  });

  it('names a bad value, a missing reason and an unknown line', () => {
    const discounts: ManualDiscount[] = [
      { ...lineOff('d1', 'zz', 'percent', 120), reason: '  ' },
      orderOff('d2', 'amount', 12.5),
      orderOff('d3', 'percent', 0),
      lineOff('d4', 'a', 'amount', 500),
    ];
    expect(manualDiscountIssues(discounts, ['a'], 'till')).toEqual([
      { field: 'discounts.0.value', code: 'value_invalid' },
      { field: 'discounts.0.reason', code: 'reason_required' },
      { field: 'discounts.0.line_id', code: 'unknown_line' },
      { field: 'discounts.1.value', code: 'value_invalid' },
      { field: 'discounts.2.value', code: 'value_invalid' },
    ]);
    // the kiosk and delivery take none: the till's alone (a sale or an open order)
    expect(manualDiscountIssues([discounts[3] as ManualDiscount], ['a'], 'open_order')).toEqual([]);
    for (const channel of ['kiosk', 'delivery'] as const) {
      expect(manualDiscountIssues([discounts[3] as ManualDiscount], ['a'], channel)).toEqual([
        { field: 'discounts.0', code: 'wrong_channel' },
      ]);
    }
  });

  it('needs a manager above the amount or share limit, not at it', () => {
    const limit = { max_amount_minor: 5_000, max_percent: 10 };
    expect(manualDiscountNeedsApproval(5_000, 100_000, limit)).toBe(false);
    expect(manualDiscountNeedsApproval(5_001, 100_000, limit)).toBe(true);
    expect(manualDiscountNeedsApproval(3_000, 30_000, limit)).toBe(false); // exactly 10 %
    expect(manualDiscountNeedsApproval(3_001, 30_000, limit)).toBe(true);
    expect(manualDiscountNeedsApproval(3_001, 30_000, undefined)).toBe(false);
    expect(manualDiscountNeedsApproval(0, 0, { max_amount_minor: 0 })).toBe(false);
    expect(manualDiscountNeedsApproval(1, 100, { max_amount_minor: 0 })).toBe(true);
  });

  it('never takes a line below zero nor a negative amount, whatever the discounts (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 200_000 }), { minLength: 1, maxLength: 8 }),
        fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant('order' as const),
              percent: fc.boolean(),
              value: fc.integer({ min: 1, max: 100 }),
            }),
            fc.record({
              kind: fc.constant('line' as const),
              percent: fc.boolean(),
              value: fc.integer({ min: 1, max: 100_000 }),
              line: fc.nat(),
            }),
          ),
          { maxLength: 5 },
        ),
        (amounts, specs) => {
          const ids = amounts.map((_, i) => `l${i}`);
          const discounts: ManualDiscount[] = specs.map((s, i) =>
            s.kind === 'order'
              ? orderOff(`d${i}`, s.percent ? 'percent' : 'amount', s.value)
              : lineOff(
                  `d${i}`,
                  ids[s.line % ids.length] ?? 'l0',
                  s.percent ? 'percent' : 'amount',
                  s.percent ? Math.min(s.value, 100) : s.value,
                ),
          );
          const taken = applyManualDiscounts(discounts, ids, amounts);
          for (const [index, amount] of amounts.entries()) {
            const total = taken.reduce((sum, row) => sum + (row[index] ?? 0), 0);
            expect(total).toBeLessThanOrEqual(amount);
            for (const row of taken) expect(row[index]).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
