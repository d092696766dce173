import { type AlertsResponse, alertsResponseSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { alertsPollMs } from '../utils/alerts-poll';

export const ALERTS_QUERY_KEY = ['alerts'] as const;

/** GET /rest/v1/alerts: what needs a person now (issue 34). */
async function getAlerts(signal?: AbortSignal): Promise<AlertsResponse> {
  return alertsResponseSchema.parse(await api.get<unknown>('/rest/v1/alerts', signal ? { signal } : {}));
}

/** The alerts, shared by the top bar's bell and the dashboard's card (one request for both). */
export function useAlerts() {
  const [pollMs] = useState(() => alertsPollMs());
  return useQuery({
    queryKey: ALERTS_QUERY_KEY,
    queryFn: ({ signal }) => getAlerts(signal),
    refetchInterval: pollMs,
    refetchOnWindowFocus: true,
  });
}
