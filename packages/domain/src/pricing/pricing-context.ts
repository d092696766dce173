import type { ConfigurableItem, ItemStep, Selection } from '../configurator/configured-item.js';
import { type ChannelPrice, channelPriceResolver, type OrderChannel } from './channel-prices.js';
import { availableAt, type LocalTime, localTime, type TimeWindow } from './dayparts.js';
import type { DealGroup, DealPartLookup, DealPartProduct, MealDeal } from './meal-deals.js';
import { cheapestDealUpgrade, type DealUpgrade } from './menu-upgrade.js';
import type { Promotion } from './promotions.js';

/**
 * The rules in force, as the server reads them at an order's creation and the apps get them with
 * the menu: products (with their base price, configuration, category, dayparts and, for a meal
 * deal, its groups), categories (dayparts, one parent level), channel prices and promotions.
 */
export interface PricingProduct {
  id: string;
  /** Base price, VAT included (channel prices override it). */
  price_minor: number;
  vat_rate: number;
  category_id: string | null;
  /** Its configuration (options linked to a product take that product's channel price). */
  steps: readonly ItemStep[];
  /** Active, on the menu and not sold out. */
  available: boolean;
  /** When it is on; empty or absent: always (its category's windows apply too). */
  availability?: readonly TimeWindow[];
  /** Set when the product is a meal deal: its price is the deal's base price. */
  deal?: { groups: readonly DealGroup[] };
}

export interface PricingCategory {
  id: string;
  parent_id: string | null;
  availability?: readonly TimeWindow[];
}

export interface PricingRules {
  products: readonly PricingProduct[];
  categories?: readonly PricingCategory[];
  channel_prices?: readonly ChannelPrice[];
  promotions?: readonly Promotion[];
}

/** Where and when a cart is priced. */
export interface PricingWhere {
  channel: OrderChannel;
  store_id: string | null;
  at: Date;
  /** The outlet's IANA time zone. */
  time_zone: string;
}

export interface PricingContext {
  local: LocalTime;
  product(id: string): PricingProduct | undefined;
  /** The product's configured item at its channel price. */
  item(product: PricingProduct): ConfigurableItem;
  /** Its own and its categories' dayparts allow it now. */
  availableNow(product: PricingProduct): boolean;
  /** A deal part's product as the deal rules need it. */
  lookup: DealPartLookup;
  /** The deal of a deal product, priced for the channel. */
  deal(product: PricingProduct): MealDeal | undefined;
}

export function pricingContext(rules: PricingRules, where: PricingWhere): PricingContext {
  const local = localTime(where.at, where.time_zone);
  const price = channelPriceResolver(rules.channel_prices ?? [], {
    channel: where.channel,
    storeId: where.store_id,
  });
  const products = new Map(rules.products.map((p) => [p.id, p]));
  const categories = new Map((rules.categories ?? []).map((c) => [c.id, c]));
  const item = (product: PricingProduct): ConfigurableItem => ({
    base_price_minor: price(product.id, product.price_minor),
    steps: product.steps.map((step) => ({
      ...step,
      options: step.options.map((option) =>
        option.product_id && typeof option.linked_price_minor === 'number'
          ? { ...option, linked_price_minor: price(option.product_id, option.linked_price_minor) }
          : option,
      ),
    })),
  });
  const availableNow = (product: PricingProduct): boolean => {
    if (!availableAt(product.availability, local)) return false;
    const category = product.category_id ? categories.get(product.category_id) : undefined;
    const parent = category?.parent_id ? categories.get(category.parent_id) : undefined;
    return availableAt(category?.availability, local) && availableAt(parent?.availability, local);
  };
  const lookup: DealPartLookup = (id) => {
    const product = products.get(id);
    if (!product) return undefined;
    const part: DealPartProduct = {
      item: item(product),
      vat_rate: product.vat_rate,
      available: product.available,
      available_now: availableNow(product),
    };
    return part;
  };
  const deal = (product: PricingProduct): MealDeal | undefined =>
    product.deal && {
      product_id: product.id,
      base_price_minor: price(product.id, product.price_minor),
      groups: [...product.deal.groups],
    };
  return { local, product: (id) => products.get(id), item, availableNow, lookup, deal };
}

/**
 * "Menü yap +X TL" for a product just added, among the deals orderable now on this channel and in
 * this store; null when no deal takes it.
 */
export function menuUpgradeFor(
  rules: PricingRules,
  where: PricingWhere,
  productId: string,
  selection: Selection,
): DealUpgrade | null {
  const ctx = pricingContext(rules, where);
  const deals = rules.products
    .filter((p) => p.deal && p.available && ctx.availableNow(p))
    .map((p) => ctx.deal(p))
    .filter((d): d is MealDeal => d !== undefined);
  return cheapestDealUpgrade(productId, selection, deals, ctx.lookup);
}
