import { type AppAddresses, type AppMode, DEFAULT_MODE_PORTS, modeOrigin } from '@kiosk/contracts';

/** Local port of each app (spec section 2, "App modes"); the server's own defaults. */
export const APP_PORTS: Readonly<Record<AppMode, number>> = DEFAULT_MODE_PORTS;

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
 *   (`served`, from GET /functions/v1/app-addresses), else the default one (5174 for the admin).
 */
export function getAppAddress(mode: AppMode, location: LocationLike, served?: AppAddresses): string {
  const url = mode === 'kiosk' ? null : served?.urls[mode];
  if (url) return `${url}/`;
  const protocol = location.protocol.endsWith(':') ? location.protocol : `${location.protocol}:`;
  const port = location.port ? `:${location.port}` : '';
  const origin = `${protocol}//${formatHost(location.hostname)}${port}`;
  return `${modeOrigin(origin, mode, served?.ports ?? DEFAULT_MODE_PORTS)}/`;
}

/** Address of the admin (back office) app. */
export function getAdminAddress(location: LocationLike, served?: AppAddresses): string {
  return getAppAddress('admin', location, served);
}

/** Address of the sale (cashier POS) app, the target of every 'Back to POS' link. */
export function getSaleAddress(location: LocationLike, served?: AppAddresses): string {
  return getAppAddress('sale', location, served);
}

/** IPv6 literals need brackets in an address. */
function formatHost(hostname: string): string {
  return hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
}
