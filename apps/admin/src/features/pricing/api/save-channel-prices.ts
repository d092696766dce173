import { type ChannelPriceRecord, channelPriceSchema, type PRICE_CHANNEL_VALUES } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

export interface ChannelPriceWrite {
  store_id: string | null;
  channel: (typeof PRICE_CHANNEL_VALUES)[number] | null;
  price_minor: number;
}

/** PUT /rest/v1/products/:id/channel-prices: replaces them (an empty list: the base price everywhere). */
async function saveChannelPrices(input: {
  productId: string;
  prices: ChannelPriceWrite[];
}): Promise<ChannelPriceRecord[]> {
  return z.array(channelPriceSchema).parse(
    await api.put<unknown>(`/rest/v1/products/${encodeURIComponent(input.productId)}/channel-prices`, {
      prices: input.prices,
    }),
  );
}

export function useSaveChannelPrices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveChannelPrices,
    onSuccess: (saved, input) => client.setQueryData(pricingKeys.channelPrices(input.productId), saved),
  });
}
