import { type KitchenStation, kitchenStationSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { stationKeys } from './station-keys';

/** GET /functions/v1/kitchen/stations: every kitchen station with its categories. */
async function getStations(): Promise<KitchenStation[]> {
  const body = await api.get<{ success: true; data: unknown }>('/functions/v1/kitchen/stations');
  return z.array(kitchenStationSchema).parse(body.data);
}

export function useStations() {
  return useQuery({ queryKey: stationKeys.all, queryFn: getStations });
}
