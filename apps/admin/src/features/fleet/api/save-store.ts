import { type Store, type StoreWrite, storeSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** POST /rest/v1/stores (new) or PATCH /rest/v1/stores/{id}. */
async function saveStore(input: { id?: string | undefined; values: StoreWrite }): Promise<Store> {
  const body = input.id
    ? await api.patch<unknown>(`/rest/v1/stores/${encodeURIComponent(input.id)}`, input.values)
    : await api.post<unknown>('/rest/v1/stores', input.values);
  return storeSchema.parse(body);
}

export function useSaveStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStore,
    onSettled: () => client.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
