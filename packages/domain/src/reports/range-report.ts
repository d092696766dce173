/**
 * Reports beyond one day (issue 34): a range of business days (at most a year) beside the previous
 * period of the same length, from the rows of the range aggregate (migration 20261129000300:
 * sales_range_totals) summed by the server over the days. Integer kuruş only; the answer has the
 * API's shape (contracts `range-reports.ts`).
 *
 * gross = the paid orders' line totals; net = gross − completed refunds (and cash returns) − voids;
 * average ticket = gross / orders; items per order = units / orders (a meal deal one unit).
 */

export type RangeRowKind = 'hour' | 'item' | 'method' | 'refund' | 'void';
/** What the row's key is: the kind's own key (hour, product, method, reversal key), the business day, the store or the channel. */
export type RangeRowGroup = 'key' | 'day' | 'store' | 'channel';
export type RangePeriod = 'current' | 'previous';

/** One aggregate row summed over a period's days, grouped by `group`. */
export interface RangeRow {
  period: RangePeriod;
  kind: RangeRowKind;
  group: RangeRowGroup;
  key: string;
  name: string;
  n: number;
  quantity: number;
  amountMinor: number;
}

export interface RangeReportInput {
  from: string;
  to: string;
  storeId: string | null;
  channel: RangeChannel | null;
  rows: RangeRow[];
  /** Store id -> name. */
  stores: Record<string, string>;
  /** User id -> name. */
  staff: Record<string, string>;
  /** Product key -> its category now (absent: none). */
  categories: Record<string, { id: string; name: string }>;
}

const CHANNELS = ['kiosk', 'till', 'open_order', 'delivery'] as const;
export type RangeChannel = (typeof CHANNELS)[number];
const TOP_N = 10;
const DAY_MS = 86_400_000;
/** Separates a reversal key's method, staff member and reason (sales_range_reversal_key). */
const KEY_SEPARATOR = '\u001f';

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The range's length and the same number of days just before it. */
export function previousPeriod(from: string, to: string): { days: number; from: string; to: string } {
  const days = dayNumber(to) - dayNumber(from) + 1;
  return { days, from: dayOf(dayNumber(from) - days), to: dayOf(dayNumber(from) - 1) };
}

/** ISO weekday of a business day: 1 Monday .. 7 Sunday. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** How many of each ISO weekday (index 0 = Monday) the days from..to hold. */
export function weekdayCounts(from: string, to: string): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (let n = dayNumber(from); n <= dayNumber(to); n++) {
    const i = isoWeekday(dayOf(n)) - 1;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/** part / whole to four decimals (0 when the whole is 0). */
export function shareOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
}

interface Sums {
  n: number;
  quantity: number;
  amount: number;
}
type Pair = Record<RangePeriod, Sums>;
const emptyPair = (): Pair => ({
  current: { n: 0, quantity: 0, amount: 0 },
  previous: { n: 0, quantity: 0, amount: 0 },
});

/** The rows of a kind and group summed by a key derived from theirs (first name kept). */
function sumBy(
  rows: RangeRow[],
  kinds: RangeRowKind[],
  group: RangeRowGroup,
  keyOf: (row: RangeRow) => string = (row) => row.key,
): Map<string, Pair & { name: string; key: string }> {
  const out = new Map<string, Pair & { name: string; key: string }>();
  for (const row of rows) {
    if (row.group !== group || !kinds.includes(row.kind)) continue;
    const key = keyOf(row);
    let entry = out.get(key);
    if (!entry) {
      entry = { ...emptyPair(), name: row.name, key: row.key };
      out.set(key, entry);
    }
    if (!entry.name && row.name) entry.name = row.name;
    const s = entry[row.period];
    s.n += row.n;
    s.quantity += row.quantity;
    s.amount += row.amountMinor;
  }
  return out;
}

