import { type SoldOutCandidate, soldOutCandidateSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/session';
import { SOLD_OUT_QUERY_KEY } from '../../../lib/sold-out/get-sold-out';

/**
 * GET /functions/v1/sold-out/products?station_id=: the products this station cooks (all of them
 * without a station), each with its availability and "86" mark.
 */
async function getSoldOutProducts(stationId: string | undefined, signal?: AbortSignal) {
  const response = await api.get<{ success: true; data: unknown }>('/functions/v1/sold-out/products', {
    query: { station_id: stationId },
    ...(signal ? { signal } : {}),
  });
  return z.array(soldOutCandidateSchema).parse(response.data);
}

export function useSoldOutProducts(stationId: string | undefined, enabled: boolean) {
  return useQuery<SoldOutCandidate[]>({
    queryKey: [...SOLD_OUT_QUERY_KEY, 'products', stationId ?? 'all'],
    queryFn: ({ signal }) => getSoldOutProducts(stationId, signal),
    enabled,
  });
}
