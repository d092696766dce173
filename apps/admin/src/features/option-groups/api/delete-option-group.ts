import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { optionGroupKeys } from './get-option-groups';

/** DELETE /functions/v1/option-groups/:id: a group no product uses (409 otherwise). */
async function deleteOptionGroup(id: string): Promise<void> {
  await api.delete<void>(`/functions/v1/option-groups/${encodeURIComponent(id)}`);
}

export function useDeleteOptionGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteOptionGroup,
    onSettled: () => client.invalidateQueries({ queryKey: optionGroupKeys.all }),
  });
}
