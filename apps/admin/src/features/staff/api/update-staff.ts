import { type StaffMember, staffMemberSchema, type UpdateStaff } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** PATCH /rest/v1/staff/:id: name, role and stores. */
async function updateStaff(input: { id: string; body: UpdateStaff }): Promise<StaffMember> {
  const answer = await api.patch<{ data: unknown }>(`/rest/v1/staff/${input.id}`, input.body);
  return staffMemberSchema.parse(answer.data);
}

export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
