import { type ListStaffQuery, USER_ROLE_VALUES } from '@kiosk/contracts';

/** Accounts a page of the list. */
export const STAFF_PAGE_SIZE = 25;

export const STAFF_STATUSES = ['all', 'active', 'disabled'] as const;
export type StaffStatusFilter = (typeof STAFF_STATUSES)[number];
export type StaffRoleFilter = '' | (typeof USER_ROLE_VALUES)[number];

/** The list's search, filters and page, kept in the address (`?q=&role=&store=&status=&page=`). */
export interface StaffListState {
  q: string;
  role: StaffRoleFilter;
  /** A store id or '' for every store. */
  store: string;
  status: StaffStatusFilter;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The state an address stands for; anything malformed is left out (a bad link shows the whole list). */
export function parseStaffState(params: URLSearchParams): StaffListState {
  const page = Number(params.get('page'));
  const role = params.get('role') ?? '';
  const status = params.get('status');
  const store = params.get('store') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    role: (USER_ROLE_VALUES as readonly string[]).includes(role) ? (role as StaffRoleFilter) : '',
    store: UUID.test(store) ? store.toLowerCase() : '',
    status: status === 'active' || status === 'disabled' ? status : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the address. */
export function staffStateToParams(state: StaffListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.role) params.set('role', state.role);
  if (state.store) params.set('store', state.store);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function hasStaffFilters(state: StaffListState): boolean {
  return Boolean(state.q.trim() || state.role || state.store || state.status !== 'all');
}

/** GET /rest/v1/staff's query for a state (only the filters set). */
export function toStaffQuery(state: StaffListState): ListStaffQuery {
  return {
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(state.role ? { role: state.role } : {}),
    ...(state.store ? { store_id: state.store } : {}),
    ...(state.status !== 'all' ? { status: state.status } : {}),
    page: state.page,
    page_size: STAFF_PAGE_SIZE,
  };
}
