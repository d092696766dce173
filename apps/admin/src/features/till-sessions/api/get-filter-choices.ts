import { posDeviceListResponseSchema, storeSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { tillSessionKeys } from './till-session-keys';

/** A choice of the store or till filter. */
export interface FilterChoice {
  id: string;
  name: string;
}

/** GET /rest/v1/stores: the stores by name (with their business, as the fleet pages show them). */
async function getStores(signal?: AbortSignal): Promise<FilterChoice[]> {
  const stores = z
    .array(storeSchema)
    .parse(await api.get<unknown>('/rest/v1/stores', signal ? { signal } : {}));
  return stores.map((s) => ({ id: s.id, name: `${s.business_name} · ${s.name}` }));
}

/** GET /functions/v1/pos-devices: the tills (a till is its payment terminal), by name or serial number. */
async function getTills(signal?: AbortSignal): Promise<FilterChoice[]> {
  const body = posDeviceListResponseSchema.parse(
    await api.get<unknown>('/functions/v1/pos-devices', signal ? { signal } : {}),
  );
  return body.data.map((d) => ({ id: d.id, name: d.device_name ?? d.pos_serial_number }));
}

export function useStoreChoices() {
  return useQuery({ queryKey: tillSessionKeys.stores(), queryFn: ({ signal }) => getStores(signal) });
}

export function useTillChoices() {
  return useQuery({ queryKey: tillSessionKeys.tills(), queryFn: ({ signal }) => getTills(signal) });
}
