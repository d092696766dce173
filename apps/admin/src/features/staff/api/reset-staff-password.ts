import { type StaffPasswordResult, staffPasswordResultSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** POST /rest/v1/staff/:id/reset-password: typed, or generated and answered once; sessions end. */
async function resetStaffPassword(input: { id: string; password?: string }): Promise<StaffPasswordResult> {
  const answer = await api.post<{ data: unknown }>(`/rest/v1/staff/${input.id}/reset-password`, {
    ...(input.password ? { password: input.password } : {}),
  });
  return staffPasswordResultSchema.parse(answer.data);
}

export function useResetStaffPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetStaffPassword,
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
