import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { stationKeys } from './station-keys';

/** DELETE /functions/v1/kitchen/stations/:id (not the default station). */
async function deleteStation(id: string): Promise<void> {
  await api.delete(`/functions/v1/kitchen/stations/${encodeURIComponent(id)}`);
}

export function useDeleteStation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStation,
    onSettled: () => client.invalidateQueries({ queryKey: stationKeys.all }),
  });
}