const reversalParts = (key: string) => {
  const [method = '', user = '', ...reason] = key.split(KEY_SEPARATOR);
  return { method, user, reason: reason.join(KEY_SEPARATOR) };
};

/** The staff members named by the refund and void rows (their keys' second part). */
export function rangeStaffIds(rows: RangeRow[]): string[] {
  const ids = rows
    .filter((r) => (r.kind === 'refund' || r.kind === 'void') && r.group === 'key')
    .map((r) => reversalParts(r.key).user);
  return [...new Set(ids)].filter((id) => id !== '');
}

export interface RangeTotalsShape {
  orders: number;
  gross_minor: number;
  refunds: number;
  refunds_minor: number;
  voids: number;
  voids_minor: number;
  net_minor: number;
  average_ticket_minor: number;
  items: number;
  items_per_order: number;
}

/** A period's totals from its rows. */
export function rangeTotals(rows: RangeRow[], period: RangePeriod): RangeTotalsShape {
  const total = (kind: RangeRowKind, field: 'n' | 'quantity' | 'amountMinor') =>
    rows
      .filter((r) => r.period === period && r.kind === kind && r.group === 'key')
      .reduce((acc, r) => acc + r[field], 0);
  const orders = total('hour', 'n');
  const gross = total('hour', 'amountMinor');
  const items = total('hour', 'quantity');
  const refunds = total('refund', 'amountMinor');
  const voids = total('void', 'amountMinor');
  return {
    orders,
    gross_minor: gross,
    refunds: total('refund', 'n'),
    refunds_minor: refunds,
    voids: total('void', 'n'),
    voids_minor: voids,
    net_minor: gross - refunds - voids,
    average_ticket_minor: orders === 0 ? 0 : Math.round(gross / orders),
    items,
    items_per_order: orders === 0 ? 0 : Math.round((items * 100) / orders) / 100,
  };
}

export interface RangeItemShape {
  product_key: string;
  name: string;
  quantity: number;
  gross_minor: number;
  previous_quantity: number;
  previous_gross_minor: number;
  share: number;
}

/** Products by gross, largest first (then units, then name). */
export function itemRows(rows: RangeRow[], grossTotal: number): RangeItemShape[] {
  return [...sumBy(rows, ['item'], 'key').values()]
    .filter(
      (e) =>
        e.current.quantity !== 0 ||
        e.current.amount !== 0 ||
        e.previous.quantity !== 0 ||
        e.previous.amount !== 0,
    )
    .map((e) => ({
      product_key: e.key,
      name: e.name,
      quantity: e.current.quantity,
      gross_minor: e.current.amount,
      previous_quantity: e.previous.quantity,
      previous_gross_minor: e.previous.amount,
      share: shareOf(e.current.amount, grossTotal),
    }))
    .sort(
      (a, b) =>
        b.gross_minor - a.gross_minor || b.quantity - a.quantity || a.name.localeCompare(b.name, 'tr'),
    );
}

/** Top and bottom sellers among the products sold in the range (quantity > 0), up to 10 each. */
export function sellers(items: RangeItemShape[], n = TOP_N) {
  const sold = items.filter((i) => i.quantity > 0);
  const byName = (a: RangeItemShape, b: RangeItemShape) => a.name.localeCompare(b.name, 'tr');
  const byQuantity = [...sold].sort(
    (a, b) => b.quantity - a.quantity || b.gross_minor - a.gross_minor || byName(a, b),
  );
  const byAmount = [...sold].sort(
    (a, b) => b.gross_minor - a.gross_minor || b.quantity - a.quantity || byName(a, b),
  );
  const leastQuantity = [...sold].sort(
    (a, b) => a.quantity - b.quantity || a.gross_minor - b.gross_minor || byName(a, b),
  );
  const leastAmount = [...sold].sort(
    (a, b) => a.gross_minor - b.gross_minor || a.quantity - b.quantity || byName(a, b),
  );
  return {
    top_sellers: { by_quantity: byQuantity.slice(0, n), by_amount: byAmount.slice(0, n) },
    bottom_sellers: { by_quantity: leastQuantity.slice(0, n), by_amount: leastAmount.slice(0, n) },
  };
}

