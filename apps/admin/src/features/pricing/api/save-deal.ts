import { invalidateAfterProductChange } from '@kiosk/catalogue-ui';
import { type Deal, dealSchema, type ProductWrite } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { DealGroupsWrite } from '../utils/deal-form';
import { pricingKeys } from './pricing-keys';

interface SaveDealInput {
  /** The deal's product when it is one already (PUT) or an existing product made a deal (POST). */
  productId?: string;
  /** A new product to make the deal (POST /rest/v1/products first). */
  newProduct?: ProductWrite;
  /** true: the product is a deal already (PUT replaces its groups). */
  existing: boolean;
  groups: DealGroupsWrite;
  /** Told the new product's id once made (a retry after a refused deal reuses it). */
  onProductCreated?: (id: string) => void;
}

/**
 * A deal's save: a new product first when asked (POST /rest/v1/products), then POST /rest/v1/deals
 * (make it a deal) or PUT /rest/v1/deals/:id (replace its groups).
 */
async function saveDeal(input: SaveDealInput): Promise<Deal> {
  let productId = input.productId;
  if (input.newProduct) {
    const created = z
      .object({ id: z.string() })
      .parse(await api.post<unknown>('/rest/v1/products', input.newProduct));
    productId = created.id;
    input.onProductCreated?.(created.id);
  }
  if (!productId) throw new Error('a deal needs its product');
  const body = input.existing
    ? await api.put<unknown>(`/rest/v1/deals/${encodeURIComponent(productId)}`, { groups: input.groups })
    : await api.post<unknown>('/rest/v1/deals', { product_id: productId, groups: input.groups });
  return dealSchema.parse(body);
}

export function useSaveDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDeal,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: pricingKeys.deals });
      await invalidateAfterProductChange(client);
    },
  });
}
