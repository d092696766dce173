import { describe, expect, it } from 'vitest';
import {
  type ChannelPrice,
  channelPriceIssues,
  channelPriceResolver,
  priceChannelOf,
  resolvePrice,
} from './channel-prices.js';

const prices: ChannelPrice[] = [
  { product_id: 'burger', store_id: null, channel: 'delivery', price_minor: 29_000 },
  { product_id: 'burger', store_id: 'kadikoy', channel: 'delivery', price_minor: 31_000 },
  { product_id: 'burger', store_id: 'kadikoy', channel: null, price_minor: 26_000 },
  { product_id: 'burger', store_id: 'besiktas', channel: 'kiosk', price_minor: 24_000 },
  { product_id: 'cola', store_id: null, channel: 'till', price_minor: 4_000 },
  { product_id: 'burger', store_id: null, channel: 'till', price_minor: 23_000 },
];

describe('channel prices', () => {
  it('falls back store+channel, channel, store, base, in that order', () => {
    const at = (channel: 'kiosk' | 'till' | 'delivery' | 'open_order', storeId: string | null) =>
      resolvePrice('burger', 25_000, prices, { channel, storeId });
    expect(at('delivery', 'kadikoy')).toEqual({ price_minor: 31_000, source: 'store_channel' });
    expect(at('delivery', 'besiktas')).toEqual({ price_minor: 29_000, source: 'channel' });
    expect(at('delivery', null)).toEqual({ price_minor: 29_000, source: 'channel' });
    expect(at('kiosk', 'kadikoy')).toEqual({ price_minor: 26_000, source: 'store' });
    expect(at('kiosk', 'besiktas')).toEqual({ price_minor: 24_000, source: 'store_channel' });
    expect(at('till', 'besiktas')).toEqual({ price_minor: 23_000, source: 'channel' });
    // the channel's price wins over the store's price for every channel
    expect(at('till', 'kadikoy')).toEqual({ price_minor: 23_000, source: 'channel' });
    expect(at('kiosk', null)).toEqual({ price_minor: 25_000, source: 'base' });
    expect(at('kiosk', 'uskudar')).toEqual({ price_minor: 25_000, source: 'base' });
  });

  it('prices an open order (a tab at the till) as the till', () => {
    expect(priceChannelOf('open_order')).toBe('till');
    expect(priceChannelOf('kiosk')).toBe('kiosk');
    const resolve = channelPriceResolver(prices, { channel: 'open_order', storeId: 'x' });
    expect(resolve('cola', 3_500)).toBe(4_000);
    expect(resolve('burger', 25_000)).toBe(23_000);
    expect(resolve('unknown', 1_000)).toBe(1_000);
  });

  it("never takes another product's price", () => {
    const resolve = channelPriceResolver(prices, { channel: 'till', storeId: null });
    expect(resolve('fries', 6_000)).toBe(6_000);
  });
});

describe('channel price issues', () => {
  it('names a bad price, an unknown channel and a repeated store and channel', () => {
    expect(
      channelPriceIssues([
        { store_id: null, channel: 'kiosk', price_minor: 1_000 },
        { store_id: null, channel: 'kiosk', price_minor: 1_200 },
        { store_id: 's', channel: null, price_minor: -1 },
        { store_id: 's', channel: 'web' as 'kiosk', price_minor: 10.5 },
        { store_id: 's', channel: 'kiosk', price_minor: 0 },
      ]),
    ).toEqual([
      { field: 'prices.1', code: 'duplicate' },
      { field: 'prices.2.price_minor', code: 'price_invalid' },
      { field: 'prices.3.price_minor', code: 'price_invalid' },
      { field: 'prices.3.channel', code: 'channel_invalid' },
    ]);
  });
});
