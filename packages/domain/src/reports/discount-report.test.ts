import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDiscountReport, type DiscountRow } from './discount-report.js';

const row = (over: Partial<DiscountRow> & Pick<DiscountRow, 'kind' | 'key'>): DiscountRow => ({
  name: over.key,
  n: 0,
  quantity: 0,
  grossMinor: 0,
  discountMinor: 0,
  salesMinor: 0,
  refundMinor: 0,
  ...over,
});

describe('buildDiscountReport', () => {
  it('gives gross, discount, sales, refunds and net per channel in a fixed order and their totals', () => {
    const report = buildDiscountReport([
      row({
        kind: 'channel',
        key: 'till',
        n: 2,
        grossMinor: 10_000,
        discountMinor: 1_500,
        salesMinor: 8_500,
      }),
      row({
        kind: 'channel',
        key: 'kiosk',
        n: 3,
        grossMinor: 20_000,
        discountMinor: 500,
        salesMinor: 19_500,
        refundMinor: 700,
      }),
      row({ kind: 'channel', key: 'mystery', n: 9, grossMinor: 1, salesMinor: 1 }),
    ]);
    expect(report.byChannel.map((c) => c.channel)).toEqual(['kiosk', 'till']);
    expect(report.byChannel[0]).toEqual({
      channel: 'kiosk',
      orders: 3,
      grossMinor: 20_000,
      discountMinor: 500,
      salesMinor: 19_500,
      refundsMinor: 700,
      netMinor: 18_800,
    });
    expect(report).toMatchObject({
      grossMinor: 30_000,
      discountMinor: 2_000,
      salesMinor: 28_000,
      refundsMinor: 700,
      netMinor: 27_300,
    });
  });

  it('lists promotions by discount given, manual discounts by reason with their sum, deals by units sold', () => {
    const report = buildDiscountReport([
      row({ kind: 'promotion', key: 'p1', name: 'Happy hour', n: 4, quantity: 6, discountMinor: 1_200 }),
      row({ kind: 'promotion', key: 'p2', name: '2. içecek %50', n: 2, quantity: 2, discountMinor: 3_000 }),
      row({ kind: 'manual', key: 'Personel', name: 'Personel', n: 2, discountMinor: 900 }),
      row({ kind: 'manual', key: 'Şikayet', name: 'Şikayet', n: 1, discountMinor: 1_000 }),
      row({
        kind: 'deal',
        key: 'd1',
        name: 'Klasik Menü',
        n: 2,
        quantity: 3,
        grossMinor: 60_000,
        discountMinor: 6_000,
        salesMinor: 54_000,
        refundMinor: 18_000,
      }),
      row({
        kind: 'deal',
        key: 'd2',
        name: 'Çocuk Menü',
        n: 1,
        quantity: 1,
        grossMinor: 15_000,
        salesMinor: 15_000,
      }),
    ]);
    expect(report.promotions.map((p) => [p.name, p.times, p.discountMinor])).toEqual([
      ['2. içecek %50', 2, 3_000],
      ['Happy hour', 4, 1_200],
    ]);
    expect(report.manual).toEqual({
      count: 3,
      discountMinor: 1_900,
      byReason: [
        { reason: 'Şikayet', count: 1, discountMinor: 1_000 },
        { reason: 'Personel', count: 2, discountMinor: 900 },
      ],
    });
    expect(report.deals.map((d) => [d.name, d.quantity, d.netMinor])).toEqual([
      ['Klasik Menü', 3, 36_000],
      ['Çocuk Menü', 1, 15_000],
    ]);
  });

  it('is empty without rows', () => {
    expect(buildDiscountReport([])).toEqual({
      grossMinor: 0,
      discountMinor: 0,
      salesMinor: 0,
      refundsMinor: 0,
      netMinor: 0,
      byChannel: [],
      promotions: [],
      manual: { count: 0, discountMinor: 0, byReason: [] },
      deals: [],
    });
  });

  it('keeps gross − discount − refunds = net for the totals of any channels', () => {
    const channelRow = fc
      .record({
        key: fc.constantFrom('kiosk', 'till', 'open_order', 'delivery'),
        n: fc.nat(50),
        grossMinor: fc.nat(1_000_000),
        discountShare: fc.nat(100),
        refundShare: fc.nat(100),
      })
      .map(({ key, n, grossMinor, discountShare, refundShare }) => {
        const discountMinor = Math.floor((grossMinor * discountShare) / 100);
        const salesMinor = grossMinor - discountMinor;
        return row({
          kind: 'channel',
          key,
          n,
          grossMinor,
          discountMinor,
          salesMinor,
          refundMinor: Math.floor((salesMinor * refundShare) / 100),
        });
      });
    const unique = fc.uniqueArray(channelRow, { selector: (r) => r.key, maxLength: 4 });
    fc.assert(
      fc.property(unique, (rows) => {
        const report = buildDiscountReport(rows);
        expect(report.grossMinor - report.discountMinor - report.refundsMinor).toBe(report.netMinor);
        expect(report.byChannel.reduce((a, c) => a + c.orders, 0)).toBe(rows.reduce((a, r) => a + r.n, 0));
      }),
    );
  });
});
