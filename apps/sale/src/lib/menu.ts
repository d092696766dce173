import type { Language } from '@kiosk/i18n';
import { createMenuLoader } from '@kiosk/ui';
import { clearMenuCacheInvalidated, isMenuCacheInvalidated } from './pos-storage';
import { session } from './session';

/**
 * The till's menu (the shared loader of packages/ui): cached 5 minutes under pos_menu_cache:<lang>;
 * every load from the server clears pos_cache_invalidated.
 */
export const menu = createMenuLoader({
  cacheKeyPrefix: 'pos_menu_cache',
  clientApplication: 'pos',
  getAccessToken: () => session.getValidAccessToken(),
  onFetched: clearMenuCacheInvalidated,
});

/** Loads the menu of `language`; a copy made stale by live updates is not used. */
export function loadTillMenu(language: Language): Promise<void> {
  return menu.loadMenu(language, { force: isMenuCacheInvalidated() });
}
