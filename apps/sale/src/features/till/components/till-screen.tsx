import type { OrderChannel } from '@kiosk/domain';
import type { MenuState } from '@kiosk/ui';
import { Button, Spinner, useDocumentTitle } from '@kiosk/ui';
import { AlertTriangle, RefreshCw, WifiOff } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { menu as tillMenu } from '../../../lib/menu';
import { setShowImages, useLocalShowImages } from '../../../lib/show-images';
import { useShowProductImagesSetting } from '../../../lib/show-product-images-setting';
import { SoldOutDialog } from '../../../lib/sold-out/sold-out-dialog';
import { useCart } from '../hooks/cart-store';
import { useNow } from '../hooks/use-now';
import { useProductBrowser } from '../hooks/use-product-browser';
import { useProductPick } from '../hooks/use-product-pick';
import { useTillDialogs } from '../hooks/use-till-dialogs';
import { useSearchKeys, useTillShortcuts } from '../hooks/use-till-keys';
import { useTillLiveMenu, useTillMenu } from '../hooks/use-till-menu';
import { useTillSoldOut } from '../hooks/use-till-sold-out';
import { type CheckoutDraft, checkoutDraft, priceCart } from '../utils/priced-cart';
import { CartPanel } from './cart-panel';
import { CustomizeDialog } from './customize-dialog';
import { DealDialog } from './deal-dialog';
import { DiscountDialog } from './discount-dialog';
import { ProductArea } from './product-area';

export interface TillScreenProps {
  /** Charge: the checkout takes the order from here. Absent: the Charge button stays off. */
  onCharge?: (draft: CheckoutDraft) => void;
  /** 'open_order' while a tab is linked (its prices and promotions), else 'till'. */
  channel?: Extract<OrderChannel, 'till' | 'open_order'>;
}

/**
 * The cashier's selling screen: products (search, category tabs, a virtualised grid) on the left,
 * the current order on the right. Keyboard: `/` search, arrows and Enter pick, `+`/`-` change the
 * selected line, Escape clears the search; a barcode scanner adds the product with that SKU.
 */
export function TillScreen({ onCharge, channel = 'till' }: TillScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('sale.till.nav.till'), t('common.brand'));
  const state = useTillMenu();
  const live = useTillLiveMenu();
  const cart = useCart();
  const data = state.view;
  const dialogs = useTillDialogs();
  const now = useNow();
  const searchRef = useRef<HTMLInputElement>(null);
  const adminImages = useShowProductImagesSetting();
  const localImages = useLocalShowImages();
  const soldOut = useTillSoldOut();

  const browser = useProductBrowser(data);
  const deals = useMemo(() => new Set(data?.pricing?.deals.map((d) => d.product_id) ?? []), [data]);
  const { pick, scan } = useProductPick({
    index: browser.index,
    configurable: browser.configurable,
    deals,
    onCustomize: dialogs.onCustomize,
    onDeal: dialogs.onDeal,
  });
  useTillShortcuts({ browser, searchRef, pick, scan });
  const onSearchKeyDown = useSearchKeys({ browser, pick });

  const priced = useMemo(
    () => priceCart(cart.lines, data, { discounts: cart.discounts, channel, at: now }),
    [cart.lines, cart.discounts, data, channel, now],
  );
  const charge = useMemo(
    () =>
      onCharge ? () => onCharge(checkoutDraft(priced, cart.orderType, cart.note, cart.discounts)) : undefined,
    [onCharge, priced, cart.orderType, cart.note, cart.discounts],
  );

  return (
    <div className="grid h-full min-h-0 grid-cols-[minmax(0,1fr)_380px] 2xl:grid-cols-[minmax(0,1fr)_440px]">
      <div className="flex min-h-0 min-w-0 flex-col" data-live={live.joined ? 'joined' : 'waiting'}>
        <MenuNotices state={state} live={live.open} />
        {data ? (
          <ProductArea
            menu={data}
            query={browser.query}
            onQueryChange={browser.setQuery}
            onSearchKeyDown={onSearchKeyDown}
            searchRef={searchRef}
            mainCategories={browser.mainCategories}
            subcategories={browser.subcategories}
            categoryId={browser.categoryId}
            subcategoryId={browser.subcategoryId}
            onCategoryChange={browser.changeCategory}
            onSubcategoryChange={browser.setSubcategoryId}
            products={browser.products}
            highlight={browser.highlight}
            onPick={pick}
            onMenu={soldOut.open}
            countsLeft={soldOut.countsLeft}
            configurable={browser.configurable}
            onColumnsChange={browser.onColumnsChange}
            showImages={adminImages.enabled && localImages}
            localShowImages={localImages}
            imagesAllowed={adminImages.enabled}
            onShowImagesChange={setShowImages}
          />
        ) : (
          <MenuMissing state={state} />
        )}
      </div>
      <CartPanel
        cart={cart}
        priced={priced}
        menu={data}
        channel={channel}
        now={now}
        onEdit={dialogs.editLine}
        onDiscount={dialogs.onDiscount}
        {...(charge ? { onCharge: charge } : {})}
      />
      <CustomizeDialog target={dialogs.customize} menu={data} onClose={dialogs.closeCustomize} />
      <DealDialog target={dialogs.deal} menu={data} channel={channel} onClose={dialogs.closeDeal} />
      <DiscountDialog target={dialogs.discount} onClose={dialogs.closeDiscount} />
      <SoldOutDialog target={soldOut.target} onClose={soldOut.close} />
    </div>
  );
}

/** Above the products: an old menu shown (the server could not be reached), live changes off. */
function MenuNotices({ state, live }: { state: MenuState; live: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {state.stale && (
        <p
          role="status"
          className="flex items-center gap-2 bg-amber-50 px-4 py-1.5 text-amber-900 text-sm ring-1 ring-amber-200"
        >
          <AlertTriangle className="size-4" aria-hidden="true" />
          {t('sale.till.products.stale')}
        </p>
      )}
      {!live && state.view && (
        <p
          role="status"
          className="flex items-center gap-2 bg-surface-muted px-4 py-1 text-ink-muted text-xs"
          data-testid="live-offline"
        >
          <WifiOff className="size-3.5" aria-hidden="true" />
          {t('sale.till.live.connection')}
        </p>
      )}
    </>
  );
}

/** No menu yet: why it failed (with a retry), else loading. */
function MenuMissing({ state }: { state: MenuState }) {
  const { t } = useTranslation();
  if (state.status === 'error') {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center" role="alert">
        <AlertTriangle className="size-10 text-red-600" aria-hidden="true" />
        <p className="font-semibold text-ink text-lg">
          {t(`sale.till.products.errors.${state.error?.key ?? 'noData'}`, {
            status: state.error?.status ?? '',
          })}
        </p>
        <Button variant="outline" onClick={() => void tillMenu.reloadMenu()}>
          <RefreshCw aria-hidden="true" />
          {t('sale.till.products.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-1 items-center justify-center">
      <Spinner size="md" showLabel label={t('sale.till.products.loading')} />
    </div>
  );
}
