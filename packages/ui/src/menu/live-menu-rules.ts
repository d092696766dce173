import type { MenuData, MenuProduct, RealtimeEvent } from '@kiosk/contracts';
import { DB_CHANGES_CHANNEL } from '@kiosk/domain';

/**
 * What the kiosk does about one `db-changes` event (spec section 4, "Live menu updates"):
 * - a product turning inactive is removed from the menu (and from the cart, with a notice);
 * - turning active adds it back (the menu is reloaded: the event does not carry the product);
 * - an in-stock change is shown at once (sold out: unavailable, not addable, out of the cart) with a notice;
 * - inserts and category changes (and configurator changes) reload the menu;
 * - deletes remove the product;
 * - while a customer session is active, price, name and language (translation) changes are ignored;
 *   with no session a price change is applied and the cache cleared.
 * Settings and welcome-page changes are re-read.
 */
export type LiveNotice =
  | 'removed'
  | 'removedFromCart'
  | 'soldOut'
  | 'soldOutFromCart'
  | 'inStock'
  | 'back'
  | 'deletedFromCart';

export type LiveAction =
  | { type: 'reload' }
  | { type: 'clear-cache' }
  | { type: 'remove-product'; productId: string }
  | { type: 'remove-from-cart'; productId: string }
  | { type: 'set-stock'; productId: string; inStock: boolean }
  | { type: 'set-price'; productId: string; priceMinor: number }
  | { type: 'notify'; notice: LiveNotice; productId: string; name: string }
  | { type: 'reload-settings' }
  | { type: 'reload-welcome' };

export interface LiveContext {
  /** A customer has touched "start" and has not finished. */
  sessionActive: boolean;
  /** The menu shown now (null before the first load). */
  menu: MenuData | null;
  /** Products in the customer's cart. */
  cartProductIds: ReadonlySet<string>;
}

type ProductFields = Partial<
  Pick<
    MenuProduct,
    'name' | 'price_minor' | 'is_active' | 'in_stock' | 'category_id' | 'subcategory_id' | 'image'
  >
>;

function fields(value: unknown): ProductFields {
  return typeof value === 'object' && value !== null ? (value as ProductFields) : {};
}

const changed = <K extends keyof ProductFields>(old: ProductFields, next: ProductFields, key: K) =>
  key in next && key in old && old[key] !== next[key];

export function decideLiveUpdate(event: RealtimeEvent, context: LiveContext): LiveAction[] {
  if (event.channel !== DB_CHANGES_CHANNEL) return [];
  switch (event.table) {
    case 'settings':
      // the customer-info threshold; the welcome screen reads the settings too
      return [{ type: 'reload-settings' }, { type: 'reload-welcome' }];
    case 'welcome_page_settings':
      return [{ type: 'reload-welcome' }];
    case 'categories':
    case 'product_configurations':
    case 'catalogue_suggestions':
    // issue 33's pricing rules: deals, promotions, channel prices, dayparts
    case 'meal_deal_groups':
    case 'promotions':
    case 'product_channel_prices':
    case 'availability_windows':
      return [{ type: 'reload' }];
    case 'products':
      return decideProduct(event, context);
    default:
      return [];
  }
}

function decideProduct(event: RealtimeEvent, context: LiveContext): LiveAction[] {
  const id = typeof event.payload.id === 'string' ? event.payload.id : null;
  if (!id) return [{ type: 'reload' }];
  const old = fields(event.payload.old);
  const next = fields(event.payload.new);
  const shown = context.menu?.products.find((p) => p.id === id) ?? null;
  // option-only products (extras) are not listed but price and gate the options linked to them
  const linked = context.menu?.configurationOptions.some((o) => o.product_id === id) ?? false;
  const inCart = context.cartProductIds.has(id);
  const name = shown?.name ?? next.name ?? old.name ?? '';
  const session = context.sessionActive;
  const actions: LiveAction[] = [];
  const notify = (notice: LiveNotice) => {
    if (session) actions.push({ type: 'notify', notice, productId: id, name });
  };

  if (event.event === 'INSERT') return [{ type: 'reload' }];

  if (event.event === 'DELETE') {
    if (shown) actions.push({ type: 'remove-product', productId: id });
    if (inCart) {
      actions.push({ type: 'remove-from-cart', productId: id });
      notify('deletedFromCart');
    }
    if (linked) actions.push({ type: 'reload' });
    return actions;
  }

  if (event.event !== 'UPDATE') return [];

  // turned inactive: off the menu, out of the cart
  if (next.is_active === false && old.is_active !== false) {
    if (shown) actions.push({ type: 'remove-product', productId: id });
    if (inCart) actions.push({ type: 'remove-from-cart', productId: id });
    if (shown || inCart) notify(inCart ? 'removedFromCart' : 'removed');
    if (linked) actions.push({ type: 'reload' });
    return actions;
  }
  // turned active: back on the menu
  if (next.is_active === true && old.is_active === false) {
    actions.push({ type: 'reload' });
    notify('back');
    return actions;
  }
  // an inactive product changing is not on any menu
  if (next.is_active === false) return [];

  let reload =
    changed(old, next, 'category_id') || changed(old, next, 'subcategory_id') || changed(old, next, 'image');

  if (changed(old, next, 'in_stock')) {
    const inStock = next.in_stock !== false;
    if (shown) actions.push({ type: 'set-stock', productId: id, inStock });
    if (!inStock && inCart) actions.push({ type: 'remove-from-cart', productId: id });
    if (shown || inCart) notify(inStock ? 'inStock' : inCart ? 'soldOutFromCart' : 'soldOut');
    if (linked) reload = true;
  }

  if (!session) {
    if (changed(old, next, 'price_minor') && typeof next.price_minor === 'number') {
      if (shown || linked) actions.push({ type: 'set-price', productId: id, priceMinor: next.price_minor });
      actions.push({ type: 'clear-cache' });
    }
    if (changed(old, next, 'name') && (shown || linked)) reload = true;
  }

  if (reload) actions.push({ type: 'reload' });
  return actions;
}

/** The menu after a stock change: sold-out products stay listed but cannot be added. */
export function withStock(menu: MenuData, productId: string, inStock: boolean): MenuData {
  return {
    ...menu,
    products: menu.products.map((p) =>
      p.id === productId
        ? {
            ...p,
            in_stock: inStock,
            is_available: p.is_active && inStock,
            unavailable_reason: !p.is_active ? 'inactive' : inStock ? null : 'out_of_stock',
          }
        : p,
    ),
  };
}

/** The menu after a price change (no customer session): the product and the options linked to it. */
export function withPrice(menu: MenuData, productId: string, priceMinor: number): MenuData {
  return {
    ...menu,
    products: menu.products.map((p) => (p.id === productId ? { ...p, price_minor: priceMinor } : p)),
    configurationOptions: menu.configurationOptions.map((o) =>
      o.product_id === productId
        ? { ...o, linked_price_minor: priceMinor, ...(o.is_manual_price ? {} : { price_minor: priceMinor }) }
        : o,
    ),
  };
}

export function withoutProduct(menu: MenuData, productId: string): MenuData {
  return { ...menu, products: menu.products.filter((p) => p.id !== productId) };
}
