import type { OpenOrder } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/open-orders/still-open: tabs not closed, opened more than `minutes` ago (oldest first). */
function getStillOpenOrders(minutes: number, signal?: AbortSignal): Promise<OpenOrder[]> {
  return api
    .get<{ success: true; data: OpenOrder[] }>('/api/admin/open-orders/still-open', {
      query: { older_than_minutes: minutes },
      ...(signal ? { signal } : {}),
    })
    .then((response) => response.data);
}

export function useStillOpenOrders(minutes: number) {
  return useQuery({
    queryKey: ['dashboard', 'still-open', minutes],
    queryFn: ({ signal }) => getStillOpenOrders(minutes, signal),
    refetchInterval: 60_000,
  });
}
