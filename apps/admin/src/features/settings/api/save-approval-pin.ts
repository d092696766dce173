import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { approvalPinKey } from './get-approval-pin';

/** PUT /rest/v1/me/approval-pin: the signed-in admin's PIN to approve discounts above the limit. */
async function saveApprovalPin(body: { pin: string; password: string }): Promise<void> {
  await api.put<unknown>('/rest/v1/me/approval-pin', body);
}

export function useSaveApprovalPin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveApprovalPin,
    onSuccess: () => client.setQueryData(approvalPinKey, true),
  });
}
