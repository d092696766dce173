import { type Availability, availabilitySchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

export type AvailabilityOwner = { kind: 'product' | 'category'; id: string };

export const availabilityPath = (owner: AvailabilityOwner) =>
  `/rest/v1/${owner.kind === 'product' ? 'products' : 'categories'}/${encodeURIComponent(owner.id)}/availability`;

/** GET /rest/v1/products|categories/:id/availability: its sale hours (no windows: always). */
async function getAvailability(owner: AvailabilityOwner, signal?: AbortSignal): Promise<Availability> {
  return availabilitySchema.parse(await api.get<unknown>(availabilityPath(owner), signal ? { signal } : {}));
}

export function useAvailability(owner: AvailabilityOwner | null) {
  return useQuery({
    queryKey: pricingKeys.availability(owner?.kind ?? 'product', owner?.id ?? ''),
    queryFn: ({ signal }) => getAvailability(owner as AvailabilityOwner, signal),
    enabled: owner !== null,
  });
}
