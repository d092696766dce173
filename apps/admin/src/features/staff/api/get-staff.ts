import { type ListStaffQuery, type StaffPage, staffPageSchema } from '@kiosk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** GET /rest/v1/staff?q&role&store_id&status&page&page_size: accounts by name. */
async function getStaff(query: ListStaffQuery, signal?: AbortSignal): Promise<StaffPage> {
  const body = await api.get<{ data: unknown }>('/rest/v1/staff', {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });
  return staffPageSchema.parse(body.data);
}

/** A page of accounts; the previous page stays on screen while the next one loads. */
export function useStaff(query: ListStaffQuery) {
  return useQuery({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) => getStaff(query, signal),
    placeholderData: keepPreviousData,
  });
}
