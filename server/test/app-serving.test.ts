import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Each mode's built app, faked as tiny dist folders so the serving rules are tested alone.
let server: TestServer;
let appsDir: string;

beforeAll(async () => {
  appsDir = await mkdtemp(path.join(os.tmpdir(), 'apps-'));
  for (const mode of ['kiosk', 'admin', 'sale']) {
    await mkdir(path.join(appsDir, mode, 'dist', 'assets'), { recursive: true });
    await writeFile(
      path.join(appsDir, mode, 'dist', 'index.html'),
      `<!doctype html><head><title>${mode}</title></head>`,
    );
    await writeFile(
      path.join(appsDir, mode, 'dist', 'assets', `${mode}-abc123.js`),
      `console.log('${mode}')`,
    );
    await writeFile(path.join(appsDir, mode, 'dist', 'sw.js'), `/* ${mode} worker */`);
  }
  server = await startTestServer({ seeded: false, env: { APPS_DIR: appsDir } });
});
afterAll(async () => {
  await server?.close();
  await rm(appsDir, { recursive: true, force: true });
});

const text = async (url: string) => {
  const res = await fetch(url, { redirect: 'manual' });
  return { res, body: await res.text() };
};

/** The addresses in the `kiosk-app-addresses` meta tag of a served index.html (HTML-escaped JSON). */
const injected = async (url: string): Promise<unknown> => {
  const { body } = await text(url);
  const content = /<meta name="kiosk-app-addresses" content="([^"]*)">/.exec(body)?.[1];
  return content === undefined
    ? undefined
    : JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
};

/** fetch() may not set Host, so requests "through a proxy" use node:http. */
function viaHost(
  port: number,
  host: string,
  pathname: string,
): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
  });
}

