import { type OptionGroup, type OptionGroupProductWrite, optionGroupSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { optionGroupKeys } from './get-option-groups';

/** PUT /functions/v1/option-groups/:id/products/:productId: attach, or set the product's overrides. */
async function setGroupProduct(input: {
  groupId: string;
  productId: string;
  body: OptionGroupProductWrite;
}): Promise<OptionGroup> {
  const path = `/functions/v1/option-groups/${encodeURIComponent(input.groupId)}/products/${encodeURIComponent(input.productId)}`;
  return optionGroupSchema.parse(await api.put<unknown>(path, input.body));
}

export function useSetGroupProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setGroupProduct,
    onSettled: () => client.invalidateQueries({ queryKey: optionGroupKeys.all }),
  });
}
