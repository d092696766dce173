import { createStore, useStore } from '@kiosk/ui';

/**
 * The kiosk's screens. The kiosk is a guided flow rather than a site, so a few fixed paths and
 * the History API are all it needs (react-router would cost ~30 KB gzipped of the start-up
 * budget). Paths never start with an admin route segment (see @kiosk/contracts).
 */
export const ROUTES = {
  welcome: '/',
  orderType: '/order-type',
  menu: '/menu',
  cart: '/cart',
  details: '/details',
  payment: '/payment',
} as const;
export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

const KNOWN = new Set<string>(Object.values(ROUTES));

function current(): RoutePath {
  const path = globalThis.location?.pathname ?? '/';
  return (KNOWN.has(path) ? path : ROUTES.welcome) as RoutePath;
}

const route = createStore<RoutePath>(current());

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => route.set(current()));
  // an unknown address (an old bookmark) shows the welcome screen at its own address
  if (window.location.pathname !== route.get()) window.history.replaceState(null, '', route.get());
}

export function navigate(path: RoutePath, options: { replace?: boolean } = {}): void {
  if (typeof window !== 'undefined' && window.location.pathname !== path) {
    if (options.replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
  }
  route.set(path);
  if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
}

export function useRoute(): RoutePath {
  return useStore(route);
}
