import { ApiError, isApiError, isErrorBody, NETWORK_ERROR_CODE, toApiError } from './api-error.js';

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  /** Prefix of every path; empty (same origin) by default. */
  baseUrl?: string;
  /** Bearer token sent with every request, read at request time (may refresh it first). */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * A request sent with the token of `getAccessToken` was answered 401: returns a token to retry
   * once with (e.g. after a refresh), or nothing to give up.
   */
  onUnauthorized?: (
    usedToken: string,
    error: ApiError,
  ) => Promise<string | null | undefined> | string | null | undefined;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** fetch implementation (tests); the global fetch by default. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** JSON-serialised unless it is FormData, Blob, URLSearchParams or a string. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the client's token for this request; `null` sends none. */
  accessToken?: string | null;
  /** Read a successful answer as a Blob (a file download, e.g. an XLSX) instead of JSON or text. */
  blob?: boolean;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

/**
 * A small fetch wrapper for the product's API (same origin by default). It sends and reads JSON,
 * adds the bearer token and turns every failure into an {@link ApiError}:
 * the server's `{ success: false, error: { code, message, details? } }` keeps its code; other
 * failures get a code from the HTTP status; an unreachable server gives `network_error`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');

  async function request<T>(method: HttpMethod, path: string, init: RequestOptions = {}): Promise<T> {
    const ownToken = init.accessToken === undefined;
    const token = ownToken ? await options.getAccessToken?.() : init.accessToken;
    try {
      return await send<T>(method, path, init, token);
    } catch (error) {
      if (!ownToken || !token || !options.onUnauthorized || !isApiError(error) || error.status !== 401) {
        throw error;
      }
      const retryToken = await options.onUnauthorized(token, error);
      if (!retryToken || retryToken === token) throw error;
      return send<T>(method, path, init, retryToken);
    }
  }

  async function send<T>(
    method: HttpMethod,
    path: string,
    init: RequestOptions,
    token: string | null | undefined,
  ): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...options.headers,
      ...init.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: BodyInit | undefined;
    if (init.body !== undefined) {
      if (isRawBody(init.body)) {
        body = init.body;
      } else {
        body = JSON.stringify(init.body);
        headers['Content-Type'] ??= 'application/json';
      }
    }

    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, init.query), {
        method,
        headers,
        body,
        signal: init.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError({
        code: NETWORK_ERROR_CODE,
        status: 0,
        message: error instanceof Error ? error.message : 'Network request failed',
      });
    }

    if (init.blob && response.ok) return (await response.blob()) as T;
    const payload = await readBody(response);
    if (!response.ok || isErrorBody(payload)) {
      throw toApiError(response.status, payload, response.statusText, response.headers.get('retry-after'));
    }
    return payload as T;
  }

  return {
    request,
    get: (path, init) => request('GET', path, init),
    post: (path, body, init) => request('POST', path, { ...init, body }),
    put: (path, body, init) => request('PUT', path, { ...init, body }),
    patch: (path, body, init) => request('PATCH', path, { ...init, body }),
    delete: (path, init) => request('DELETE', path, init),
  };
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams)
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
