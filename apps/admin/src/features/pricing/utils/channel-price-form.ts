import type { ChannelPriceRecord } from '@kiosk/contracts';
import { z } from 'zod';
import type { ChannelPriceWrite } from '../api/save-channel-prices';
import { isAmount, kurusOf, liraText } from './money-input';

/** A channel price as a form row: '' channel or store = every one. */
const channelPriceRowSchema = z.object({
  channel: z.enum(['', 'kiosk', 'till', 'delivery']),
  store_id: z.string(),
  price: z.string().refine((v) => isAmount(v), 'amountInvalid'),
});
export const channelPricesFormSchema = z
  .object({ rows: z.array(channelPriceRowSchema).max(200) })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rows.forEach((row, index) => {
      const key = `${row.channel}|${row.store_id}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['rows', index, 'channel'], message: 'duplicate' });
      seen.add(key);
    });
  });
export type ChannelPricesForm = z.infer<typeof channelPricesFormSchema>;

export function channelPriceRows(prices: readonly ChannelPriceRecord[]): ChannelPricesForm['rows'] {
  return prices.map((p) => ({
    channel: p.channel ?? '',
    store_id: p.store_id ?? '',
    price: liraText(p.price_minor),
  }));
}

export function channelPricesWrite(rows: ChannelPricesForm['rows']): ChannelPriceWrite[] {
  return rows.map((r) => ({
    channel: r.channel === '' ? null : r.channel,
    store_id: r.store_id === '' ? null : r.store_id,
    price_minor: kurusOf(r.price) ?? 0,
  }));
}
