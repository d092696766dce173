import { createMenuLoader } from '@kiosk/ui';
import { session } from '../lib/session';

export type { MenuError, MenuState } from '@kiosk/ui';

/** The kiosk's menu (shared loader of packages/ui): cached 5 minutes under kiosk_menu_cache:<lang>. */
const loader = createMenuLoader({
  cacheKeyPrefix: 'kiosk_menu_cache',
  clientApplication: 'kiosk',
  getAccessToken: () => session.getValidAccessToken(),
});

export const menuStore = loader.store;
export const useMenu = loader.useMenu;
export const loadMenu = loader.loadMenu;
export const reloadMenu = loader.reloadMenu;
export const reloadAfterChange = loader.reloadAfterChange;
export const patchMenu = loader.patchMenu;
export const clearMenuCache = loader.clearMenuCache;
export const holdPrices = loader.holdPrices;
export const releasePrices = loader.releasePrices;
