import { type StaffMember, staffMemberSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isStaffId, staffKeys } from './staff-keys';

/** GET /rest/v1/staff/:id: one account with its stores. */
async function getStaffMember(id: string, signal?: AbortSignal): Promise<StaffMember> {
  const body = await api.get<{ data: unknown }>(`/rest/v1/staff/${id}`, signal ? { signal } : {});
  return staffMemberSchema.parse(body.data);
}

export function useStaffMember(id: string | undefined) {
  return useQuery({
    queryKey: staffKeys.member(id ?? ''),
    queryFn: ({ signal }) => getStaffMember(id ?? '', signal),
    enabled: isStaffId(id),
  });
}
