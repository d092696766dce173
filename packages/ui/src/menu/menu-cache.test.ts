import { describe, expect, it } from 'vitest';
import { testMenu } from '../test/menu-fixture';
import {
  clearMenuCache,
  isFresh,
  MENU_CACHE_TTL_MS,
  patchCachedMenu,
  readCachedMenu,
  writeCachedMenu,
} from './menu-cache';

describe('menu cache', () => {
  it('keeps a menu 5 minutes', () => {
    const now = 1_000_000;
    expect(isFresh({ data: testMenu(), etag: 'x', fetchedAt: now - MENU_CACHE_TTL_MS + 1 }, now)).toBe(true);
    expect(isFresh({ data: testMenu(), etag: 'x', fetchedAt: now - MENU_CACHE_TTL_MS }, now)).toBe(false);
  });

  it('drops the version tag of a copy changed live, so the server’s menu is read again', () => {
    clearMenuCache();
    writeCachedMenu('tr', { data: testMenu(), etag: '"v1"', fetchedAt: 5 });
    patchCachedMenu('tr', { ...testMenu(), products: [] });
    expect(readCachedMenu('tr')).toMatchObject({ etag: null, fetchedAt: 5, data: { products: [] } });
    expect(readCachedMenu('en')).toBeNull();
    clearMenuCache();
    expect(readCachedMenu('tr')).toBeNull();
  });
});
