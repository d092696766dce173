import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

/** DELETE /rest/v1/deals/:id: the product stops being a deal (the product itself stays). */
async function deleteDeal(productId: string): Promise<void> {
  await api.delete(`/rest/v1/deals/${encodeURIComponent(productId)}`);
}

export function useDeleteDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDeal,
    onSettled: () => client.invalidateQueries({ queryKey: pricingKeys.deals }),
  });
}
