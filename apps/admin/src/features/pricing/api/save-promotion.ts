import { type PromotionRecord, type PromotionWrite, promotionSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

/** POST /rest/v1/promotions (new) or PUT /rest/v1/promotions/:id (replace). */
async function savePromotion(input: { id?: string; body: PromotionWrite }): Promise<PromotionRecord> {
  const body = input.id
    ? await api.put<unknown>(`/rest/v1/promotions/${encodeURIComponent(input.id)}`, input.body)
    : await api.post<unknown>('/rest/v1/promotions', input.body);
  return promotionSchema.parse(body);
}

export function useSavePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSettled: () => client.invalidateQueries({ queryKey: pricingKeys.promotions }),
  });
}
