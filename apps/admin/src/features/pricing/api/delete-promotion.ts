import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

/** DELETE /rest/v1/promotions/:id (soft: past orders keep it). */
async function deletePromotion(id: string): Promise<void> {
  await api.delete(`/rest/v1/promotions/${encodeURIComponent(id)}`);
}

export function useDeletePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePromotion,
    onSettled: () => client.invalidateQueries({ queryKey: pricingKeys.promotions }),
  });
}
