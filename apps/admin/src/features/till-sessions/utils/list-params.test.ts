import { describe, expect, it } from 'vitest';
import { OPEN_TILL_SESSIONS_PATH } from '../../../lib/till-session-paths';
import {
  DEFAULT_TILL_SESSIONS_STATE,
  hasTillSessionFilters,
  parseTillSessionsState,
  rangeInvalid,
  TILL_SESSIONS_PAGE_SIZE,
  tillSessionsStateToParams,
  toListQuery,
} from './list-params';

const STORE = '0b8f6a57-6f0e-4c1e-9a55-1f1c8d1f2a10';
const TILL = 'a1b2c3d4-e5f6-4a1b-8c2d-3e4f5a6b7c8d';

describe('till sessions list: filters <-> address', () => {
  it('reads every filter from the address and writes it back the same', () => {
    const address = `from=2026-11-01&to=2026-11-28&store=${STORE}&till=${TILL}&status=closed&page=3`;
    const state = parseTillSessionsState(new URLSearchParams(address));
    expect(state).toEqual({
      from: '2026-11-01',
      to: '2026-11-28',
      store: STORE,
      till: TILL,
      status: 'closed',
      page: 3,
    });
    expect(tillSessionsStateToParams(state).toString()).toBe(address);
  });

  it('leaves the defaults out of the address', () => {
    expect(tillSessionsStateToParams(DEFAULT_TILL_SESSIONS_STATE).toString()).toBe('');
    expect(hasTillSessionFilters(DEFAULT_TILL_SESSIONS_STATE)).toBe(false);
  });

  it('drops malformed values: a non-day, an impossible day, a non-id, an unknown status, a bad page', () => {
    const state = parseTillSessionsState(
      new URLSearchParams('from=yesterday&to=2026-02-30&store=42&till=x&status=lost&page=-2'),
    );
    expect(state).toEqual(DEFAULT_TILL_SESSIONS_STATE);
  });

  it("the dashboard's link opens the list on the open sessions", () => {
    const params = new URL(OPEN_TILL_SESSIONS_PATH, 'http://admin').searchParams;
    const state = parseTillSessionsState(params);
    expect(state.status).toBe('open');
    expect(hasTillSessionFilters(state)).toBe(true);
  });
});

describe('till sessions list: the API query', () => {
  it('sends only the filters that are set, with the page and its size', () => {
    expect(toListQuery(DEFAULT_TILL_SESSIONS_STATE)).toEqual({ page: 1, page_size: TILL_SESSIONS_PAGE_SIZE });
    expect(
      toListQuery({ from: '2026-11-01', to: '', store: STORE, till: TILL, status: 'open', page: 2 }),
    ).toEqual({
      from: '2026-11-01',
      store_id: STORE,
      pos_device_id: TILL,
      status: 'open',
      page: 2,
      page_size: TILL_SESSIONS_PAGE_SIZE,
    });
  });

  it('refuses a range whose start is after its end', () => {
    expect(rangeInvalid({ from: '2026-11-02', to: '2026-11-01' })).toBe(true);
    expect(rangeInvalid({ from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(rangeInvalid({ from: '2026-11-02', to: '' })).toBe(false);
  });
});
