import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** DELETE /rest/v1/businesses/{id}: refused (409) while the business has stores. */
async function deleteBusiness(id: string): Promise<void> {
  await api.delete(`/rest/v1/businesses/${encodeURIComponent(id)}`);
}

export function useDeleteBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBusiness,
    onSettled: () => client.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
