import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatOfInclusive } from '../money.js';
import {
  aggregateOrders,
  allocateLargestRemainder,
  type ReportOrder,
  splitReversalByRate,
} from './sales-rows.js';
import { changePercent, reportRange, salesSummary } from './sales-summary.js';
import { buildZReport, reconcileZReport } from './z-report.js';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const lineArb = fc
  .record({
    product: fc.integer({ min: 1, max: 6 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    unit: fc.integer({ min: 1, max: 50_000 }),
    vatRate: fc.constantFrom(1, 10, 20),
  })
  .map(({ product, quantity, unit, vatRate }) => ({
    productKey: `p${product}`,
    productName: `Ürün ${product}`,
    quantity,
    totalMinor: quantity * unit,
    vatRate,
    vatMinor: vatOfInclusive(quantity * unit, vatRate),
  }));

/** An order split into 1-3 parts (card/cash, some terminal), with refunds up to each part. */
const orderArb: fc.Arbitrary<ReportOrder> = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
    state: fc.constantFrom('paid', 'paid', 'paid', 'open', 'failed'),
    cuts: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 2 }),
    methods: fc.array(fc.constantFrom('card' as const, 'cash' as const), { minLength: 3, maxLength: 3 }),
    terminals: fc.array(fc.constantFrom('t1', 't2'), { minLength: 3, maxLength: 3 }),
    refunds: fc.array(
      fc.record({
        byLines: fc.boolean(),
        lineUnits: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 4, maxLength: 4 }),
        part: fc.integer({ min: 0, max: 2 }),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
        kind: fc.constantFrom('void' as const, 'refund' as const, 'cash_return' as const),
        status: fc.constantFrom('completed', 'completed', 'failed', 'pending'),
      }),
      { maxLength: 3 },
    ),
    hour: fc.integer({ min: 0, max: 23 }),
    channel: fc.constantFrom('kiosk' as const, 'till' as const),
    orderType: fc.constantFrom('eat_in' as const, 'takeaway' as const),
    source: fc.constantFrom('a', 'b'),
  })
  .map((o) => {
    const lines = o.lines.map((l, i) => ({ ...l, id: `item${i}` }));
    const total = sum(lines.map((l) => l.totalMinor));
    // Split the total at the cut points: parts of at least 1 kuruş that add up to the total.
    const points = [
      ...new Set(o.cuts.map((c) => Math.floor(c * total)).filter((c) => c > 0 && c < total)),
    ].sort((a, b) => a - b);
    const bounds = [0, ...points, total];
    const parts = bounds.slice(1).map((end, i) => ({
      id: `part${i}`,
      method: o.methods[i] ?? 'card',
      terminalKey: o.methods[i] === 'cash' ? '' : (o.terminals[i] ?? 't1'),
      status: o.state === 'paid' ? 'approved' : o.state === 'open' && i === 0 ? 'approved' : 'failed',
      amountMinor: end - (bounds[i] ?? 0),
    }));
    // Refunds never give back more than their part collected.
    const left = new Map(parts.map((p) => [p.id, p.status === 'approved' ? p.amountMinor : 0]));
    const reversals = o.refunds.flatMap((r) => {
      const part = parts[r.part % parts.length];
      if (!part) return [];
      const amount = Math.floor((left.get(part.id) ?? 0) * r.share);
      if (amount <= 0) return [];
      if (r.status === 'completed') left.set(part.id, (left.get(part.id) ?? 0) - amount);
      // A line refund names some units of some lines (any amount: split over parts like the till).
      const chosen = r.byLines
        ? lines.flatMap((l, i) => {
            const quantity = Math.min(r.lineUnits[i] ?? 0, l.quantity);
            return quantity > 0 ? [{ orderItemId: l.id, quantity }] : [];
          })
        : [];
      return [{ partId: part.id, kind: r.kind, status: r.status, amountMinor: amount, lines: chosen }];
    });
    return {
      paid: o.state === 'paid',
      hour: o.hour,
      channel: o.channel,
      orderType: o.orderType,
      sourceKey: o.source,
      lines,
      parts,
      reversals,
    };
  });

