import type { AppMode } from '@kiosk/contracts';

/** Local port of each app (spec section 2, "App modes"). */
export const APP_PORTS: Record<AppMode, number> = { kiosk: 5173, admin: 5174, sale: 5175 };

/** The parts of `window.location` the address computation needs. */
export interface LocationLike {
  protocol: string;
  hostname: string;
  port?: string;
}

const HOST_PREFIXES = ['kiosk.', 'admin.', 'sale.'] as const;

/**
 * Address (origin with a trailing slash) of another app of the product, seen from `location`.
 * - Behind a proxy the apps share one host name distinguished by prefix: on `kiosk.example.com` or
 *   `sale.example.com` the admin is `admin.example.com` (same protocol and port).
 * - Otherwise the apps share the host name and differ by port: the admin is on port 5174.
 */
export function getAppAddress(mode: AppMode, location: LocationLike): string {
  const protocol = location.protocol.endsWith(':') ? location.protocol : `${location.protocol}:`;
  const hostname = location.hostname.toLowerCase();
  const prefix = HOST_PREFIXES.find((candidate) => hostname.startsWith(candidate));
  if (prefix) {
    const host = `${mode}.${hostname.slice(prefix.length)}`;
    const port = location.port ? `:${location.port}` : '';
    return `${protocol}//${formatHost(host)}${port}/`;
  }
  return `${protocol}//${formatHost(hostname)}:${APP_PORTS[mode]}/`;
}

/** Address of the admin (back office) app. */
export function getAdminAddress(location: LocationLike): string {
  return getAppAddress('admin', location);
}

/** Address of the sale (cashier POS) app, the target of every 'Back to POS' link. */
export function getSaleAddress(location: LocationLike): string {
  return getAppAddress('sale', location);
}

/** IPv6 literals need brackets when written with a port. */
function formatHost(hostname: string): string {
  return hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
}
