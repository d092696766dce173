import type { MenuData } from '@kiosk/contracts';
import type { OrderChannel, PricingProduct, PricingRules, PricingWhere } from '@kiosk/domain';
import { configurableItemOf, stepsOf } from '@kiosk/ui';

/**
 * The live menu as the domain's `PricingRules`, so the till prices a cart with `priceCart` exactly
 * as the server will (deals, promotions, channel prices, dayparts). A product is available when the
 * menu says so (active, in stock); a deal product carries its groups. Built once per menu.
 */
export function pricingRulesOf(menu: MenuData): PricingRules {
  const pricing = menu.pricing;
  const deals = new Map((pricing?.deals ?? []).map((d) => [d.product_id, d]));
  const windows = (owner: 'product' | 'category', id: string) =>
    pricing?.availability.find((a) => a.owner === owner && a.owner_id === id)?.windows ?? [];
  const products = menu.products.map((p): PricingProduct => {
    const deal = deals.get(p.id);
    return {
      id: p.id,
      price_minor: p.price_minor,
      vat_rate: p.vat_rate,
      category_id: p.subcategory_id ?? p.category_id,
      steps: configurableItemOf(p, stepsOf(menu, p.id)).steps,
      available: p.is_available,
      availability: windows('product', p.id),
      ...(deal ? { deal: { groups: deal.groups } } : {}),
    };
  });
  return {
    products,
    categories: menu.categories.map((c) => ({
      id: c.id,
      parent_id: c.parent_id,
      availability: windows('category', c.id),
    })),
    channel_prices: pricing?.channel_prices ?? [],
    promotions: pricing?.promotions ?? [],
  };
}

/** Where and when the till prices: its channel (a tab is an open order), now, the outlet's zone. */
export function tillPricingWhere(menu: MenuData, channel: OrderChannel, at: Date): PricingWhere {
  return {
    channel,
    // the device's store is the server's to apply (store-limited rules); the till shows the rest
    store_id: null,
    at,
    time_zone: menu.pricing?.time_zone ?? 'Europe/Istanbul',
  };
}
