import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.js';
import { ApiError } from './api-error.js';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('createApiClient', () => {
  it('sends JSON with the bearer token and returns the parsed body', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { success: true, data: { id: 1 } }));
    const api = createApiClient({ fetch, getAccessToken: () => 'abc' });
    const result = await api.post(
      '/functions/v1/thing',
      { a: 1 },
      { query: { lang: 'tr', skip: undefined } },
    );
    expect(result).toEqual({ success: true, data: { id: 1 } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/functions/v1/thing?lang=tr');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
  });

  it("turns the server's error shape into a typed ApiError", async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(422, {
        success: false,
        error: { code: 'validation_failed', message: 'name is required', details: [{ field: 'name' }] },
      }),
    );
    const api = createApiClient({ fetch });
    const error = await api.get('/rest/v1/products').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'validation_failed',
      status: 422,
      message: 'name is required',
      details: [{ field: 'name' }],
    });
  });

  it('reads a file download as a Blob when asked, and its failure as the error shape', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff]);
    const fetch = vi.fn(async () => new Response(bytes, { status: 200 }));
    const blob = await createApiClient({ fetch }).get<Blob>('/functions/v1/menu-export', { blob: true });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    const refused = vi.fn(async () =>
      jsonResponse(403, { success: false, error: { code: 'forbidden', message: 'no' } }),
    );
    const error = await createApiClient({ fetch: refused })
      .get('/functions/v1/menu-export', { blob: true })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'forbidden', status: 403 });
  });

  it('derives a code from the status when the body is not the error shape', async () => {
    const fetch = vi.fn(async () => new Response('Not Found', { status: 404 }));
    const error = await createApiClient({ fetch })
      .get('/auth/v1/user')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'not_found', status: 404, message: 'Not Found' });
  });

  it('reports an unreachable server as network_error with status 0', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await createApiClient({ fetch })
      .get('/health')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network_error', status: 0 });
  });

  it('treats success:false with a 200 status as an error and returns undefined for 204', async () => {
    const failing = vi.fn(async () =>
      jsonResponse(200, { success: false, error: { code: 'conflict', message: 'x' } }),
    );
    await expect(createApiClient({ fetch: failing }).get('/x')).rejects.toMatchObject({
      code: 'conflict',
      status: 200,
    });
    const empty = vi.fn(async () => new Response(null, { status: 204 }));
    await expect(createApiClient({ fetch: empty }).delete('/x')).resolves.toBeUndefined();
  });

  it('reads how long to wait from Retry-After, or from the error details', async () => {
    const withHeader = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: false, error: { code: 'rate_limited', message: 'Too many' } }),
          {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '120' },
          },
        ),
    );
    await expect(createApiClient({ fetch: withHeader }).get('/x')).rejects.toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: 120,
    });
    const withDetails = vi.fn(async () =>
      jsonResponse(429, {
        success: false,
        error: { code: 'account_locked', message: 'Locked', details: { retryAfterSeconds: 1800 } },
      }),
    );
    await expect(createApiClient({ fetch: withDetails }).get('/x')).rejects.toMatchObject({
      retryAfterSeconds: 1800,
    });
  });

  it('awaits an async token and retries once with the token onUnauthorized gives', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).Authorization === 'Bearer fresh'
        ? jsonResponse(200, { ok: true })
        : jsonResponse(401, { success: false, error: { code: 'invalid_token', message: 'expired' } }),
    );
    const onUnauthorized = vi.fn(async () => 'fresh');
    const api = createApiClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      getAccessToken: async () => 'stale',
      onUnauthorized,
    });
    await expect(api.get('/x')).resolves.toEqual({ ok: true });
    expect(onUnauthorized).toHaveBeenCalledWith('stale', expect.objectContaining({ status: 401 }));
    expect(fetch).toHaveBeenCalledTimes(2);

    // an explicit token is never swapped
    await expect(api.get('/x', { accessToken: 'mine' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
