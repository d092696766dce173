import { type Availability, availabilitySchema } from '@kiosk/contracts';
import type { TimeWindow } from '@kiosk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type AvailabilityOwner, availabilityPath } from './get-availability';
import { pricingKeys } from './pricing-keys';

/** PUT /rest/v1/products|categories/:id/availability: replaces the sale hours (none: always). */
async function saveAvailability(input: {
  owner: AvailabilityOwner;
  windows: TimeWindow[];
}): Promise<Availability> {
  return availabilitySchema.parse(
    await api.put<unknown>(availabilityPath(input.owner), { windows: input.windows }),
  );
}

export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved, input) =>
      client.setQueryData(pricingKeys.availability(input.owner.kind, input.owner.id), saved),
  });
}
