import { kitchenStationSchema, storeSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { printerKeys } from './printer-keys';

interface Choice {
  id: string;
  name: string;
}

/** GET /functions/v1/kitchen/stations: the stations a printer may print kitchen tickets for. */
async function getStations(): Promise<Choice[]> {
  const body = await api.get<{ success: true; data: unknown }>('/functions/v1/kitchen/stations');
  return z
    .array(kitchenStationSchema)
    .parse(body.data)
    .map((s) => ({ id: s.id, name: s.name }));
}

/** GET /rest/v1/stores: the stores a printer may belong to. */
async function getStores(): Promise<Choice[]> {
  return z
    .array(storeSchema)
    .parse(await api.get<unknown>('/rest/v1/stores'))
    .map((s) => ({ id: s.id, name: s.name }));
}

export function usePrinterStations() {
  return useQuery({ queryKey: printerKeys.stations, queryFn: getStations });
}

export function usePrinterStores() {
  return useQuery({ queryKey: printerKeys.stores, queryFn: getStores });
}
