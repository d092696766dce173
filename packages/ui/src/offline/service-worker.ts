import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { offlineRule, pageCacheKey, readCacheKey } from './cache-rules.js';

/** The parts of the worker's global scope used here (the apps compile with the DOM types). */
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
}

/** Only a complete answer is kept (never an error, a redirect or a 304). */
const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/**
 * The app's service worker (each app's `src/sw.ts` calls this with its build's file list):
 * - the built shell (scripts, styles, fonts, icons, index.html) is precached, so a reload while
 *   the server is away still starts the app;
 * - a page load goes to the network first (the server's index.html carries the app addresses);
 *   without an answer the last page served, else the precached index.html;
 * - the menu and the kiosk's welcome page are read network first, the last good answer kept
 *   (one per language); nothing else is answered from a cache (see cache-rules.ts);
 * - a new deploy takes over at once (skipWaiting, clientsClaim): a kiosk has nobody to click
 *   "update"; the page decides when to reload (register-service-worker.ts).
 */
export function installServiceWorker(manifest: Array<PrecacheEntry | string>): void {
  const scope = self as unknown as WorkerScope;
  const origin = scope.location.origin;
  scope.addEventListener('install', () => void scope.skipWaiting());
  clientsClaim();
  cleanupOutdatedCaches();

  const pages = new NetworkFirst({
    cacheName: 'app-pages',
    networkTimeoutSeconds: 5,
    plugins: [okOnly, { cacheKeyWillBeUsed: async () => pageCacheKey(origin) }],
  });
  // registered before the precache's own route, so '/' is never answered by an old precached copy
  registerRoute(
    ({ request, url }) => offlineRule({ method: request.method, mode: request.mode, url }, origin) === 'page',
    async (options) => {
      const answer = await pages.handle(options).catch(() => undefined);
      return answer ?? (await matchPrecache('index.html')) ?? Response.error();
    },
  );
  registerRoute(
    ({ request, url }) => offlineRule({ method: request.method, mode: request.mode, url }, origin) === 'read',
    new NetworkFirst({
      cacheName: 'app-reads',
      networkTimeoutSeconds: 10,
      matchOptions: { ignoreVary: true },
      plugins: [okOnly, { cacheKeyWillBeUsed: async ({ request }) => readCacheKey(new URL(request.url)) }],
    }),
  );
  precacheAndRoute(manifest);
}
