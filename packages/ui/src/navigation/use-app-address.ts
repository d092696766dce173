import type { AppAddresses, AppMode } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { getAppAddress } from './app-address.js';

/** GET /functions/v1/app-addresses (public): the server's ports and public app origins. */
async function getAppAddresses(): Promise<AppAddresses> {
  const res = await fetch('/functions/v1/app-addresses', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`app-addresses: ${res.status}`);
  return ((await res.json()) as { data: AppAddresses }).data;
}

/**
 * The address of another app from this page, by the server's ports and public origins (SALE_URL,
 * ADMIN_URL); the default ports until they are known or when the server cannot be asked.
 */
export function useAppAddress(mode: AppMode): string {
  const { data } = useQuery({
    queryKey: ['app-addresses'],
    queryFn: getAppAddresses,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return getAppAddress(mode, window.location, data);
}
