import { type PromotionRecord, promotionSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

/** GET /rest/v1/promotions: every promotion not deleted. */
async function getPromotions(signal?: AbortSignal): Promise<PromotionRecord[]> {
  return z
    .array(promotionSchema)
    .parse(await api.get<unknown>('/rest/v1/promotions', signal ? { signal } : {}));
}

export function usePromotions() {
  return useQuery({ queryKey: pricingKeys.promotions, queryFn: ({ signal }) => getPromotions(signal) });
}
