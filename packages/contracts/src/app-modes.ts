import { z } from 'zod';
import type { AppMode } from './health.js';

export interface ModePorts {
  kiosk: number;
  admin: number;
  sale: number;
}

export const DEFAULT_MODE_PORTS: ModePorts = { kiosk: 5173, admin: 5174, sale: 5175 };

/**
 * GET /functions/v1/app-addresses: what an app needs to link to the others. The ports the server
 * listens on and the public origins set (ADMIN_URL, SALE_URL; null: not set); the app combines
 * them with its own address (`modeOrigin`), so no Host header is ever trusted for a link.
 */
export const appAddressesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    ports: z.object({ kiosk: z.number().int(), admin: z.number().int(), sale: z.number().int() }),
    urls: z.object({ admin: z.string().nullable(), sale: z.string().nullable() }),
  }),
});
export type AppAddresses = z.infer<typeof appAddressesResponseSchema>['data'];

/** Name of the `<meta>` tag in which the server hands each app's index.html the same addresses. */
export const APP_ADDRESSES_META = 'kiosk-app-addresses';

/**
 * First path segments of the admin app. A page with one of these opened in the kiosk or sale
 * mode is in the wrong mode and goes to the admin address (spec, App modes). Kiosk and sale
 * routes must not start with these.
 */
export const ADMIN_ROUTE_SEGMENTS = [
  'admin',
  'login',
  'dashboard',
  'products',
  'categories',
  'configurator',
  'kitchen-stations',
  'deals',
  'promotions',
  'pricing',
  'printers',
  'orders',
  'reports',
  'till-sessions',
  'kiosk-management',
  'kiosk-detail',
  'kiosk-messenger',
  'business-store-management',
  'pos-device-management',
  'welcome-settings',
  'settings',
  'staff',
] as const;

/** Splits "host:port" (or "[::1]:port") into its parts. */
export function splitHost(host: string): { hostname: string; port: number | undefined } {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim());
  if (!match) return { hostname: host, port: undefined };
  return { hostname: (match[1] ?? host).toLowerCase(), port: match[2] ? Number(match[2]) : undefined };
}

/** The mode a request is in: host-name prefix first (admin./kiosk./sale.), then the port, else kiosk. */
export function appModeFor(host: string, localPort: number | undefined, ports: ModePorts): AppMode {
  const { hostname, port } = splitHost(host);
  for (const mode of ['admin', 'kiosk', 'sale'] as const) {
    if (hostname.startsWith(`${mode}.`)) return mode;
  }
  const effective = localPort ?? port;
  if (effective === ports.admin) return 'admin';
  if (effective === ports.sale) return 'sale';
  return 'kiosk';
}

/** True when a path belongs to the admin app. */
export function isAdminPath(pathname: string): boolean {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return (ADMIN_ROUTE_SEGMENTS as readonly string[]).includes(first);
}

/**
 * The origin of another mode's app, seen from a page at `origin`:
 * with a mode host-name prefix, swap the prefix and keep the port; otherwise keep the host
 * name and use that mode's port.
 */
export function modeOrigin(origin: string, target: AppMode, ports: ModePorts): string {
  const url = new URL(origin);
  const prefix = /^(admin|kiosk|sale)\./.exec(url.hostname);
  if (prefix) {
    url.hostname = `${target}.${url.hostname.slice(prefix[0].length)}`;
  } else {
    url.port = String(ports[target]);
  }
  return url.origin;
}
