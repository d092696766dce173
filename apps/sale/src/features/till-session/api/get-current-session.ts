import type { TillSession } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { TILL_SESSION_QUERY_KEY } from '../../../lib/till-session-key';

export interface CurrentTillSession {
  session: TillSession | null;
  sessions_required: boolean;
}

/** GET /api/till/sessions/current: the till's open session (null: none) and whether cash needs one. */
async function getCurrentSession(posDeviceId: string, signal?: AbortSignal): Promise<CurrentTillSession> {
  const response = await api.get<{ success: true; data: CurrentTillSession }>('/api/till/sessions/current', {
    query: { pos_device_id: posDeviceId },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/** The till's drawer, refreshed after each action (invalidation) and every half minute. */
export function useCurrentTillSession(posDeviceId: string | null) {
  return useQuery({
    queryKey: [...TILL_SESSION_QUERY_KEY, 'current', posDeviceId],
    queryFn: ({ signal }) => getCurrentSession(posDeviceId ?? '', signal),
    enabled: posDeviceId !== null,
    refetchInterval: 30_000,
  });
}