/** Products summed by their category (no category: id null, name ''), by gross, largest first. */
export function categoryRows(
  items: RangeItemShape[],
  categories: RangeReportInput['categories'],
  grossTotal: number,
) {
  const out = new Map<
    string,
    { category_id: string | null; name: string; q: number; g: number; pq: number; pg: number }
  >();
  for (const item of items) {
    const category = categories[item.product_key];
    const key = category?.id ?? '';
    const entry = out.get(key) ?? {
      category_id: category?.id ?? null,
      name: category?.name ?? '',
      q: 0,
      g: 0,
      pq: 0,
      pg: 0,
    };
    entry.q += item.quantity;
    entry.g += item.gross_minor;
    entry.pq += item.previous_quantity;
    entry.pg += item.previous_gross_minor;
    out.set(key, entry);
  }
  return [...out.values()]
    .map((e) => ({
      category_id: e.category_id,
      name: e.name,
      quantity: e.q,
      gross_minor: e.g,
      previous_quantity: e.pq,
      previous_gross_minor: e.pg,
      share: shareOf(e.g, grossTotal),
    }))
    .sort((a, b) => b.gross_minor - a.gross_minor || a.name.localeCompare(b.name, 'tr'));
}

const salesFigures = (pair: Pair, grossTotal: number) => ({
  orders: pair.current.n,
  gross_minor: pair.current.amount,
  previous_orders: pair.previous.n,
  previous_gross_minor: pair.previous.amount,
  share: shareOf(pair.current.amount, grossTotal),
});

/** 24 hours and 7 weekdays (ISO, Monday first), each with its previous period's figures. */
export function timeRows(rows: RangeRow[], input: Pick<RangeReportInput, 'from' | 'to'>, grossTotal: number) {
  const hours = sumBy(rows, ['hour'], 'key');
  const byHour = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    ...salesFigures(hours.get(String(hour)) ?? emptyPair(), grossTotal),
  }));
  const weekdays = sumBy(rows, ['hour'], 'day', (row) => String(isoWeekday(row.key)));
  const previous = previousPeriod(input.from, input.to);
  const days = weekdayCounts(input.from, input.to);
  const previousDays = weekdayCounts(previous.from, previous.to);
  const byWeekday = Array.from({ length: 7 }, (_, i) => ({
    weekday: i + 1,
    days: days[i] ?? 0,
    previous_days: previousDays[i] ?? 0,
    ...salesFigures(weekdays.get(String(i + 1)) ?? emptyPair(), grossTotal),
  }));
  return { by_hour: byHour, by_weekday: byWeekday };
}

/** Sales, refunds (with voids) and net by store and by channel. */
export function placeRows(rows: RangeRow[], input: RangeReportInput, grossTotal: number) {
  const figures = (group: 'store' | 'channel') => {
    const sales = sumBy(rows, ['hour'], group);
    const back = sumBy(rows, ['refund', 'void'], group);
    const keys = new Set([...sales.keys(), ...back.keys()]);
    return [...keys].map((key) => {
      const s = sales.get(key) ?? emptyPair();
      const b = back.get(key) ?? emptyPair();
      return {
        key,
        ...salesFigures(s, grossTotal),
        refunds_minor: b.current.amount,
        net_minor: s.current.amount - b.current.amount,
        previous_net_minor: s.previous.amount - b.previous.amount,
      };
    });
  };
  const byGross = (a: { gross_minor: number }, b: { gross_minor: number }) => b.gross_minor - a.gross_minor;
  const byStore = figures('store')
    .map(({ key, ...f }) => ({ store_id: key === '' ? null : key, name: input.stores[key] ?? '', ...f }))
    .sort((a, b) => byGross(a, b) || a.name.localeCompare(b.name, 'tr'));
  const channels = figures('channel');
  const byChannel = CHANNELS.filter((c) => c !== 'delivery' || channels.some((f) => f.key === c)).map(
    (channel) => {
      const found = channels.find((f) => f.key === channel);
      const { key: _key, ...f } = found ?? {
        key: channel,
        ...salesFigures(emptyPair(), grossTotal),
        refunds_minor: 0,
        net_minor: 0,
        previous_net_minor: 0,
      };
      return { channel, ...f };
    },
  );
  return { by_store: byStore, by_channel: byChannel };
}

