/**
 * What the apps' service worker does with a request (pure rules, shared by the three apps'
 * workers). Only two kinds are ever answered from a cache when the server cannot be reached:
 * the app's page (its shell) and the few reads a reload needs to draw the app (the menu, the
 * kiosk's welcome page). Everything else (orders, payments, sign-in, every other API call) always
 * goes to the network and is never stored.
 */

/** Paths the server answers itself (API, realtime, files, health): never the app's page. */
const SERVER_PREFIXES = [
  '/api',
  '/functions',
  '/rest',
  '/auth',
  '/storage',
  '/health',
  '/ready',
  '/realtime',
];

/**
 * The reads kept (network first, the last good answer when the server is away): the menu (as
 * `MENU_PATH` in menu-fetch.ts) and the kiosk's welcome page settings.
 */
const CACHED_READS = new Set(['/functions/v1/get-menu-data-public', '/rest/v1/welcome_page_settings']);

/** The query parameters that choose a cached read's answer (the rest are cache busters: `t`, `v`). */
const KEY_PARAMS = ['lang'];

export type OfflineRule = 'page' | 'read' | 'network';

export interface RequestFacts {
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  url: URL;
}

export function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`),
  );
}

/** How the worker treats a request of the page at `origin`. */
export function offlineRule(request: RequestFacts, origin: string): OfflineRule {
  if (request.method !== 'GET' || request.url.origin !== origin) return 'network';
  if (request.mode === 'navigate') return isServerPath(request.url.pathname) ? 'network' : 'page';
  return CACHED_READS.has(request.url.pathname) ? 'read' : 'network';
}

/** One cache entry per read and language: the path with only the parameters that choose the answer. */
export function readCacheKey(url: URL): string {
  const key = new URL(url.pathname, url.origin);
  for (const name of KEY_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) key.searchParams.set(name, value);
  }
  return key.href;
}

/** Every page of a single-page app is the same document: one cache entry for all of them. */
export function pageCacheKey(origin: string): string {
  return `${origin}/`;
}
