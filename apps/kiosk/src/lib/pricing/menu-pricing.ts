import type { MenuData } from '@kiosk/contracts';
import {
  availableAt,
  menuUpgradeFor,
  nextDaypartBoundary,
  type PricingRules,
  type PricingWhere,
  pricingContext,
  type Selection,
} from '@kiosk/domain';
import { menuPricingRules } from '@kiosk/ui';

/**
 * The menu's issue-33 rules (deals, promotions, channel prices, dayparts) as the domain's
 * `PricingRules` (the one converter in @kiosk/ui), so the kiosk prices a cart with the same
 * `priceCart` the server runs at order creation, on the 'kiosk' channel and for its own store.
 * Null when the menu carries no rules (an older server): the cart keeps its own prices then.
 */
export function pricingRulesOf(menu: MenuData): PricingRules | null {
  return menu.pricing ? menuPricingRules(menu) : null;
}

/** The store this kiosk is registered to (its sign-in says so; set by the device gate). */
let kioskStoreId: string | null = null;
export function setKioskStore(storeId: string | null): void {
  kioskStoreId = storeId;
}

/** Where the kiosk prices: its channel, its store (store prices and promotions), the outlet's clock. */
export function kioskWhere(menu: MenuData, at: Date): PricingWhere {
  return {
    channel: 'kiosk',
    store_id: kioskStoreId,
    at,
    time_zone: menu.pricing?.time_zone ?? 'Europe/Istanbul',
  };
}

/** Whether a product is a meal deal on this menu. */
export function isDeal(menu: MenuData | null, productId: string): boolean {
  return menu?.pricing?.deals.some((d) => d.product_id === productId) ?? false;
}

/**
 * The menu as it is at `at`: products outside their own or their categories' dayparts, and
 * categories outside theirs, are left out (they come back at the next boundary).
 */
export function menuAt(menu: MenuData, at: Date): MenuData {
  const rules = pricingRulesOf(menu);
  if (!rules || menu.pricing?.availability.length === 0) return menu;
  const ctx = pricingContext(rules, kioskWhere(menu, at));
  const off = new Set(rules.products.filter((p) => !ctx.availableNow(p)).map((p) => p.id));
  const categories = new Map((rules.categories ?? []).map((c) => [c.id, c]));
  const categoryOn = (id: string | null): boolean => {
    const category = id ? categories.get(id) : undefined;
    const parent = category?.parent_id ? categories.get(category.parent_id) : undefined;
    return availableAt(category?.availability, ctx.local) && availableAt(parent?.availability, ctx.local);
  };
  const categoryOff = new Set(menu.categories.filter((c) => !categoryOn(c.id)).map((c) => c.id));
  if (off.size === 0 && categoryOff.size === 0) return menu;
  return {
    ...menu,
    products: menu.products.filter((p) => !off.has(p.id)),
    categories: menu.categories.filter((c) => !categoryOff.has(c.id)),
  };
}

/**
 * The next instant anything on the menu switches (a daypart or a promotion's hours start or end),
 * or null: the kiosk sets one timer for it instead of polling.
 */
export function nextMenuBoundary(menu: MenuData, at: Date): Date | null {
  const pricing = menu.pricing;
  if (!pricing) return null;
  const windows = [
    ...pricing.availability.flatMap((a) => a.windows),
    ...pricing.promotions.flatMap((p) => p.times),
  ];
  return nextDaypartBoundary(windows, at, pricing.time_zone);
}

/** "Menü yap +X TL" for a product just chosen, or null. */
export function upgradeOffer(menu: MenuData, productId: string, selection: Selection, at: Date) {
  const rules = pricingRulesOf(menu);
  if (!rules || isDeal(menu, productId)) return null;
  return menuUpgradeFor(rules, kioskWhere(menu, at), productId, selection);
}
