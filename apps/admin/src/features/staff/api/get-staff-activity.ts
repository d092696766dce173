import { type StaffActivityPage, type StaffActivityQuery, staffActivityPageSchema } from '@kiosk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** GET /rest/v1/staff/:id/activity?kind&from&to&page&page_size: newest first. */
async function getStaffActivity(
  id: string,
  query: StaffActivityQuery,
  signal?: AbortSignal,
): Promise<StaffActivityPage> {
  const body = await api.get<{ data: unknown }>(`/rest/v1/staff/${id}/activity`, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });
  return staffActivityPageSchema.parse(body.data);
}

export function useStaffActivity(id: string, query: StaffActivityQuery, enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.activity(id, query),
    queryFn: ({ signal }) => getStaffActivity(id, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
