import { type StaffMember, staffMemberSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** POST /rest/v1/staff/:id/disable (every session ends at once) or /enable. */
async function setStaffDisabled(input: { id: string; disabled: boolean }): Promise<StaffMember> {
  const path = `/rest/v1/staff/${input.id}/${input.disabled ? 'disable' : 'enable'}`;
  const answer = await api.post<{ data: unknown }>(path, {});
  return staffMemberSchema.parse(answer.data);
}

export function useSetStaffDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setStaffDisabled,
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
