import { optionGroupSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { optionGroupKeys } from './get-option-groups';

/** DELETE /functions/v1/option-groups/:id/products/:productId: the product no longer offers the group. */
async function detachGroupProduct(input: { groupId: string; productId: string }) {
  const path = `/functions/v1/option-groups/${encodeURIComponent(input.groupId)}/products/${encodeURIComponent(input.productId)}`;
  return optionGroupSchema.parse(await api.delete<unknown>(path));
}

export function useDetachGroupProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: detachGroupProduct,
    onSettled: () => client.invalidateQueries({ queryKey: optionGroupKeys.all }),
  });
}
