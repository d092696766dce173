import { tillSessionDetailSchema } from '@kiosk/contracts';
import { isApiError } from '@kiosk/ui';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { isSessionId, TILL_SESSIONS_REFRESH_MS, tillSessionKeys } from './till-session-keys';

export type TillSessionDetail = z.infer<typeof tillSessionDetailSchema>;

/** GET /api/admin/till-sessions/:id: the session with its cash movements and handovers. */
async function getTillSession(id: string, signal?: AbortSignal): Promise<TillSessionDetail> {
  const body = await api.get<{ data: unknown }>(`/api/admin/till-sessions/${id}`, signal ? { signal } : {});
  return tillSessionDetailSchema.parse(body.data);
}

export function useTillSession(id: string | undefined) {
  return useQuery({
    queryKey: tillSessionKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getTillSession(id ?? '', signal),
    enabled: isSessionId(id),
    refetchInterval: TILL_SESSIONS_REFRESH_MS,
    // a missing session stays missing: no retry
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });
}
