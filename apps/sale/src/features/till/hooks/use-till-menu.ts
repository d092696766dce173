import type { RealtimeEvent } from '@kiosk/contracts';
import { DB_CHANGES_CHANNEL } from '@kiosk/domain';
import {
  decideLiveUpdate,
  formatMinor,
  type LiveAction,
  type MenuState,
  useLanguage,
  useLiveChanges,
  withoutProduct,
  withPrice,
  withStock,
} from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { loadTillMenu, menu } from '../../../lib/menu';
import { markMenuCacheInvalidated } from '../../../lib/pos-storage';
import { SHOW_PRODUCT_IMAGES_QUERY_KEY } from '../../../lib/show-product-images-setting';
import { SOLD_OUT_QUERY_KEY } from '../../../lib/sold-out/get-sold-out';
import { cartStore } from './cart-store';

/** The menu in the till's language (5-minute cache, reloaded when the language changes). */
export function useTillMenu(): MenuState {
  const { language } = useLanguage();
  useEffect(() => {
    void loadTillMenu(language);
  }, [language]);
  return menu.useMenu();
}

/** Money as the till shows it: Turkish lira from minor units, in the interface's locale. */
export function useMoney(): (minor: number) => string {
  const { locale } = useLanguage();
  return useCallback((minor: number) => formatMinor(minor, 'TL', locale), [locale]);
}

/**
 * Carries out the live-menu rules for the till. A cashier has no customer session: prices, names,
 * availability and products change at once. A line whose product became unavailable is not taken
 * out of the order but marked (the cart blocks payment until it is removed).
 */
async function applyTillLiveActions(actions: LiveAction[], reloadSettings: () => void): Promise<void> {
  let reload = false;
  for (const action of actions) {
    switch (action.type) {
      case 'remove-product':
        menu.patchMenu((data) => withoutProduct(data, action.productId));
        break;
      case 'set-stock':
        menu.patchMenu((data) => withStock(data, action.productId, action.inStock));
        break;
      case 'set-price':
        menu.patchMenu((data) => withPrice(data, action.productId, action.priceMinor));
        break;
      case 'clear-cache':
        markMenuCacheInvalidated();
        break;
      case 'reload':
        reload = true;
        break;
      case 'reload-settings':
        reloadSettings();
        break;
      default:
        // remove-from-cart: the line is marked instead; notify: the cart shows its own notice
        break;
    }
  }
  if (reload) {
    markMenuCacheInvalidated();
    await menu.reloadAfterChange();
  }
}

/**
 * Listens to `db-changes` and applies them to the menu; after a dropped connection the menu is read
 * again (events may have been missed). Returns whether the connection is open and the channel joined.
 */
export function useTillLiveMenu(): { open: boolean; joined: boolean } {
  const queryClient = useQueryClient();
  const onEvent = (event: RealtimeEvent) => {
    // a product's "86" mark or count left may have changed: the tiles' counts are read again
    if (event.channel === DB_CHANGES_CHANNEL && event.table === 'products') {
      void queryClient.invalidateQueries({ queryKey: SOLD_OUT_QUERY_KEY });
    }
    const actions = decideLiveUpdate(event, {
      sessionActive: false,
      menu: menu.store.get().view,
      cartProductIds: new Set(cartStore.get().lines.map((l) => l.productId)),
    });
    if (actions.length > 0) {
      void applyTillLiveActions(
        actions,
        () => void queryClient.invalidateQueries({ queryKey: SHOW_PRODUCT_IMAGES_QUERY_KEY }),
      );
    }
  };
  const { open, joined } = useLiveChanges(true, onEvent, () => {
    markMenuCacheInvalidated();
    void menu.reloadMenu();
    void queryClient.invalidateQueries({ queryKey: SOLD_OUT_QUERY_KEY });
  });
  return { open, joined };
}
