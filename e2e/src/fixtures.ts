import type { Browser } from 'playwright-core';
import { openPage } from './browser.js';

/** Demo accounts of the seed (README, "Demo sign-ins"). */
export const DEMO = {
  superAdmin: { email: 'super@kiosk.local', password: 'Demo-Super-2026!' },
  admin: { email: 'admin@kiosk.local', password: 'Demo-Admin-2026!' },
  cashier: { email: 'kasiyer@kiosk.local', password: 'Demo-Kasiyer-2026!' },
  kiosk: {
    username: 'kiosk-kadikoy-01',
    password: 'Demo-Kiosk-2026!',
    publicId: 'K-DEMO0001',
    pin: '24681357',
  },
} as const;

/** Local storage keys of each app's session. */
export const SESSION_KEYS = { admin: 'auth_session', sale: 'sale_session', kiosk: 'kiosk_session' } as const;

/** What POST /auth/v1/token answers (the apps store it as it is). */
export interface TokenBody {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: {
    id: string;
    email: string | null;
    role: string;
    kiosk?: { id: string; public_id: string; kiosk_session_id: string | null };
  };
}

async function token(baseUrl: string, grantType: string, body: unknown): Promise<TokenBody> {
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=${grantType}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenBody;
}

/** Signs a person in through the real API (each call counts against the address's sign-in limit). */
export function signInByApi(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<TokenBody> {
  return token(baseUrl, 'password', account);
}

/** Signs the demo kiosk device in through the real API. */
export function signInKioskByApi(baseUrl: string): Promise<TokenBody> {
  return token(baseUrl, 'kiosk_password', { username: DEMO.kiosk.username, password: DEMO.kiosk.password });
}

/** localStorage entries that open an app signed in with `tokens`. */
export function storedSession(app: keyof typeof SESSION_KEYS, tokens: TokenBody): Record<string, string> {
  return { [SESSION_KEYS[app]]: JSON.stringify(tokens) };
}

/** A JSON call to the API with a bearer token. */
export async function callApi<T>(
  baseUrl: string,
  accessToken: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * Opens a till session (the cash drawer, issue 32) for the terminal `posDeviceId` through the API:
 * cash at a till needs one (on by default). Tests that take cash open it in their set-up, not
 * through the till's screens.
 */
export async function openTillSessionByApi(
  baseUrl: string,
  accessToken: string,
  posDeviceId: string,
  floatMinor = 100_000,
): Promise<{ id: string }> {
  const opened = await callApi<{ data: { id: string } }>(baseUrl, accessToken, '/api/till/sessions', {
    pos_device_id: posDeviceId,
    float_minor: floatMinor,
  });
  if (opened.status !== 201) {
    throw new Error(`open till session: ${opened.status} ${JSON.stringify(opened.body)}`);
  }
  return opened.body.data;
}

/** The first terminal the till lists (GET /api/till/terminals; the demo seed has one). */
export async function firstTillTerminalId(baseUrl: string, accessToken: string): Promise<string> {
  const terminals = await callApi<{ data: Array<{ id: string }> }>(
    baseUrl,
    accessToken,
    '/api/till/terminals',
  );
  const terminal = terminals.status === 200 ? terminals.body.data[0] : undefined;
  if (!terminal) throw new Error(`no till terminal: ${terminals.status} ${JSON.stringify(terminals.body)}`);
  return terminal.id;
}

/**
 * A till ready to take cash, through the API: its first terminal and an open till session on it
 * (`floatMinor` in the drawer). Tests that take cash call it in their set-up.
 */
export async function openTillWithSession(
  baseUrl: string,
  accessToken: string,
  floatMinor = 100_000,
): Promise<{ terminalId: string; sessionId: string }> {
  const terminalId = await firstTillTerminalId(baseUrl, accessToken);
  const session = await openTillSessionByApi(baseUrl, accessToken, terminalId, floatMinor);
  return { terminalId, sessionId: session.id };
}

/**
 * The sale app signed in with `tokens`, linked to the till terminal `terminalId`, in `language`;
 * at `path`, by default the till, whose product grid is awaited.
 */
export async function openTillPage(
  browser: Browser,
  saleUrl: string,
  options: {
    tokens: TokenBody;
    terminalId: string;
    language: 'tr' | 'en';
    viewport: { width: number; height: number };
    path?: string;
  },
): ReturnType<typeof openPage> {
  const { tokens, terminalId, language, viewport, path = '/' } = options;
  const opened = await openPage(browser, {
    viewport,
    localStorage: { ...storedSession('sale', tokens), language, pos_till_terminal: terminalId },
  });
  await opened.page.goto(`${saleUrl}${path}`);
  if (path === '/') await opened.page.getByTestId('product-tile').first().waitFor();
  return opened;
}
