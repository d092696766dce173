import { type AlertsResponse, alertsResponseSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ALERTS_QUERY_KEY = ['alerts'] as const;

/** Read again this often while a page is open (causes without an event, e.g. a threshold passing). */
const POLL_MS = 30_000;

/** GET /rest/v1/alerts: what needs a person now (issue 34). */
async function getAlerts(signal?: AbortSignal): Promise<AlertsResponse> {
  return alertsResponseSchema.parse(await api.get<unknown>('/rest/v1/alerts', signal ? { signal } : {}));
}

/** The alerts, shared by the top bar's bell and the dashboard's card (one request for both). */
export function useAlerts() {
  return useQuery({
    queryKey: ALERTS_QUERY_KEY,
    queryFn: ({ signal }) => getAlerts(signal),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}
