import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMenu, MENU_PATH, MenuLoadError } from './menu-fetch.js';

const request = { clientApplication: 'kiosk', getAccessToken: async () => 'token-1' };

function answer(status: number, body = '', headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async () => new Response(status === 304 ? null : body, { status, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function errorOf(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MenuLoadError);
  return (error as MenuLoadError).info;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchMenu', () => {
  it('asks conditionally on the cached ETag, with the app header and the bearer token', async () => {
    const fetchMock = answer(304);
    expect(await fetchMenu(request, 'en', '"abc"')).toBe('not-modified');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url.startsWith(`${MENU_PATH}?lang=en&t=`)).toBe(true);
    expect(url).toContain('v=abc');
    expect(init.headers).toMatchObject({
      'X-Client-Application': 'kiosk',
      Authorization: 'Bearer token-1',
      'If-None-Match': '"abc"',
    });
  });

  it("names the spec's errors: authRequired, edgeFunctionFailed with the status, noData, network", async () => {
    answer(401);
    expect(await errorOf(fetchMenu(request, 'tr', null))).toEqual({ key: 'authRequired' });
    answer(502);
    expect(await errorOf(fetchMenu(request, 'tr', null))).toEqual({ key: 'edgeFunctionFailed', status: 502 });
    answer(200, 'not json');
    expect(await errorOf(fetchMenu(request, 'tr', null))).toEqual({ key: 'noData' });
    answer(200, JSON.stringify({ nothing: true }));
    expect(await errorOf(fetchMenu(request, 'tr', null))).toEqual({ key: 'noData' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await errorOf(fetchMenu(request, 'tr', null))).toEqual({ key: 'network' });
  });
});
