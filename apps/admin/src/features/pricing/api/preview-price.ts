import { type PricePreview, pricedCartSchema } from '@kiosk/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PricedCart = z.infer<typeof pricedCartSchema>;

/** POST /rest/v1/pricing/preview: what a customer pays for a cart on a channel in a store at an instant. */
async function previewPrice(body: PricePreview): Promise<PricedCart> {
  return pricedCartSchema.parse(await api.post<unknown>('/rest/v1/pricing/preview', body));
}

export function usePreviewPrice() {
  return useMutation({ mutationFn: previewPrice });
}
