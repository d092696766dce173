import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DiscountLimit } from '../utils/pricing-settings';
import { discountLimitKey } from './get-discount-limit';

/** PUT /rest/v1/settings/manual_discount_limit (a null bound: none). */
async function saveDiscountLimit(value: DiscountLimit): Promise<void> {
  await api.put<unknown>('/rest/v1/settings/manual_discount_limit', { value });
}

export function useSaveDiscountLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDiscountLimit,
    onSuccess: (_saved, value) => client.setQueryData(discountLimitKey, value),
  });
}