describe('serving the three apps', () => {
  it('serves each app on its own port with an SPA fallback', async () => {
    for (const mode of ['kiosk', 'admin', 'sale'] as const) {
      const { res, body } = await text(`${server.urls[mode]}/`);
      expect(res.status).toBe(200);
      expect(body).toContain(`<title>${mode}</title>`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const deep = await text(`${server.urls.admin}/orders/123?tab=items`);
    expect(deep.body).toContain('<title>admin</title>');
  });

  it('serves hashed assets as immutable and a missing asset as 404', async () => {
    const { res, body } = await text(`${server.urls.sale}/assets/sale-abc123.js`);
    expect(res.status).toBe(200);
    expect(body).toBe("console.log('sale')");
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await text(`${server.urls.sale}/assets/missing.js`)).res.status).toBe(404);
  });

  it("serves each app's service worker from its root as JavaScript that is never kept stale", async () => {
    // the worker's scope is the folder it is served from (the whole app); a browser re-checks it
    // on every load, so a new release's worker is found at once
    for (const mode of ['kiosk', 'admin', 'sale'] as const) {
      const { res, body } = await text(`${server.urls[mode]}/sw.js`);
      expect(res.status).toBe(200);
      expect(body).toBe(`/* ${mode} worker */`);
      expect(res.headers.get('content-type')).toContain('text/javascript');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const port = server.ports.kiosk;
    expect((await viaHost(port, `sale.shop.test:${port}`, '/sw.js')).body).toBe('/* sale worker */');
  });

  it('picks the app by host-name prefix on any port', async () => {
    const port = server.ports.kiosk;
    for (const mode of ['admin', 'sale', 'kiosk'] as const) {
      const { body } = await viaHost(port, `${mode}.shop.test:${port}`, '/');
      expect(body).toContain(`<title>${mode}</title>`);
    }
  });

  it('sends an admin page opened in another mode to the admin address, keeping path and query', async () => {
    const fromKiosk = await text(`${server.urls.kiosk}/products?page=2&q=ayran`);
    expect(fromKiosk.res.status).toBe(302);
    expect(fromKiosk.res.headers.get('location')).toBe(`${server.urls.admin}/products?page=2&q=ayran`);
    const fromSale = await text(`${server.urls.sale}/dashboard`);
    expect(fromSale.res.headers.get('location')).toBe(`${server.urls.admin}/dashboard`);
    const kioskOwn = await text(`${server.urls.kiosk}/menu`);
    expect(kioskOwn.res.status).toBe(200);
  });

  it('does not serve files outside the app folder', async () => {
    const { res } = await text(`${server.urls.kiosk}/..%2f..%2fkiosk%2fdist%2findex.html.map`);
    expect([400, 404]).toContain(res.status);
    const escaped = await text(`${server.urls.kiosk}/%2e%2e/%2e%2e/package.json`);
    expect(escaped.res.status).toBe(404);
  });
});

describe('the wrong-mode redirect never follows the Host header', () => {
  it('sends an unknown host to the default admin origin, not to the host it names', async () => {
    const port = server.ports.kiosk;
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `kiosk.evil.example:${port}`,
      'evil.example:5174',
    ]) {
      const res = await viaHost(port, host, '/products?page=2');
      expect(res.status).toBe(302);
      expect(res.location).toBe(`http://localhost:${server.ports.admin}/products?page=2`);
      expect(res.location).not.toContain('evil');
    }
  });

  it('keeps a loopback host or the address the client connected to', async () => {
    const port = server.ports.sale;
    expect((await viaHost(port, `localhost:${port}`, '/dashboard')).location).toBe(
      `http://localhost:${server.ports.admin}/dashboard`,
    );
    expect((await viaHost(port, `127.0.0.1:${port}`, '/dashboard')).location).toBe(
      `http://127.0.0.1:${server.ports.admin}/dashboard`,
    );
  });

  it('uses ADMIN_URL when it is set, whatever the Host header says', async () => {
    const proxied = await startTestServer({
      seeded: false,
      env: { APPS_DIR: appsDir, ADMIN_URL: 'https://admin.shop.test/' },
    });
    try {
      const port = proxied.ports.kiosk;
      for (const host of [`kiosk.shop.test:${port}`, 'evil.example', `127.0.0.1:${port}`]) {
        const res = await viaHost(port, host, '/settings?x=1');
        expect(res.status).toBe(302);
        expect(res.location).toBe('https://admin.shop.test/settings?x=1');
      }
    } finally {
      await proxied.close();
    }
  });

  it('puts the app addresses in every index.html it serves, so a link is right from the first paint', async () => {
    for (const mode of ['kiosk', 'admin', 'sale'] as const) {
      expect(await injected(`${server.urls[mode]}/`)).toEqual({
        ports: server.ports,
        urls: { admin: null, sale: null },
      });
    }
  });

  it('tells the apps the ports it listens on and the public origins set, for their links', async () => {
    const addresses = async (base: string) =>
      (await (await fetch(`${base}/functions/v1/app-addresses`)).json()) as { data: { urls: unknown } };
    expect(await addresses(server.urls.admin)).toEqual({
      success: true,
      data: { ports: server.ports, urls: { admin: null, sale: null } },
    });
    const proxied = await startTestServer({
      seeded: false,
      env: { APPS_DIR: appsDir, ADMIN_URL: 'https://admin.shop.test/', SALE_URL: 'https://pos.shop.test' },
    });
    try {
      expect((await addresses(proxied.urls.admin)).data.urls).toEqual({
        admin: 'https://admin.shop.test',
        sale: 'https://pos.shop.test',
      });
      expect(await injected(`${proxied.urls.sale}/`)).toEqual((await addresses(proxied.urls.sale)).data);
    } finally {
      await proxied.close();
    }
    expect(() => loadConfig({ SALE_URL: 'javascript:alert(1)' })).toThrow(/SALE_URL/);
  });

  it('refuses an ADMIN_URL that is not an http(s) origin at start-up', () => {
    for (const bad of [
      'javascript:alert(1)',
      'ftp://admin.shop.test',
      'https://admin.shop.test/admin',
      'admin.shop.test',
    ]) {
      expect(() => loadConfig({ ADMIN_URL: bad }), bad).toThrow(/ADMIN_URL/);
    }
    expect(loadConfig({ ADMIN_URL: 'https://admin.shop.test:8443/' }).adminUrl).toBe(
      'https://admin.shop.test:8443',
    );
  });
});
