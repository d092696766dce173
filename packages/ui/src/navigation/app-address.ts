import { type AppMode, DEFAULT_MODE_PORTS, modeOrigin } from '@kiosk/contracts';

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
 * by the server's own rule (`modeOrigin` of `@kiosk/contracts`):
 * - Behind a proxy the apps share one host name distinguished by prefix: on `kiosk.example.com` or
 *   `sale.example.com` the admin is `admin.example.com` (same protocol and port).
 * - Otherwise the apps share the host name and differ by port: the admin is on port 5174.
 */
export function getAppAddress(mode: AppMode, location: LocationLike): string {
  const protocol = location.protocol.endsWith(':') ? location.protocol : `${location.protocol}:`;
  const port = location.port ? `:${location.port}` : '';
  const origin = `${protocol}//${formatHost(location.hostname)}${port}`;
  return `${modeOrigin(origin, mode, DEFAULT_MODE_PORTS)}/`;
}

/** Address of the admin (back office) app. */
export function getAdminAddress(location: LocationLike): string {
  return getAppAddress('admin', location);
}

/** Address of the sale (cashier POS) app, the target of every 'Back to POS' link. */
export function getSaleAddress(location: LocationLike): string {
  return getAppAddress('sale', location);
}

/** IPv6 literals need brackets in an address. */
function formatHost(hostname: string): string {
  return hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
}
