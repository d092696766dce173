import type { KitchenStation, SaveStation } from '@kiosk/contracts';
import { kitchenStationSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { stationKeys } from './station-keys';

/** POST /functions/v1/kitchen/stations (new) or PUT /functions/v1/kitchen/stations/:id: name and categories. */
async function saveStation(input: { id?: string; body: SaveStation }): Promise<KitchenStation> {
  const body = input.id
    ? await api.put<{ success: true; data: unknown }>(
        `/functions/v1/kitchen/stations/${encodeURIComponent(input.id)}`,
        input.body,
      )
    : await api.post<{ success: true; data: unknown }>('/functions/v1/kitchen/stations', input.body);
  return kitchenStationSchema.parse(body.data);
}

export function useSaveStation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStation,
    onSettled: () => client.invalidateQueries({ queryKey: stationKeys.all }),
  });
}