describe('Z report', () => {
  it('every figure reconciles to the kuruş over random orders, split payments and refunds', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 25 }), (orders) => {
        const report = buildZReport(aggregateOrders(orders));
        expect(reconcileZReport(report)).toEqual([]);

        const paid = orders.filter((o) => o.paid);
        const lines = paid.flatMap((o) => o.lines);
        const approved = orders.flatMap((o) => o.parts.filter((p) => p.status === 'approved'));
        const completed = orders.flatMap((o) => o.reversals.filter((r) => r.status === 'completed'));
        // Gross is the lines of the paid orders; refunds the completed reversals; net the difference.
        expect(report.grossSalesMinor).toBe(sum(lines.map((l) => l.totalMinor)));
        expect(report.refundsMinor).toBe(sum(completed.map((r) => r.amountMinor)));
        expect(report.netSalesMinor).toBe(report.grossSalesMinor - report.refundsMinor);
        // The lines equal the payments, except money taken on orders still open.
        const openCollected = sum(
          orders
            .filter((o) => !o.paid)
            .flatMap((o) => o.parts.filter((p) => p.status === 'approved').map((p) => p.amountMinor)),
        );
        expect(report.unreconciledMinor).toBe(openCollected);
        expect(report.collectedMinor).toBe(sum(approved.map((p) => p.amountMinor)));
        // Per KDV rate: the stored line VAT, and net base = gross - VAT.
        for (const rate of report.byVatRate) {
          const ofRate = lines.filter((l) => l.vatRate === rate.vatRate);
          expect(rate.grossMinor).toBe(sum(ofRate.map((l) => l.totalMinor)));
          expect(rate.vatMinor).toBe(sum(ofRate.map((l) => l.vatMinor)));
          expect(rate.netBaseMinor).toBe(rate.grossMinor - rate.vatMinor);
        }
        // By method and per terminal, as the parts and the reversals of each.
        for (const method of ['card', 'cash'] as const) {
          const refunded = orders.flatMap((o) =>
            o.reversals.filter(
              (r) =>
                r.status === 'completed' && o.parts.some((p) => p.id === r.partId && p.method === method),
            ),
          );
          expect(report.byMethod[method].salesMinor).toBe(
            sum(approved.filter((p) => p.method === method).map((p) => p.amountMinor)),
          );
          expect(report.byMethod[method].refundsMinor).toBe(sum(refunded.map((r) => r.amountMinor)));
        }
        expect(sum(report.terminals.map((t) => t.salesMinor))).toBe(report.collectedMinor);
        expect(report.counts.sales).toBe(paid.length);
        expect(report.counts.cancellations).toBe(completed.filter((r) => r.kind === 'void').length);
        // Refunds by KDV rate: they add up to the refunds, each reversal's parts to its amount; net
        // per rate = gross - refunds and adds up to net sales; the net's KDV is the rule on it.
        expect(sum(report.byVatRate.map((r) => r.refundMinor))).toBe(report.refundsMinor);
        expect(sum(report.byVatRate.map((r) => r.netMinor))).toBe(report.netSalesMinor);
        for (const o of orders)
          for (const r of o.reversals) {
            const split = splitReversalByRate(r, o.lines);
            expect(sum([...split.values()])).toBe(r.amountMinor);
            for (const [rate, amount] of split) {
              expect(amount).toBeGreaterThanOrEqual(0);
              expect(o.lines.some((l) => l.vatRate === rate)).toBe(true);
            }
          }
        for (const rate of report.byVatRate) {
          expect(rate.netMinor).toBe(rate.grossMinor - rate.refundMinor);
          // Without refunds the net's KDV is the lines' KDV; all refunded: none left.
          if (rate.refundMinor === 0) expect(rate.netVatMinor).toBe(rate.vatMinor);
          if (rate.netMinor === 0) expect(rate.netVatMinor).toBe(0);
          expect(rate.netNetBaseMinor).toBe(rate.netMinor - rate.netVatMinor);
        }
        expect(report.netVatTotalMinor + report.netNetBaseTotalMinor).toBe(report.netSalesMinor);
      }),
      { numRuns: 300 },
    );
  });

  it("net KDV equals the lines' KDV without refunds (per-line and per-rate rounding differ)", () => {
    // 10,50 TL at 10 %: 95 kuruş KDV a line (95.45), 191 on 21,00 TL; 10,04 TL at 20 %: 167 a
    // line (167.33), 335 on 20,08 TL. Rounding per rate again would add 2 kuruş.
    const line = (id: string, totalMinor: number, vatRate: number) => ({
      id,
      productKey: id,
      productName: id,
      quantity: 1,
      totalMinor,
      vatRate,
      vatMinor: vatOfInclusive(totalMinor, vatRate),
    });
    const report = buildZReport(
      aggregateOrders([
        {
          paid: true,
          hour: 9,
          channel: 'kiosk',
          orderType: 'takeaway',
          sourceKey: 'k',
          lines: [line('a', 1050, 10), line('b', 1050, 10), line('c', 1004, 20), line('d', 1004, 20)],
          parts: [{ id: 'p', method: 'card', terminalKey: 't', status: 'approved', amountMinor: 4108 }],
          reversals: [],
        },
      ]),
    );
    expect(report.vatTotalMinor).toBe(190 + 334);
    expect(report.netVatTotalMinor).toBe(report.vatTotalMinor);
    expect(report.netNetBaseTotalMinor).toBe(report.netBaseTotalMinor);
    for (const rate of report.byVatRate) expect(rate.netVatMinor).toBe(rate.vatMinor);
    expect(reconcileZReport(report)).toEqual([]);
  });

  it('lists the 1, 10 and 20 % rates even on a day without sales', () => {
    const report = buildZReport({ sales: [], lines: [], money: [] });
    expect(report.byVatRate.map((r) => r.vatRate)).toEqual([1, 10, 20]);
    expect(report.grossSalesMinor).toBe(0);
    expect(reconcileZReport(report)).toEqual([]);
  });

  it('a refund counts for the method and terminal of the part it gives back from', () => {
    const report = buildZReport(
      aggregateOrders([
        {
          paid: true,
          hour: 12,
          channel: 'till',
          orderType: 'eat_in',
          sourceKey: 'u',
          lines: [
            {
              productKey: 'p',
              productName: 'Ayran',
              quantity: 2,
              totalMinor: 3000,
              vatRate: 10,
              vatMinor: 273,
            },
          ],
          parts: [
            { id: 'a', method: 'cash', terminalKey: '', status: 'approved', amountMinor: 1000 },
            { id: 'b', method: 'card', terminalKey: 't1', status: 'approved', amountMinor: 2000 },
          ],
          reversals: [{ partId: 'b', kind: 'refund', status: 'completed', amountMinor: 1500 }],
        },
      ]),
    );
    expect(report.byMethod.card).toEqual({ salesMinor: 2000, refundsMinor: 1500, netMinor: 500 });
    expect(report.byMethod.cash).toEqual({ salesMinor: 1000, refundsMinor: 0, netMinor: 1000 });
    expect(report.terminals).toEqual([
      { terminalKey: '', salesMinor: 1000, refundsMinor: 0, netMinor: 1000 },
      { terminalKey: 't1', salesMinor: 2000, refundsMinor: 1500, netMinor: 500 },
    ]);
    expect(report.byVatRate.find((r) => r.vatRate === 10)).toEqual({
      vatRate: 10,
      grossMinor: 3000,
      vatMinor: 273,
      netBaseMinor: 2727,
      refundMinor: 1500,
      netMinor: 1500,
      netVatMinor: 136,
      netNetBaseMinor: 1364,
    });
    expect(report.netSalesMinor).toBe(1500);
  });
});

