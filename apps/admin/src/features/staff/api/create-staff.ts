import { type CreateStaff, type StaffPasswordResult, staffPasswordResultSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** POST /rest/v1/staff: a new account; without a password the answer carries the generated one. */
async function createStaff(body: CreateStaff): Promise<StaffPasswordResult> {
  const answer = await api.post<{ data: unknown }>('/rest/v1/staff', body);
  return staffPasswordResultSchema.parse(answer.data);
}

export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
