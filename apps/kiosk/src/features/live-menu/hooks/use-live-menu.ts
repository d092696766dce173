import type { RealtimeEvent } from '@kiosk/contracts';
import {
  decideLiveUpdate,
  type LiveAction,
  type LiveNotice,
  useLiveChanges,
  withoutProduct,
  withPrice,
  withStock,
} from '@kiosk/ui';
import { notify } from '../../../components/notices';
import { i18n } from '../../../lib/i18n';
import { productIdsOf } from '../../../state/cart';
import { customerSession, removeProductFromCart } from '../../../state/customer-session';
import {
  clearMenuCache,
  menuStore,
  patchMenu,
  reloadAfterChange,
  reloadMenu,
} from '../../../state/menu-store';
import { loadCustomerInfoSetting, loadWelcomeSettings } from '../../../state/settings-store';

const NOTICE_TONES: Record<LiveNotice, 'warning' | 'info'> = {
  removed: 'warning',
  removedFromCart: 'warning',
  deletedFromCart: 'warning',
  soldOut: 'warning',
  soldOutFromCart: 'warning',
  inStock: 'info',
  back: 'info',
};

/** Carries out what the live rules decided for one event. */
async function applyLiveActions(actions: LiveAction[]): Promise<void> {
  let reload = false;
  let clear = false;
  const notices: Array<Extract<LiveAction, { type: 'notify' }>> = [];
  for (const action of actions) {
    switch (action.type) {
      case 'remove-product':
        patchMenu((menu) => withoutProduct(menu, action.productId));
        break;
      case 'remove-from-cart':
        removeProductFromCart(action.productId);
        break;
      case 'set-stock':
        patchMenu((menu) => withStock(menu, action.productId, action.inStock));
        break;
      case 'set-price':
        patchMenu((menu) => withPrice(menu, action.productId, action.priceMinor));
        break;
      case 'clear-cache':
        clear = true;
        break;
      case 'reload':
        reload = true;
        break;
      case 'notify':
        notices.push(action);
        break;
      case 'reload-settings':
        void loadCustomerInfoSetting();
        break;
      case 'reload-welcome':
        void loadWelcomeSettings();
        break;
    }
  }
  if (clear) clearMenuCache();
  if (reload) await reloadAfterChange();
  for (const notice of notices) {
    // a product back on the menu is named as the menu (in the customer's language) now calls it
    const name = menuStore.get().view?.products.find((p) => p.id === notice.productId)?.name || notice.name;
    notify({ tone: NOTICE_TONES[notice.notice], title: i18n.t(`kiosk.live.${notice.notice}`, { name }) });
  }
}

/**
 * Listens to `db-changes` while the device is signed in and applies the live menu rules. After a
 * dropped connection the menu and settings are read again (events may have been missed).
 */
export function useLiveMenu(enabled: boolean): boolean {
  const onEvent = (event: RealtimeEvent) => {
    const session = customerSession.get();
    const actions = decideLiveUpdate(event, {
      sessionActive: session.active,
      menu: menuStore.get().view,
      cartProductIds: productIdsOf(session.lines),
    });
    if (actions.length > 0) void applyLiveActions(actions);
  };
  const { joined, open } = useLiveChanges(enabled, onEvent, () => {
    void reloadMenu();
    void loadCustomerInfoSetting();
    void loadWelcomeSettings();
  });
  return joined && open;
}
