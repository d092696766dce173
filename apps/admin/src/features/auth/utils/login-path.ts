/**
 * Where the route guard sends a visitor without a session (spec section 2, "Route guard"):
 * /login on an admin host name, /admin/login anywhere else.
 */
export function loginPath(hostname: string): '/login' | '/admin/login' {
  return hostname.toLowerCase().includes('admin') ? '/login' : '/admin/login';
}

interface FromLocation {
  pathname?: string;
  search?: string;
  hash?: string;
}

const LOGIN_PATHS = ['/login', '/admin/login'];

/** Where to go after signing in: the remembered origin location, or the dashboard. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: FromLocation } | null | undefined)?.from;
  const pathname = from?.pathname;
  // an address like //other.example would leave the app
  if (!pathname?.startsWith('/') || pathname.startsWith('//') || LOGIN_PATHS.includes(pathname)) {
    return '/dashboard';
  }
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