describe('refunds by KDV rate', () => {
  const lines = [
    { id: 'a', productKey: 'a', productName: 'Su', quantity: 3, totalMinor: 1000, vatRate: 1, vatMinor: 10 },
    {
      id: 'b',
      productKey: 'b',
      productName: 'Köfte',
      quantity: 1,
      totalMinor: 2000,
      vatRate: 10,
      vatMinor: 182,
    },
    {
      id: 'c',
      productKey: 'c',
      productName: 'Bira',
      quantity: 2,
      totalMinor: 1001,
      vatRate: 20,
      vatMinor: 167,
    },
  ];

  it('a line refund is split by its lines: units × the line total / quantity', () => {
    // 1 of 3 Su = 333, the Köfte = 2000: exactly what refundLines gave back (2333).
    const split = splitReversalByRate(
      {
        amountMinor: 2333,
        lines: [
          { orderItemId: 'a', quantity: 1 },
          { orderItemId: 'b', quantity: 1 },
        ],
      },
      lines,
    );
    expect(Object.fromEntries(split)).toEqual({ 1: 333, 10: 2000 });
  });

  it('a whole-order refund is pro rata over the line totals, parts summing to the amount', () => {
    // 1000 of 4001: 249.94 / 499.88 / 250.19 -> floors 249 / 499 / 250, two kuruş left: to the
    // largest remainders (1 % .94, 10 % .88), not to 20 % (.19).
    expect(Object.fromEntries(splitReversalByRate({ amountMinor: 1000 }, lines))).toEqual({
      1: 250,
      10: 500,
      20: 250,
    });
    expect(Object.fromEntries(splitReversalByRate({ amountMinor: 4001, lines: [] }, lines))).toEqual({
      1: 1000,
      10: 2000,
      20: 1001,
    });
  });

  it('largest remainder: ties go to the lower rate; no weight puts it all on the first key', () => {
    expect(
      Object.fromEntries(
        allocateLargestRemainder(1, [
          { key: 1, weight: 1 },
          { key: 10, weight: 1 },
        ]),
      ),
    ).toEqual({ 1: 1, 10: 0 });
    expect(Object.fromEntries(allocateLargestRemainder(7, [{ key: 10, weight: 0 }]))).toEqual({ 10: 7 });
    expect(Object.fromEntries(splitReversalByRate({ amountMinor: 50 }, []))).toEqual({ 0: 50 });
  });
});

describe('sales summary', () => {
  it('average ticket is gross / orders rounded, zero without orders', () => {
    const rows = aggregateOrders([]);
    expect(salesSummary(rows).averageTicketMinor).toBe(0);
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(5, 0)).toBeNull();
  });
});

describe('report ranges', () => {
  it('presets in business days, compared with the same weekdays a week earlier', () => {
    // 2026-11-25 is a Wednesday.
    expect(reportRange('today', '2026-11-25')).toEqual({
      range: { from: '2026-11-25', to: '2026-11-25' },
      previous: { from: '2026-11-18', to: '2026-11-18' },
    });
    expect(reportRange('yesterday', '2026-11-25').range).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(reportRange('this_week', '2026-11-25').range).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(reportRange('this_week', '2026-11-29').range).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(reportRange('this_month', '2026-03-02')).toEqual({
      range: { from: '2026-03-01', to: '2026-03-02' },
      previous: { from: '2026-02-22', to: '2026-02-23' },
    });
    expect(reportRange('custom', '2026-11-25', { from: '2026-01-01', to: '2026-01-31' }).range).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
});
