import { describe, expect, it } from 'vitest';
import {
  buildRangeReport,
  isoWeekday,
  previousPeriod,
  type RangeReportInput,
  type RangeRow,
  rangeStaffIds,
  sellers,
  shareOf,
  weekdayCounts,
} from './range-report.js';

const S = '\u001f';
const row = (over: Partial<RangeRow> & Pick<RangeRow, 'kind' | 'group' | 'key'>): RangeRow => ({
  period: 'current',
  name: '',
  n: 0,
  quantity: 0,
  amountMinor: 0,
  ...over,
});

const input = (rows: RangeRow[], over: Partial<RangeReportInput> = {}): RangeReportInput => ({
  from: '2026-11-23',
  to: '2026-11-29',
  storeId: null,
  channel: null,
  rows,
  stores: { s1: 'Kadıköy', s2: 'Beşiktaş' },
  staff: { u1: 'Ayşe' },
  categories: { burger: { id: 'c1', name: 'Burgerler' }, cola: { id: 'c2', name: 'İçecekler' } },
  ...over,
});

describe('previousPeriod', () => {
  it('is the same number of days just before the range, across month and year ends', () => {
    expect(previousPeriod('2026-11-23', '2026-11-29')).toEqual({
      days: 7,
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(previousPeriod('2026-03-01', '2026-03-01')).toEqual({
      days: 1,
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(previousPeriod('2026-01-01', '2026-12-31')).toEqual({
      days: 365,
      from: '2025-01-01',
      to: '2025-12-31',
    });
    // A leap year's 366 days: the 366 before it.
    expect(previousPeriod('2024-01-01', '2024-12-31').from).toBe('2022-12-31');
  });
});

describe('weekdays', () => {
  it('numbers ISO weekdays (Monday 1, Sunday 7) and counts them in a range', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(weekdayCounts('2026-11-23', '2026-11-29')).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(weekdayCounts('2026-11-23', '2026-12-01')).toEqual([2, 2, 1, 1, 1, 1, 1]);
  });
  it('shares to four decimals, 0 of nothing', () => {
    expect(shareOf(1, 3)).toBe(0.3333);
    expect(shareOf(5, 0)).toBe(0);
  });
});

describe('buildRangeReport', () => {
  const rows: RangeRow[] = [
    // Sales: 3 orders now (2 at 12:00 on Monday, 1 at 19:00 on Sunday), 1 before.
    row({ kind: 'hour', group: 'key', key: '12', n: 2, quantity: 5, amountMinor: 30_000 }),
    row({ kind: 'hour', group: 'key', key: '19', n: 1, quantity: 1, amountMinor: 10_000 }),
    row({ kind: 'hour', group: 'key', key: '12', n: 1, quantity: 2, amountMinor: 8_000, period: 'previous' }),
    row({ kind: 'hour', group: 'day', key: '2026-11-23', n: 2, amountMinor: 30_000 }),
    row({ kind: 'hour', group: 'day', key: '2026-11-29', n: 1, amountMinor: 10_000 }),
    row({ kind: 'hour', group: 'day', key: '2026-11-16', n: 1, amountMinor: 8_000, period: 'previous' }),
    row({ kind: 'hour', group: 'store', key: 's1', n: 2, amountMinor: 30_000 }),
    row({ kind: 'hour', group: 'store', key: '', n: 1, amountMinor: 10_000 }),
    row({ kind: 'hour', group: 'channel', key: 'kiosk', n: 2, amountMinor: 30_000 }),
    row({ kind: 'hour', group: 'channel', key: 'open_order', n: 1, amountMinor: 10_000 }),
    row({ kind: 'hour', group: 'channel', key: 'till', n: 1, amountMinor: 8_000, period: 'previous' }),
    // Lines.
    row({ kind: 'item', group: 'key', key: 'burger', name: 'Burger', quantity: 3, amountMinor: 30_000 }),
    row({ kind: 'item', group: 'key', key: 'cola', name: 'Kola', quantity: 3, amountMinor: 6_000 }),
    row({ kind: 'item', group: 'key', key: 'Not', name: 'Not', quantity: 0, amountMinor: 4_000 }),
    row({
      kind: 'item',
      group: 'key',
      key: 'fries',
      name: 'Patates',
      quantity: 2,
      amountMinor: 8_000,
      period: 'previous',
    }),
    // Money.
    row({ kind: 'method', group: 'key', key: 'card', n: 2, amountMinor: 25_000 }),
    row({ kind: 'method', group: 'key', key: 'cash', n: 2, amountMinor: 15_000 }),
    row({ kind: 'method', group: 'key', key: 'cash', n: 1, amountMinor: 8_000, period: 'previous' }),
    row({ kind: 'refund', group: 'key', key: `cash${S}u1${S}Soğuk`, n: 1, amountMinor: 2_000 }),
    row({ kind: 'void', group: 'key', key: `card${S}${S}Yanlış`, n: 1, amountMinor: 5_000 }),
    row({ kind: 'refund', group: 'store', key: 's1', n: 1, amountMinor: 2_000 }),
    row({ kind: 'void', group: 'store', key: '', n: 1, amountMinor: 5_000 }),
    row({ kind: 'refund', group: 'channel', key: 'kiosk', n: 1, amountMinor: 2_000 }),
    row({ kind: 'void', group: 'channel', key: 'open_order', n: 1, amountMinor: 5_000 }),
  ];
  const report = buildRangeReport(input(rows));

  it('gives the totals and the previous period', () => {
    expect(report.range).toEqual({ from: '2026-11-23', to: '2026-11-29', days: 7 });
    expect(report.previous).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(report.totals).toEqual({
      orders: 3,
      gross_minor: 40_000,
      refunds: 1,
      refunds_minor: 2_000,
      voids: 1,
      voids_minor: 5_000,
      net_minor: 33_000,
      average_ticket_minor: 13_333,
      items: 6,
      items_per_order: 2,
    });
    expect(report.previous_totals).toMatchObject({
      orders: 1,
      gross_minor: 8_000,
      net_minor: 8_000,
      items: 2,
    });
  });

  it('answers zeros for an empty range', () => {
    const empty = buildRangeReport(input([]));
    expect(empty.totals).toMatchObject({ orders: 0, average_ticket_minor: 0, items_per_order: 0 });
    expect(empty.by_hour).toHaveLength(24);
    expect(empty.by_channel.map((c) => c.channel)).toEqual(['kiosk', 'till', 'open_order']);
    expect(empty.by_item).toEqual([]);
  });

  it('lists items by gross with their categories, shares and the previous period', () => {
    expect(
      report.by_item.map((i) => [i.product_key, i.gross_minor, i.previous_gross_minor, i.share]),
    ).toEqual([
      ['burger', 30_000, 0, 0.75],
      ['cola', 6_000, 0, 0.15],
      ['Not', 4_000, 0, 0.1],
      ['fries', 0, 8_000, 0],
    ]);
    expect(report.by_category).toEqual(
      [
        {
          category_id: 'c1',
          name: 'Burgerler',
          quantity: 3,
          gross_minor: 30_000,
          previous_quantity: 0,
          previous_gross_minor: 0,
          share: 0.75,
        },
        {
          category_id: null,
          name: '',
          quantity: 0,
          gross_minor: 4_000,
          previous_quantity: 2,
          previous_gross_minor: 8_000,
          share: 0.1,
        },
        {
          category_id: 'c2',
          name: 'İçecekler',
          quantity: 3,
          gross_minor: 6_000,
          previous_quantity: 0,
          previous_gross_minor: 0,
          share: 0.15,
        },
      ].sort((a, b) => b.gross_minor - a.gross_minor),
    );
  });

  it('ranks top and bottom sellers among products sold in the range only', () => {
    expect(report.top_sellers.by_quantity.map((i) => i.product_key)).toEqual(['burger', 'cola']);
    expect(report.top_sellers.by_amount.map((i) => i.product_key)).toEqual(['burger', 'cola']);
    expect(report.bottom_sellers.by_quantity.map((i) => i.product_key)).toEqual(['cola', 'burger']);
    expect(report.bottom_sellers.by_amount.map((i) => i.product_key)).toEqual(['cola', 'burger']);
    const many = Array.from({ length: 15 }, (_, i) => ({
      product_key: `p${i}`,
      name: `P${i}`,
      quantity: i + 1,
      gross_minor: 100 * (15 - i),
      previous_quantity: 0,
      previous_gross_minor: 0,
      share: 0,
    }));
    const ranked = sellers(many);
    expect(ranked.top_sellers.by_quantity).toHaveLength(10);
    expect(ranked.top_sellers.by_quantity[0]?.product_key).toBe('p14');
    expect(ranked.top_sellers.by_amount[0]?.product_key).toBe('p0');
    expect(ranked.bottom_sellers.by_quantity[0]?.product_key).toBe('p0');
    expect(ranked.bottom_sellers.by_amount[0]?.product_key).toBe('p14');
  });

  it('gives 24 hours and 7 weekdays with the previous period beside', () => {
    expect(report.by_hour[12]).toEqual({
      hour: 12,
      orders: 2,
      gross_minor: 30_000,
      previous_orders: 1,
      previous_gross_minor: 8_000,
      share: 0.75,
    });
    expect(report.by_hour[19]?.orders).toBe(1);
    expect(report.by_hour[0]?.orders).toBe(0);
    expect(report.by_weekday[0]).toMatchObject({
      weekday: 1,
      days: 1,
      previous_days: 1,
      orders: 2,
      previous_orders: 1,
    });
    expect(report.by_weekday[6]).toMatchObject({
      weekday: 7,
      orders: 1,
      gross_minor: 10_000,
      previous_orders: 0,
    });
  });

  it('gives sales, refunds and net by store (named, unknown store null) and by channel', () => {
    expect(report.by_store).toEqual([
      expect.objectContaining({
        store_id: 's1',
        name: 'Kadıköy',
        orders: 2,
        gross_minor: 30_000,
        refunds_minor: 2_000,
        net_minor: 28_000,
      }),
      expect.objectContaining({
        store_id: null,
        name: '',
        orders: 1,
        refunds_minor: 5_000,
        net_minor: 5_000,
      }),
    ]);
    expect(report.by_channel).toEqual([
      expect.objectContaining({ channel: 'kiosk', orders: 2, refunds_minor: 2_000, net_minor: 28_000 }),
      expect.objectContaining({ channel: 'till', orders: 0, previous_orders: 1, previous_net_minor: 8_000 }),
      expect.objectContaining({ channel: 'open_order', orders: 1, net_minor: 5_000 }),
    ]);
  });

  it('gives payment methods less their refunds and voids, and reversals by reason and staff', () => {
    expect(report.by_payment_method).toEqual([
      {
        method: 'card',
        count: 2,
        amount_minor: 25_000,
        refunds_minor: 5_000,
        net_minor: 20_000,
        previous_count: 0,
        previous_amount_minor: 0,
        previous_net_minor: 0,
        share: 0.625,
      },
      {
        method: 'cash',
        count: 2,
        amount_minor: 15_000,
        refunds_minor: 2_000,
        net_minor: 13_000,
        previous_count: 1,
        previous_amount_minor: 8_000,
        previous_net_minor: 8_000,
        share: 0.375,
      },
    ]);
    expect(report.reversals.by_reason).toEqual([
      {
        kind: 'void',
        reason: 'Yanlış',
        count: 1,
        amount_minor: 5_000,
        previous_count: 0,
        previous_amount_minor: 0,
      },
      {
        kind: 'refund',
        reason: 'Soğuk',
        count: 1,
        amount_minor: 2_000,
        previous_count: 0,
        previous_amount_minor: 0,
      },
    ]);
    expect(rangeStaffIds(rows)).toEqual(['u1']);
    expect(report.reversals.by_staff).toEqual([
      {
        kind: 'void',
        user_id: null,
        name: '',
        count: 1,
        amount_minor: 5_000,
        previous_count: 0,
        previous_amount_minor: 0,
      },
      {
        kind: 'refund',
        user_id: 'u1',
        name: 'Ayşe',
        count: 1,
        amount_minor: 2_000,
        previous_count: 0,
        previous_amount_minor: 0,
      },
    ]);
  });
});
