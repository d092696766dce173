import { type KitchenStation, kitchenStationSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/session';

/** GET /functions/v1/kitchen/stations: the stations a display can show. */
async function getKitchenStations(signal?: AbortSignal): Promise<KitchenStation[]> {
  const response = await api.get<{ success: true; data: unknown }>('/functions/v1/kitchen/stations', {
    ...(signal ? { signal } : {}),
  });
  return z.array(kitchenStationSchema).parse(response.data);
}

export function useKitchenStations() {
  return useQuery({
    queryKey: ['kitchen', 'stations'],
    queryFn: ({ signal }) => getKitchenStations(signal),
  });
}
