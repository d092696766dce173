/** How often a long-open page (a kiosk, a till) asks whether a new deploy's worker exists. */
const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Registers the app's service worker (`/sw.js`, built by vite-plugin-pwa) once the page has
 * loaded. `onUpdate` runs when a new deploy's worker has taken over a page an older one served:
 * the page then reloads at a moment that loses nothing (the kiosk between customers, the staff
 * apps when the person agrees).
 */
export function registerServiceWorker(onUpdate: () => void): void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return;
  // the first worker taking over a page the network served is no update; any later one is
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled) onUpdate();
    controlled = true;
  });
  const register = () => {
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
