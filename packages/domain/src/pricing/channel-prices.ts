/**
 * Channels and channel prices. An order comes from one channel; a product may have its own price
 * per price channel and per store. Fallback order, first found wins: the store's price for the
 * channel, the channel's price for every store, the store's price for every channel, the product's
 * base price. An open order (a tab at the till) is priced as the till.
 */

/** Where an order is taken. */
export const ORDER_CHANNELS = ['kiosk', 'till', 'open_order', 'delivery'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** The channels a price can be set for. */
export const PRICE_CHANNELS = ['kiosk', 'till', 'delivery'] as const;
export type PriceChannel = (typeof PRICE_CHANNELS)[number];

export function priceChannelOf(channel: OrderChannel): PriceChannel {
  return channel === 'open_order' ? 'till' : channel;
}

/** A product's price for a channel and/or a store (null: every channel / every store). */
export interface ChannelPrice {
  product_id: string;
  store_id: string | null;
  channel: PriceChannel | null;
  price_minor: number;
}

export type PriceSource = 'store_channel' | 'channel' | 'store' | 'base';

export interface ResolvedPrice {
  price_minor: number;
  source: PriceSource;
}

/** The price a product sells for on `channel` in `storeId` (see the fallback order above). */
export function resolvePrice(
  productId: string,
  basePriceMinor: number,
  prices: readonly ChannelPrice[],
  where: { channel: OrderChannel; storeId: string | null },
): ResolvedPrice {
  const channel = priceChannelOf(where.channel);
  const own = prices.filter((p) => p.product_id === productId);
  const find = (store: string | null, ch: PriceChannel | null) =>
    own.find((p) => p.store_id === store && p.channel === ch);
  const candidates: Array<[PriceChannel | null, string | null, PriceSource]> = [
    [channel, where.storeId, 'store_channel'],
    [channel, null, 'channel'],
    [null, where.storeId, 'store'],
  ];
  for (const [ch, store, source] of candidates) {
    if (source !== 'channel' && store === null) continue;
    const hit = find(store, ch);
    if (hit) return { price_minor: hit.price_minor, source };
  }
  return { price_minor: basePriceMinor, source: 'base' };
}

/** A price resolver for many products at once (the cart's and its options' linked products). */
export function channelPriceResolver(
  prices: readonly ChannelPrice[],
  where: { channel: OrderChannel; storeId: string | null },
): (productId: string, basePriceMinor: number) => number {
  const byProduct = new Map<string, ChannelPrice[]>();
  for (const price of prices) {
    const list = byProduct.get(price.product_id) ?? [];
    list.push(price);
    byProduct.set(price.product_id, list);
  }
  return (productId, basePriceMinor) =>
    resolvePrice(productId, basePriceMinor, byProduct.get(productId) ?? [], where).price_minor;
}

export type ChannelPriceIssue = 'price_invalid' | 'channel_invalid' | 'duplicate';

/**
 * What is wrong with a product's channel prices as written, by field (`prices.<i>.<field>`): a
 * price is a non-negative integer of kuruş, the channel one of the price channels (or none), and
 * each store and channel pair appears once.
 */
export function channelPriceIssues(
  prices: ReadonlyArray<Omit<ChannelPrice, 'product_id'>>,
): Array<{ field: string; code: ChannelPriceIssue }> {
  const issues: Array<{ field: string; code: ChannelPriceIssue }> = [];
  const seen = new Set<string>();
  for (const [index, price] of prices.entries()) {
    const field = `prices.${index}`;
    if (!Number.isSafeInteger(price.price_minor) || price.price_minor < 0) {
      issues.push({ field: `${field}.price_minor`, code: 'price_invalid' });
    }
    if (price.channel !== null && !(PRICE_CHANNELS as readonly string[]).includes(price.channel)) {
      issues.push({ field: `${field}.channel`, code: 'channel_invalid' });
    }
    const key = `${price.store_id ?? '*'}|${price.channel ?? '*'}`;
    if (seen.has(key)) issues.push({ field, code: 'duplicate' });
    seen.add(key);
  }
  return issues;
}
