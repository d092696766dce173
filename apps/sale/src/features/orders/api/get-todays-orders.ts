import type { TillOrderSummary } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** GET /functions/v1/manage-orders/list?date=YYYY-MM-DD: the day's orders (newest first), with payment_state. */
async function getOrdersOfDay(date: string, signal?: AbortSignal): Promise<TillOrderSummary[]> {
  const response = await api.get<{ success: true; data: TillOrderSummary[] }>(
    '/functions/v1/manage-orders/list',
    {
      query: { date },
      ...(signal ? { signal } : {}),
    },
  );
  return response.data;
}

const ordersOfDayKey = (date: string) => ['till', 'orders', date] as const;

/** The day's orders, refreshed every 30 s (spec section 9). */
export function useOrdersOfDay(date: string) {
  return useQuery({
    queryKey: ordersOfDayKey(date),
    queryFn: ({ signal }) => getOrdersOfDay(date, signal),
    refetchInterval: 30_000,
  });
}
