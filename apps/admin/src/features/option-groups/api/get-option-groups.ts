import { type OptionGroupSummary, optionGroupSummarySchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const optionGroupKeys = {
  all: ['option-groups'] as const,
  list: ['option-groups', 'list'] as const,
  one: (id: string) => ['option-groups', 'one', id] as const,
};

/** GET /functions/v1/option-groups: every shared group with the products using it. */
async function getOptionGroups(): Promise<OptionGroupSummary[]> {
  return optionGroupSummarySchema.array().parse(await api.get<unknown>('/functions/v1/option-groups'));
}

export function useOptionGroups() {
  return useQuery({ queryKey: optionGroupKeys.list, queryFn: getOptionGroups });
}
