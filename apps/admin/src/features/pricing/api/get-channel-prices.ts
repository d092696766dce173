import { type ChannelPriceRecord, channelPriceSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

/** GET /rest/v1/products/:id/channel-prices: a product's prices per channel and store. */
async function getChannelPrices(productId: string, signal?: AbortSignal): Promise<ChannelPriceRecord[]> {
  return z
    .array(channelPriceSchema)
    .parse(
      await api.get<unknown>(
        `/rest/v1/products/${encodeURIComponent(productId)}/channel-prices`,
        signal ? { signal } : {},
      ),
    );
}

export function useChannelPrices(productId: string | null) {
  return useQuery({
    queryKey: pricingKeys.channelPrices(productId ?? ''),
    queryFn: ({ signal }) => getChannelPrices(productId ?? '', signal),
    enabled: productId !== null,
  });
}
