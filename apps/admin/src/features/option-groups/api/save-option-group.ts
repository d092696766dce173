import { type OptionGroup, type OptionGroupWrite, optionGroupSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { optionGroupKeys } from './get-option-groups';

/** POST /functions/v1/option-groups (new) or PUT /functions/v1/option-groups/:id (replace its content). */
async function saveOptionGroup(input: { id?: string; body: OptionGroupWrite }): Promise<OptionGroup> {
  const body = input.id
    ? await api.put<unknown>(`/functions/v1/option-groups/${encodeURIComponent(input.id)}`, input.body)
    : await api.post<unknown>('/functions/v1/option-groups', input.body);
  return optionGroupSchema.parse(body);
}

export function useSaveOptionGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOptionGroup,
    onSettled: () => client.invalidateQueries({ queryKey: optionGroupKeys.all }),
  });
}
