import { type AppAddresses, type AppMode, modeOrigin } from '@kiosk/contracts';

/** The parts of `window.location` the address computation needs. */
export interface LocationLike {
  protocol: string;
  hostname: string;
  port?: string;
}

/**
 * Address (origin with a trailing slash) of another app of the product, seen from `location`,
 * by the server's own rule (`modeOrigin` of `@kiosk/contracts`) the other way round:
 * - The public origin set on the server (ADMIN_URL, SALE_URL) when `served` names one.
 * - Behind a proxy the apps share one host name distinguished by prefix: on `kiosk.example.com` or
 *   `sale.example.com` the admin is `admin.example.com` (same protocol and port).
 * - Otherwise the apps share the host name and differ by port: the port the server reports
 *   (`served`: index.html's kiosk-app-addresses meta tag or GET /functions/v1/app-addresses).
 */
export function getAppAddress(mode: AppMode, location: LocationLike, served: AppAddresses): string {
  const url = mode === 'kiosk' ? null : served.urls[mode];
  if (url) return `${url}/`;
  const protocol = location.protocol.endsWith(':') ? location.protocol : `${location.protocol}:`;
  const port = location.port ? `:${location.port}` : '';
  const origin = `${protocol}//${formatHost(location.hostname)}${port}`;
  return `${modeOrigin(origin, mode, served.ports)}/`;
}

/** IPv6 literals need brackets in an address. */
function formatHost(hostname: string): string {
  return hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
}
