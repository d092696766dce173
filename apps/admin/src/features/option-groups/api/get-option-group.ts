import { type OptionGroup, optionGroupSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { optionGroupKeys } from './get-option-groups';

/** GET /functions/v1/option-groups/:id: the group with its options and its products' overrides. */
async function getOptionGroup(id: string): Promise<OptionGroup> {
  return optionGroupSchema.parse(
    await api.get<unknown>(`/functions/v1/option-groups/${encodeURIComponent(id)}`),
  );
}

export function useOptionGroup(id: string | null) {
  return useQuery({
    queryKey: optionGroupKeys.one(id ?? ''),
    queryFn: () => getOptionGroup(id ?? ''),
    enabled: id !== null,
  });
}
