import type { ZReportResponse } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const zReportKeys = {
  all: ['z-report'] as const,
  day: (day: string) => ['z-report', day] as const,
};

/** GET /functions/v1/z-report: a business day's report (the closed one when the day is closed). */
function getZReport(day: string, signal?: AbortSignal): Promise<ZReportResponse> {
  return api
    .get<{ data: ZReportResponse }>('/functions/v1/z-report', {
      query: { day },
      ...(signal ? { signal } : {}),
    })
    .then((body) => body.data);
}

export function useZReport(day: string) {
  return useQuery({
    queryKey: zReportKeys.day(day),
    queryFn: ({ signal }) => getZReport(day, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
  });
}
