import type { ZReportResponse } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { zReportKeys } from './get-z-report';

/** POST /functions/v1/z-report/close: records the day's report (once). */
function closeDay(day: string): Promise<ZReportResponse> {
  return api
    .post<{ data: ZReportResponse }>('/functions/v1/z-report/close', { day })
    .then((body) => body.data);
}

export function useCloseDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeDay,
    onSuccess: (data, day) => client.setQueryData(zReportKeys.day(day), data),
  });
}
