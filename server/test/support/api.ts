import { DEMO_ACCOUNTS, DEMO_KIOSK } from '../../src/db/seed/seed-demo-outlet.js';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A small JSON client for tests; `ip` sets X-Forwarded-For (the test server trusts the proxy header). */
export function api(baseUrl: string, defaults: { ip?: string } = {}) {
  const call = async <T = ErrorBody>(
    method: string,
    path: string,
    options: { body?: unknown; raw?: string; token?: string; ip?: string } = {},
  ): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = {};
    if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const ip = options.ip ?? defaults.ip;
    if (ip) headers['x-forwarded-for'] = ip;
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
  };
  return {
    call,
    signIn: (email: string, password: string, ip?: string) =>
      call<TokenBody>('POST', '/auth/v1/token?grant_type=password', {
        body: { email, password },
        ...(ip ? { ip } : {}),
      }),
    refresh: (refresh_token: string) =>
      call<TokenBody>('POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token } }),
    signInKiosk: (username = DEMO_KIOSK.username, password = DEMO_KIOSK.password, ip?: string) =>
      call<TokenBody>('POST', '/auth/v1/token?grant_type=kiosk_password', {
        body: { username, password },
        ...(ip ? { ip } : {}),
      }),
  };
}

/** Any JSON answer; errors have the one error shape. */
export type ErrorBody = Record<string, unknown> & {
  error?: { code: string; message: string; details?: Array<{ field: string; message: string }> };
};

export interface TokenBody {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user: {
    id: string;
    email: string | null;
    role: string;
    kiosk?: { kiosk_session_id: string | null; id: string; store_id: string | null };
  };
  error?: { code: string; message: string };
}

export const demo = (role: 'super_admin' | 'admin' | 'cashier') => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(role);
  return account;
};

let counter = 0;
/** A fresh client address per test, so the per-address sign-in limit of one test does not touch another. */
export const nextIp = () => {
  counter += 1;
  return `10.9.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};
