import { type Business, type BusinessWrite, businessSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** POST /rest/v1/businesses (new) or PATCH /rest/v1/businesses/{id}. */
async function saveBusiness(input: { id?: string | undefined; values: BusinessWrite }): Promise<Business> {
  const body = input.id
    ? await api.patch<unknown>(`/rest/v1/businesses/${encodeURIComponent(input.id)}`, input.values)
    : await api.post<unknown>('/rest/v1/businesses', input.values);
  return businessSchema.parse(body);
}

export function useSaveBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBusiness,
    onSettled: () => client.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
