import { PRODUCT_PAGE_SIZES, PRODUCT_SORTS, type ProductListQuery } from '@kiosk/contracts';

type ProductSort = (typeof PRODUCT_SORTS)[number];
export type YesNoAll = 'all' | 'yes' | 'no';
export type ProductPageSize = (typeof PRODUCT_PAGE_SIZES)[number];

/** The products page's list state; kept in the address so a reload or a shared link shows the same list. */
export interface ProductListState {
  q: string;
  category: string;
  status: 'all' | 'active' | 'inactive';
  configurable: YesNoAll;
  optionOnly: YesNoAll;
  showDeactivated: boolean;
  sort: ProductSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: ProductPageSize;
}

/** Spec: 25 rows a page by default; newest first until a column is sorted. */
export const DEFAULT_LIST_STATE: ProductListState = {
  q: '',
  category: '',
  status: 'all',
  configurable: 'all',
  optionOnly: 'all',
  showDeactivated: false,
  sort: 'created_at',
  order: 'desc',
  page: 1,
  pageSize: 25,
};

/** Columns the table sorts by (spec: name, category, price, status, configurable). */
const SORTABLE_COLUMNS = ['name', 'category', 'price', 'status', 'configurable'] as const;
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

export function parseListState(params: URLSearchParams): ProductListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('page_size'));
  return {
    q: params.get('q')?.slice(0, 100) ?? '',
    category: params.get('category') ?? '',
    status: oneOf(params.get('status'), ['all', 'active', 'inactive'], 'all'),
    configurable: oneOf(params.get('configurable'), ['all', 'yes', 'no'], 'all'),
    optionOnly: oneOf(params.get('option_only'), ['all', 'yes', 'no'], 'all'),
    showDeactivated: params.get('show_deactivated') === 'true',
    sort: oneOf(params.get('sort'), PRODUCT_SORTS, DEFAULT_LIST_STATE.sort),
    order: oneOf(params.get('order'), ['asc', 'desc'], DEFAULT_LIST_STATE.order),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: (PRODUCT_PAGE_SIZES as readonly number[]).includes(size)
      ? (size as ProductPageSize)
      : DEFAULT_LIST_STATE.pageSize,
  };
}

/** The address query for a state, leaving out defaults. */
export function listStateToParams(state: ProductListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.category) params.set('category', state.category);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.configurable !== 'all') params.set('configurable', state.configurable);
  if (state.optionOnly !== 'all') params.set('option_only', state.optionOnly);
  if (state.showDeactivated) params.set('show_deactivated', 'true');
  if (state.sort !== DEFAULT_LIST_STATE.sort || state.order !== DEFAULT_LIST_STATE.order) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_LIST_STATE.pageSize) params.set('page_size', String(state.pageSize));
  return params;
}

/** The API query of GET /rest/v1/products for a state. */
export function listStateToQuery(state: ProductListState): Partial<ProductListQuery> {
  return {
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(state.category ? { category: state.category } : {}),
    status: state.status,
    configurable: state.configurable,
    option_only: state.optionOnly,
    show_deactivated: state.showDeactivated,
    sort: state.sort,
    order: state.order,
    page: state.page,
    page_size: state.pageSize,
  };
}

/** Sorting by a column: ascending first, then descending on the next press. */
export function nextSort(
  state: ProductListState,
  column: SortableColumn,
): Pick<ProductListState, 'sort' | 'order'> {
  if (state.sort === column) return { sort: column, order: state.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: 'asc' };
}

/** Whether any filter differs from the defaults (the 'clear filters' button shows then). */
export function hasFilters(state: ProductListState): boolean {
  return (
    state.q.trim() !== '' ||
    state.category !== '' ||
    state.status !== 'all' ||
    state.configurable !== 'all' ||
    state.optionOnly !== 'all' ||
    state.showDeactivated
  );
}
