import { describe, expect, it } from 'vitest';
import { MENU_PATH } from '../menu/menu-fetch.js';
import { isServerPath, offlineRule, pageCacheKey, readCacheKey } from './cache-rules.js';

const ORIGIN = 'http://kiosk.local:5173';
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: new URL(path, ORIGIN) });

describe('offlineRule', () => {
  it('keeps the app page of any route, never an API or file address opened in a tab', () => {
    expect(offlineRule(get('/', 'navigate'), ORIGIN)).toBe('page');
    expect(offlineRule(get('/cart?x=1', 'navigate'), ORIGIN)).toBe('page');
    expect(offlineRule(get('/api/docs', 'navigate'), ORIGIN)).toBe('network');
    expect(offlineRule(get('/storage/v1/object/public/a.png', 'navigate'), ORIGIN)).toBe('network');
  });

  it('keeps the menu and the welcome page reads', () => {
    expect(offlineRule(get(`${MENU_PATH}?lang=tr&t=1`), ORIGIN)).toBe('read');
    expect(offlineRule(get('/rest/v1/welcome_page_settings'), ORIGIN)).toBe('read');
  });

  it('never keeps orders, payments, sign-in, other reads, writes or another origin', () => {
    for (const path of [
      '/functions/v1/manage-orders/create',
      '/functions/v1/kiosk-payment/status?order_id=1',
      '/functions/v1/kiosk-payment/availability',
      '/auth/v1/user',
      '/rest/v1/settings?key=pay_at_counter',
      '/realtime/v1',
    ])
      expect(offlineRule(get(path), ORIGIN), path).toBe('network');
    expect(offlineRule({ ...get(MENU_PATH), method: 'POST' }, ORIGIN)).toBe('network');
    expect(offlineRule(get('/', 'navigate'), 'http://other.local')).toBe('network');
  });
});

describe('cache keys', () => {
  it("keep one menu per language, whatever the request's cache busters", () => {
    const a = readCacheKey(new URL(`${MENU_PATH}?lang=tr&t=1&v=abc`, ORIGIN));
    const b = readCacheKey(new URL(`${MENU_PATH}?t=2&lang=tr`, ORIGIN));
    expect(a).toBe(b);
    expect(a).toBe(`${ORIGIN}${MENU_PATH}?lang=tr`);
    expect(readCacheKey(new URL(`${MENU_PATH}?lang=en&t=1`, ORIGIN))).not.toBe(a);
  });

  it('keeps one page for every route', () => {
    expect(pageCacheKey(ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('tells the server paths', () => {
    expect(isServerPath('/rest')).toBe(true);
    expect(isServerPath('/restaurant')).toBe(false);
    expect(isServerPath('/functions/v1/x')).toBe(true);
  });
});
