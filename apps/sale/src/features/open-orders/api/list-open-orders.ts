import type { OpenOrder } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/session';

export interface OpenOrderFilters {
  q: string;
  /** Comma-separated open statuses; empty: those still open. */
  status: string;
  /** A business day (ISO date); empty: those still open and today's. */
  date: string;
}

/** GET /api/till/open-orders: search (label, numbers, customer; Turkish-aware), status, day. */
async function listOpenOrders(filters: OpenOrderFilters, signal?: AbortSignal): Promise<OpenOrder[]> {
  const response = await api.get<{ success: true; data: OpenOrder[] }>('/api/till/open-orders', {
    query: {
      q: filters.q.trim() || undefined,
      status: filters.status || undefined,
      date: filters.date || undefined,
    },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const OPEN_ORDERS_QUERY_KEY = ['till', 'open-orders'] as const;

/** The open orders for these filters; the 'open-orders' channel invalidates them live. */
export function useOpenOrders(filters: OpenOrderFilters, enabled = true) {
  return useQuery({
    queryKey: [...OPEN_ORDERS_QUERY_KEY, filters],
    queryFn: ({ signal }) => listOpenOrders(filters, signal),
    enabled,
  });
}
