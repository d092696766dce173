import type { TillCashier } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** GET /api/till/cashiers: the active staff accounts the till may be handed to. */
async function getCashiers(signal?: AbortSignal): Promise<TillCashier[]> {
  const response = await api.get<{ success: true; data: TillCashier[] }>(
    '/api/till/cashiers',
    signal ? { signal } : {},
  );
  return response.data;
}

export function useTillCashiers(enabled: boolean) {
  return useQuery({
    queryKey: ['till', 'cashiers'],
    queryFn: ({ signal }) => getCashiers(signal),
    enabled,
  });
}
