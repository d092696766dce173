import type { ListTillSessions } from '@kiosk/contracts';

/** Sessions a page of the list. */
export const TILL_SESSIONS_PAGE_SIZE = 20;

export const SESSION_STATUSES = ['all', 'open', 'closed'] as const;
export type SessionStatusFilter = (typeof SESSION_STATUSES)[number];

/** The list's filters and page, kept in the address (`?from=&to=&store=&till=&status=&page=`). */
export interface TillSessionsListState {
  /** First business day (YYYY-MM-DD) or '' for no lower bound. */
  from: string;
  /** Last business day (YYYY-MM-DD) or '' for no upper bound. */
  to: string;
  /** A store id or '' for every store. */
  store: string;
  /** A till (pos device) id or '' for every till. */
  till: string;
  status: SessionStatusFilter;
  page: number;
}

export const DEFAULT_TILL_SESSIONS_STATE: TillSessionsListState = {
  from: '',
  to: '',
  store: '',
  till: '',
  status: 'all',
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar day (2026-02-30 is not). */
function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dayOr = (value: string | null) => (value !== null && isDay(value) ? value : '');
const idOr = (value: string | null) => (value !== null && UUID.test(value) ? value.toLowerCase() : '');

/** The state an address stands for; anything malformed is left out (a bad link shows the whole list). */
export function parseTillSessionsState(params: URLSearchParams): TillSessionsListState {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    from: dayOr(params.get('from')),
    to: dayOr(params.get('to')),
    store: idOr(params.get('store')),
    till: idOr(params.get('till')),
    status: status === 'open' || status === 'closed' ? status : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the address. */
export function tillSessionsStateToParams(state: TillSessionsListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.store) params.set('store', state.store);
  if (state.till) params.set('till', state.till);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function hasTillSessionFilters(state: TillSessionsListState): boolean {
  return Boolean(state.from || state.to || state.store || state.till || state.status !== 'all');
}

/** The start day is after the end day: the list is not asked for. */
export function rangeInvalid(state: Pick<TillSessionsListState, 'from' | 'to'>): boolean {
  return Boolean(state.from && state.to && state.from > state.to);
}

/** GET /api/admin/till-sessions's query for a state (only the filters set). */
export function toListQuery(state: TillSessionsListState): ListTillSessions {
  return {
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(state.store ? { store_id: state.store } : {}),
    ...(state.till ? { pos_device_id: state.till } : {}),
    ...(state.status !== 'all' ? { status: state.status } : {}),
    page: state.page,
    page_size: TILL_SESSIONS_PAGE_SIZE,
  };
}
