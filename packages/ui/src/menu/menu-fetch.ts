import type { MenuData } from '@kiosk/contracts';
import type { Language } from '@kiosk/i18n';
import { loadServerSchemas } from '../validation/load-server-schemas.js';

export type MenuErrorKey = 'authRequired' | 'edgeFunctionFailed' | 'noData' | 'network';

/** The spec's menu load errors (section 8). */
export interface MenuError {
  key: MenuErrorKey;
  status?: number;
}

export const MENU_PATH = '/functions/v1/get-menu-data-public';

/** A failed menu request, with the spec's error. */
export class MenuLoadError extends Error {
  constructor(readonly info: MenuError) {
    super(info.key);
  }
}

export interface MenuRequest {
  /** The spec's application header (X-Client-Application). */
  clientApplication: string;
  /** The bearer token, or null (the menu is public). */
  getAccessToken: () => Promise<string | null>;
}

export type FetchedMenu = { data: MenuData; etag: string | null; length: number } | 'not-modified';

function menuHeaders(request: MenuRequest, token: string | null, cachedEtag: string | null) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Client-Application': request.clientApplication,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (cachedEtag) headers['If-None-Match'] = cachedEtag;
  return headers;
}

/** The menu's body as JSON and the schema says; `noData` otherwise. */
async function parseMenuBody(text: string): Promise<MenuData> {
  if (!text) throw new MenuLoadError({ key: 'noData' });
  const { menuDataSchema } = await loadServerSchemas().catch(() => {
    throw new MenuLoadError({ key: 'network' });
  });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new MenuLoadError({ key: 'noData' });
  }
  const parsed = menuDataSchema.safeParse(body);
  if (!parsed.success) throw new MenuLoadError({ key: 'noData' });
  return parsed.data;
}

/**
 * `GET /functions/v1/get-menu-data-public` for `language`, conditional on the cached copy's ETag
 * (304: 'not-modified'); throws MenuLoadError with the spec's error key.
 */
export async function fetchMenu(
  request: MenuRequest,
  language: Language,
  cachedEtag: string | null,
): Promise<FetchedMenu> {
  // the schema's chunk (start-up: not loaded yet) travels with the request
  void loadServerSchemas().catch(() => {});
  const token = await request.getAccessToken().catch(() => null);
  const query = new URLSearchParams({ lang: language, t: String(Date.now()) });
  if (cachedEtag) query.set('v', cachedEtag.replaceAll('"', '').slice(0, 50));
  let response: Response;
  try {
    response = await fetch(`${MENU_PATH}?${query}`, {
      headers: menuHeaders(request, token, cachedEtag),
      cache: 'no-store',
    });
  } catch {
    throw new MenuLoadError({ key: 'network' });
  }
  if (response.status === 304) return 'not-modified';
  if (response.status === 401 || response.status === 403) throw new MenuLoadError({ key: 'authRequired' });
  if (!response.ok) throw new MenuLoadError({ key: 'edgeFunctionFailed', status: response.status });
  const text = await response.text().catch(() => '');
  return { data: await parseMenuBody(text), etag: response.headers.get('etag'), length: text.length };
}
