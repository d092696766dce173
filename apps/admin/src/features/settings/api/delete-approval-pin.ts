import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { approvalPinKey } from './get-approval-pin';

/** DELETE /rest/v1/me/approval-pin: the signed-in admin's approval PIN removed (nothing it approved changes). */
async function deleteApprovalPin(): Promise<void> {
  await api.delete<unknown>('/rest/v1/me/approval-pin');
}

export function useDeleteApprovalPin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteApprovalPin,
    onSuccess: () => client.setQueryData(approvalPinKey, false),
  });
}
