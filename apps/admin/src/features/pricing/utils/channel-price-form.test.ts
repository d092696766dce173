import { describe, expect, it } from 'vitest';
import { channelPriceRows, channelPricesFormSchema, channelPricesWrite } from './channel-price-form';

describe('the channel prices form', () => {
  it('reads and writes prices, an empty channel or store meaning every one', () => {
    const rows = channelPriceRows([
      { product_id: 'p', store_id: null, channel: 'delivery', price_minor: 32_000 },
      { product_id: 'p', store_id: 's1', channel: null, price_minor: 29_950 },
    ]);
    expect(rows).toEqual([
      { channel: 'delivery', store_id: '', price: '320.00' },
      { channel: '', store_id: 's1', price: '299.50' },
    ]);
    expect(channelPricesWrite(rows)).toEqual([
      { channel: 'delivery', store_id: null, price_minor: 32_000 },
      { channel: null, store_id: 's1', price_minor: 29_950 },
    ]);
  });

  it('refuses a second price for the same channel and store, and a price that is not one', () => {
    const result = channelPricesFormSchema.safeParse({
      rows: [
        { channel: 'kiosk', store_id: '', price: '10' },
        { channel: 'kiosk', store_id: '', price: '12' },
        { channel: 'till', store_id: '', price: '-1' },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rows.2.price', 'amountInvalid'],
      ['rows.1.channel', 'duplicate'],
    ]);
  });
});