/** Approved parts by method, less the refunds and voids on that method; largest first. */
export function methodRows(rows: RangeRow[]) {
  const sales = sumBy(rows, ['method'], 'key');
  const back = sumBy(rows, ['refund', 'void'], 'key', (row) => reversalParts(row.key).method);
  const total = [...sales.values()].reduce((acc, e) => acc + e.current.amount, 0);
  const methods = new Set([...sales.keys(), ...back.keys()]);
  return [...methods]
    .map((method) => {
      const s = sales.get(method) ?? emptyPair();
      const b = back.get(method) ?? emptyPair();
      return {
        method,
        count: s.current.n,
        amount_minor: s.current.amount,
        refunds_minor: b.current.amount,
        net_minor: s.current.amount - b.current.amount,
        previous_count: s.previous.n,
        previous_amount_minor: s.previous.amount,
        previous_net_minor: s.previous.amount - b.previous.amount,
        share: shareOf(s.current.amount, total),
      };
    })
    .sort((a, b) => b.amount_minor - a.amount_minor || a.method.localeCompare(b.method));
}

/** Refunds and voids by reason and by staff member; by amount, largest first. */
export function reversalRows(rows: RangeRow[], staff: Record<string, string>) {
  const part = (which: 'reason' | 'user') =>
    [
      ...sumBy(
        rows,
        ['refund', 'void'],
        'key',
        (r) => `${r.kind}${KEY_SEPARATOR}${reversalParts(r.key)[which]}`,
      ).entries(),
    ]
      .map(([key, e]) => {
        const [kind = 'refund', value = ''] = key.split(KEY_SEPARATOR);
        return {
          kind: kind as 'refund' | 'void',
          value,
          count: e.current.n,
          amount_minor: e.current.amount,
          previous_count: e.previous.n,
          previous_amount_minor: e.previous.amount,
        };
      })
      .filter(
        (e) =>
          e.count !== 0 || e.amount_minor !== 0 || e.previous_count !== 0 || e.previous_amount_minor !== 0,
      )
      .sort(
        (a, b) =>
          b.amount_minor - a.amount_minor || b.count - a.count || a.value.localeCompare(b.value, 'tr'),
      );
  return {
    by_reason: part('reason').map(({ value, ...e }) => ({ ...e, reason: value })),
    by_staff: part('user').map(({ value, ...e }) => ({
      ...e,
      user_id: value === '' ? null : value,
      name: staff[value] ?? '',
    })),
  };
}

/** The whole report (the API's answer). */
export function buildRangeReport(input: RangeReportInput) {
  const previous = previousPeriod(input.from, input.to);
  const totals = rangeTotals(input.rows, 'current');
  const gross = totals.gross_minor;
  const items = itemRows(input.rows, gross);
  return {
    range: { from: input.from, to: input.to, days: previous.days },
    previous: { from: previous.from, to: previous.to },
    filters: { store_id: input.storeId, channel: input.channel },
    totals,
    previous_totals: rangeTotals(input.rows, 'previous'),
    by_item: items,
    ...sellers(items),
    by_category: categoryRows(items, input.categories, gross),
    ...timeRows(input.rows, input, gross),
    ...placeRows(input.rows, input, gross),
    by_payment_method: methodRows(input.rows),
    reversals: reversalRows(input.rows, input.staff),
  };
}
