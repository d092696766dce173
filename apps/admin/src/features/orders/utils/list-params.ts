import { DISPLAY_STATUSES, type DisplayStatus } from '@kiosk/domain';

/** Spec section 9: 20 orders a page. */
export const ORDERS_PAGE_SIZE = 20;

export const DATE_FILTERS = ['all', 'today', 'week', 'month'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export const CHANNEL_FILTERS = ['kiosk', 'till', 'open_order', 'delivery'] as const;
export const METHOD_FILTERS = ['card', 'cash', 'online'] as const;

/**
 * The orders list's state, kept in the address (`?status=&date=&page=`, issue 34: `q` the search
 * text, `store`, `channel`, `method`, `staff`; '' is none).
 */
export interface OrdersListState {
  status: DisplayStatus | 'all';
  date: DateFilter;
  page: number;
  q: string;
  store: string;
  channel: (typeof CHANNEL_FILTERS)[number] | '';
  method: (typeof METHOD_FILTERS)[number] | '';
  staff: string;
}

export const DEFAULT_ORDERS_LIST_STATE: OrdersListState = {
  status: 'all',
  date: 'all',
  page: 1,
  q: '',
  store: '',
  channel: '',
  method: '',
  staff: '',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNone = (value: string | null) => (value && UUID.test(value) ? value : '');

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

export function parseOrdersListState(params: URLSearchParams): OrdersListState {
  const page = Number(params.get('page'));
  return {
    status: oneOf<DisplayStatus | 'all'>(params.get('status'), ['all', ...DISPLAY_STATUSES], 'all'),
    date: oneOf(params.get('date'), DATE_FILTERS, 'all'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    q: (params.get('q') ?? '').slice(0, 100),
    store: uuidOrNone(params.get('store')),
    channel: oneOf<OrdersListState['channel']>(params.get('channel'), CHANNEL_FILTERS, ''),
    method: oneOf<OrdersListState['method']>(params.get('method'), METHOD_FILTERS, ''),
    staff: uuidOrNone(params.get('staff')),
  };
}

/** Only what differs from the defaults goes into the address. */
export function ordersListStateToParams(state: OrdersListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'all') params.set('status', state.status);
  if (state.date !== 'all') params.set('date', state.date);
  if (state.page > 1) params.set('page', String(state.page));
  for (const key of ['q', 'store', 'channel', 'method', 'staff'] as const) {
    if (state[key]) params.set(key, state[key]);
  }
  return params;
}

export function hasOrderFilters(state: OrdersListState): boolean {
  return (
    state.status !== 'all' ||
    state.date !== 'all' ||
    Boolean(state.q.trim() || state.store || state.channel || state.method || state.staff)
  );
}

/** The filters as get-orders and export-orders take them (only those set). */
export function ordersFilterQuery(state: OrdersListState, startDate: string | undefined) {
  const q = state.q.trim();
  return {
    ...(state.status !== 'all' ? { status: state.status } : {}),
    ...(startDate ? { startDate } : {}),
    ...(q ? { q } : {}),
    ...(state.store ? { store: state.store } : {}),
    ...(state.channel ? { channel: state.channel } : {}),
    ...(state.method ? { method: state.method } : {}),
    ...(state.staff ? { staff: state.staff } : {}),
  };
}

const DAYS_BACK: Record<Exclude<DateFilter, 'all'>, number> = { today: 0, week: 7, month: 30 };

/**
 * The `startDate` of a date filter (spec: start of today, 7 days back, 30 days back), as an ISO
 * instant. Counted from the start of the local day, so it stays the same all day long (a stable
 * query key) and "7 days" never cuts a morning in half.
 */
export function startDateFor(filter: DateFilter, now: Date = new Date()): string | undefined {
  if (filter === 'all') return undefined;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - DAYS_BACK[filter]);
  return start.toISOString();
}

/**
 * The list's total as the page shows it: "1.000+" when get-orders stopped counting there
 * (`totalCapped`: it counts 1,000 past the page's first row), else the number, in the language's
 * digits grouping.
 */
export function ordersTotalLabel(total: number, capped: boolean, language: string): string {
  const shown = new Intl.NumberFormat(language).format(total);
  return capped ? `${shown}+` : shown;
}
