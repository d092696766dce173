import { type ListTillSessions, tillSessionPageSchema } from '@kiosk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { TILL_SESSIONS_REFRESH_MS, tillSessionKeys } from './till-session-keys';

type TillSessionPage = z.infer<typeof tillSessionPageSchema>;

/** GET /api/admin/till-sessions?from&to&store_id&pos_device_id&status&page&page_size: newest first. */
async function getTillSessions(query: ListTillSessions, signal?: AbortSignal): Promise<TillSessionPage> {
  const body = await api.get<{ data: unknown }>('/api/admin/till-sessions', {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });
  return tillSessionPageSchema.parse(body.data);
}

/** A page of sessions; the previous page stays on screen while the next one loads. */
export function useTillSessions(query: ListTillSessions, enabled: boolean) {
  return useQuery({
    queryKey: tillSessionKeys.list(query),
    queryFn: ({ signal }) => getTillSessions(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: TILL_SESSIONS_REFRESH_MS,
    enabled,
  });
}
