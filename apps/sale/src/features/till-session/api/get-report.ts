import type { TillSessionReport } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { TILL_SESSION_QUERY_KEY } from '../../../lib/till-session-key';

/** GET /api/till/sessions/:id/report: the X report (open) or the close report (closed). */
async function getReport(sessionId: string, signal?: AbortSignal): Promise<TillSessionReport> {
  const response = await api.get<{ success: true; data: TillSessionReport }>(
    `/api/till/sessions/${sessionId}/report`,
    signal ? { signal } : {},
  );
  return response.data;
}

export function useTillSessionReport(sessionId: string) {
  return useQuery({
    queryKey: [...TILL_SESSION_QUERY_KEY, 'report', sessionId],
    queryFn: ({ signal }) => getReport(sessionId, signal),
  });
}
