import { describe, expect, it } from 'vitest';
import { createMenuCache, isFresh, MAX_STORED_MENU_CHARS, MENU_CACHE_TTL_MS } from './menu-cache.js';
import { testMenu } from './menu-fixture.js';

describe('menu cache', () => {
  it('keeps a menu 5 minutes', () => {
    const now = 1_000_000;
    expect(isFresh({ data: testMenu(), etag: 'x', fetchedAt: now - MENU_CACHE_TTL_MS + 1 }, now)).toBe(true);
    expect(isFresh({ data: testMenu(), etag: 'x', fetchedAt: now - MENU_CACHE_TTL_MS }, now)).toBe(false);
  });

  it('drops the version tag of a copy changed live, so the server’s menu is read again', () => {
    const cache = createMenuCache('test_menu_cache');
    cache.clear();
    cache.write('tr', { data: testMenu(), etag: '"v1"', fetchedAt: 5 });
    cache.patch('tr', { ...testMenu(), products: [] });
    expect(cache.read('tr')).toMatchObject({ etag: null, fetchedAt: 5, data: { products: [] } });
    expect(cache.read('en')).toBeNull();
    cache.clear();
    expect(cache.read('tr')).toBeNull();
  });

  it('keeps a menu too big for localStorage in memory only', () => {
    const cache = createMenuCache('big_menu_cache');
    cache.write('tr', { data: testMenu(), etag: '"v1"', fetchedAt: 5 }, MAX_STORED_MENU_CHARS + 1);
    expect(cache.read('tr')?.etag).toBe('"v1"');
    expect(globalThis.localStorage?.getItem('big_menu_cache:tr') ?? null).toBeNull();
  });

  it('keeps each app’s copies under its own key', () => {
    expect(createMenuCache('kiosk_menu_cache').key('tr')).toBe('kiosk_menu_cache:tr');
    expect(createMenuCache('pos_menu_cache').key('en')).toBe('pos_menu_cache:en');
  });
});
