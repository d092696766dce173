import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDERS_LIST_STATE,
  hasOrderFilters,
  ordersFilterQuery,
  ordersListStateToParams,
  ordersTotalLabel,
  parseOrdersListState,
} from './list-params';

const STORE = '0b8e0d6c-3c1a-4f53-9d7e-2b1b1f0e9a11';

describe('orders list address (issue 34: search and filters)', () => {
  it('keeps the search text and the store, channel, method and staff filters in the address', () => {
    const params = new URLSearchParams({
      q: '0532 123',
      store: STORE,
      channel: 'till',
      method: 'cash',
      staff: STORE,
    });
    const state = parseOrdersListState(params);
    expect(state).toMatchObject({
      q: '0532 123',
      store: STORE,
      channel: 'till',
      method: 'cash',
      staff: STORE,
    });
    expect(parseOrdersListState(ordersListStateToParams(state))).toEqual(state);
    expect(hasOrderFilters(state)).toBe(true);
  });

  it('drops what is no filter value: an unknown channel or method, a store that is no id', () => {
    const state = parseOrdersListState(new URLSearchParams('channel=fax&method=gold&store=1;drop&staff=x'));
    expect(state).toEqual(DEFAULT_ORDERS_LIST_STATE);
    expect(hasOrderFilters({ ...DEFAULT_ORDERS_LIST_STATE, q: '   ' })).toBe(false);
  });

  it('sends only the filters that are set, the search text trimmed', () => {
    expect(ordersFilterQuery(DEFAULT_ORDERS_LIST_STATE, undefined)).toEqual({});
    expect(
      ordersFilterQuery(
        { ...DEFAULT_ORDERS_LIST_STATE, status: 'ready', q: ' 125,50 ', channel: 'kiosk' },
        'S',
      ),
    ).toEqual({ status: 'ready', startDate: 'S', q: '125,50', channel: 'kiosk' });
  });
});

describe('ordersTotalLabel', () => {
  it('marks a count that stopped with "+", grouped as the language writes numbers', () => {
    expect(ordersTotalLabel(1000, true, 'tr')).toBe('1.000+');
    expect(ordersTotalLabel(1980, true, 'en')).toBe('1,980+');
    expect(ordersTotalLabel(1050, false, 'tr')).toBe('1.050');
    expect(ordersTotalLabel(7, false, 'en')).toBe('7');
  });
});
