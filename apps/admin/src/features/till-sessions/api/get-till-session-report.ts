import { type TillSessionReport, tillSessionReportSchema } from '@kiosk/contracts';
import { isApiError } from '@kiosk/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isSessionId, tillSessionKeys } from './till-session-keys';

/** GET /api/admin/till-sessions/:id/report: the X report of an open session, the close report of a closed one. */
async function getTillSessionReport(id: string, signal?: AbortSignal): Promise<TillSessionReport> {
  const body = await api.get<{ data: unknown }>(
    `/api/admin/till-sessions/${id}/report`,
    signal ? { signal } : {},
  );
  return tillSessionReportSchema.parse(body.data);
}

export function useTillSessionReport(id: string | undefined) {
  return useQuery({
    queryKey: tillSessionKeys.report(id ?? ''),
    queryFn: ({ signal }) => getTillSessionReport(id ?? '', signal),
    enabled: isSessionId(id),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });
}
