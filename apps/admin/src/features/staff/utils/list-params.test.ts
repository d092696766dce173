import { describe, expect, it } from 'vitest';
import { hasStaffFilters, parseStaffState, staffStateToParams, toStaffQuery } from './list-params';

const STORE = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('staff list params', () => {
  it('reads a shared link and writes back only what differs from the defaults', () => {
    const state = parseStaffState(
      new URLSearchParams(`q=ayşe&role=cashier&store=${STORE}&status=disabled&page=3`),
    );
    expect(state).toEqual({ q: 'ayşe', role: 'cashier', store: STORE, status: 'disabled', page: 3 });
    expect(staffStateToParams(state).toString()).toBe(
      `q=ay%C5%9Fe&role=cashier&store=${STORE}&status=disabled&page=3`,
    );
    expect(staffStateToParams(parseStaffState(new URLSearchParams())).toString()).toBe('');
  });

  it('drops malformed values instead of asking the server with them', () => {
    expect(parseStaffState(new URLSearchParams('role=owner&store=abc&status=gone&page=-2'))).toEqual({
      q: '',
      role: '',
      store: '',
      status: 'all',
      page: 1,
    });
  });

  it('asks only for the filters set, trimmed, with the page size', () => {
    const state = parseStaffState(new URLSearchParams('q=%20%20&status=active'));
    expect(hasStaffFilters(state)).toBe(true);
    expect(toStaffQuery(state)).toEqual({ status: 'active', page: 1, page_size: 25 });
    expect(hasStaffFilters(parseStaffState(new URLSearchParams('q=%20')))).toBe(false);
  });
});
