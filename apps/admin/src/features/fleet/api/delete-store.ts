import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** DELETE /rest/v1/stores/{id}: refused (409) while kiosks refer to the store. */
async function deleteStore(id: string): Promise<void> {
  await api.delete(`/rest/v1/stores/${encodeURIComponent(id)}`);
}

export function useDeleteStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStore,
    onSettled: () => client.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
