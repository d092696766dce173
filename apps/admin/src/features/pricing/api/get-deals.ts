import { type Deal, dealSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

/** GET /rest/v1/deals: every meal deal (a product with choice groups). */
async function getDeals(signal?: AbortSignal): Promise<Deal[]> {
  return z.array(dealSchema).parse(await api.get<unknown>('/rest/v1/deals', signal ? { signal } : {}));
}

export function useDeals() {
  return useQuery({ queryKey: pricingKeys.deals, queryFn: ({ signal }) => getDeals(signal) });
}
