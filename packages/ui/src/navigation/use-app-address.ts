import {
  APP_ADDRESSES_META,
  type AppAddresses,
  type AppMode,
  appAddressesResponseSchema,
} from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { getAppAddress } from './app-address.js';

/**
 * The addresses the server put in this page's `<meta name="kiosk-app-addresses">` when it served
 * index.html; undefined when there is none (a Vite dev server) or it cannot be read.
 */
function readServedAddresses(doc: Document = document): AppAddresses | undefined {
  const content = doc.querySelector(`meta[name="${APP_ADDRESSES_META}"]`)?.getAttribute('content');
  if (!content) return undefined;
  try {
    const parsed = appAddressesResponseSchema.shape.data.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** GET /functions/v1/app-addresses (public): the same addresses, when the page came without them. */
async function getAppAddresses(): Promise<AppAddresses> {
  const res = await fetch('/functions/v1/app-addresses', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`app-addresses: ${res.status}`);
  return ((await res.json()) as { data: AppAddresses }).data;
}

/**
 * The address of another app from this page, by the server's ports and public origins (SALE_URL,
 * ADMIN_URL): from the page itself when the server served it, else asked once. Null until known,
 * so a link never shows a guessed (default-port) address: render it without an href until then.
 */
export function useAppAddress(mode: AppMode): string | null {
  const served = readServedAddresses();
  const { data } = useQuery({
    queryKey: ['app-addresses'],
    queryFn: getAppAddresses,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    enabled: served === undefined,
  });
  const addresses = served ?? data;
  return addresses ? getAppAddress(mode, window.location, addresses) : null;
}
