import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  hasFilters,
  listStateToParams,
  listStateToQuery,
  nextSort,
  parseListState,
} from './list-params';

describe('product list state', () => {
  it('defaults to 25 rows, newest first, deactivated products hidden', () => {
    expect(parseListState(new URLSearchParams())).toEqual(DEFAULT_LIST_STATE);
    expect(listStateToParams(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(hasFilters(DEFAULT_LIST_STATE)).toBe(false);
  });

  it('round-trips through the address and ignores invalid values', () => {
    const state = {
      ...DEFAULT_LIST_STATE,
      q: 'köfte',
      category: 'food',
      status: 'inactive' as const,
      configurable: 'yes' as const,
      optionOnly: 'no' as const,
      showDeactivated: true,
      sort: 'price' as const,
      order: 'asc' as const,
      page: 3,
      pageSize: 50 as const,
    };
    expect(parseListState(listStateToParams(state))).toEqual(state);
    expect(parseListState(new URLSearchParams('page_size=7&page=-2&status=gone&sort=colour'))).toEqual(
      DEFAULT_LIST_STATE,
    );
  });

  it('builds the API query', () => {
    expect(listStateToQuery({ ...DEFAULT_LIST_STATE, q: '  ayran ' })).toEqual({
      q: 'ayran',
      status: 'all',
      configurable: 'all',
      option_only: 'all',
      show_deactivated: false,
      sort: 'created_at',
      order: 'desc',
      page: 1,
      page_size: 25,
    });
  });

  it('sorts ascending first, then toggles', () => {
    expect(nextSort(DEFAULT_LIST_STATE, 'price')).toEqual({ sort: 'price', order: 'asc' });
    expect(nextSort({ ...DEFAULT_LIST_STATE, sort: 'price', order: 'asc' }, 'price')).toEqual({
      sort: 'price',
      order: 'desc',
    });
    expect(nextSort({ ...DEFAULT_LIST_STATE, sort: 'price', order: 'desc' }, 'name')).toEqual({
      sort: 'name',
      order: 'asc',
    });
  });
});
