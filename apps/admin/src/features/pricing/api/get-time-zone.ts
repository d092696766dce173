import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

const menuZone = z.object({ pricing: z.object({ time_zone: z.string() }).optional() });

/**
 * The outlet's time zone the sale hours are read in: the live menu's `pricing.time_zone`
 * (GET /functions/v1/get-menu-data-public); the browser's own when the menu has none.
 */
async function getTimeZone(signal?: AbortSignal): Promise<string> {
  const menu = menuZone.parse(
    await api.get<unknown>('/functions/v1/get-menu-data-public', {
      query: { lang: 'tr' },
      ...(signal ? { signal } : {}),
    }),
  );
  return menu.pricing?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function useOutletTimeZone() {
  return useQuery({
    queryKey: pricingKeys.timeZone,
    queryFn: ({ signal }) => getTimeZone(signal),
    staleTime: 600_000,
  });
}
