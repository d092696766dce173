import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  APP_ADDRESSES_META,
  type AppAddresses,
  type AppMode,
  appAddressesResponseSchema,
  appModeFor,
  isAdminPath,
  type ModePorts,
  splitHost,
} from '@kiosk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../errors.js';
import { isApiPath } from '../error-handler.js';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export interface AppServingOptions {
  appsDir: string;
  ports: ModePorts;
  /** Public admin address when deployed behind a proxy. */
  adminUrl?: string | undefined;
  /** Public sale address when deployed behind a proxy. */
  saleUrl?: string | undefined;
}

function requestMode(request: FastifyRequest, ports: ModePorts): AppMode {
  return appModeFor(request.headers.host ?? '', request.socket.localPort, ports);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The admin origin when ADMIN_URL is not set. The Host header is only used when it names this
 * machine (a loopback name, the address the client connected to, or the machine's host name);
 * any other host (`Host: evil.example`) gets http://localhost:<admin port>, so the redirect can
 * never point at an address an attacker put in the header.
 */
function defaultAdminOrigin(request: FastifyRequest, ports: ModePorts): string {
  const { hostname } = splitHost(request.headers.host ?? '');
  const local = request.socket.localAddress?.replace(/^::ffff:/, '');
  const known =
    LOOPBACK_HOSTS.has(hostname) ||
    hostname === os.hostname().toLowerCase() ||
    (local !== undefined && (hostname === local || hostname === `[${local}]`));
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${known ? hostname : 'localhost'}:${ports.admin}`;
}

/** Escapes text for a double-quoted HTML attribute. */
function attribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The app's index.html with the app addresses in a `<meta name="kiosk-app-addresses">` tag, so its
 * links to the other apps are right from the first paint (read synchronously: no script, no CSP change).
 */
async function indexWithAddresses(file: string, addresses: AppAddresses): Promise<string> {
  const html = await readFile(file, 'utf8');
  const meta = `<meta name="${APP_ADDRESSES_META}" content="${attribute(JSON.stringify(addresses))}">`;
  return html.replace(/<\/head>/i, `${meta}</head>`);
}

/** The ports as listened on (known once the server listens) and the public origins set. */
function appAddresses(options: AppServingOptions): AppAddresses {
  return {
    ports: { ...options.ports },
    urls: { admin: options.adminUrl ?? null, sale: options.saleUrl ?? null },
  };
}

async function fileIfExists(file: string): Promise<number | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built app of the request's mode (kiosk, admin or sale) with an SPA fallback,
 * and sends admin pages opened in another mode to the admin address, keeping path and query.
 */
export async function appServingRoutes(app: FastifyInstance, options: AppServingOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/functions/v1/app-addresses',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['platform'],
        summary: "The apps' ports and public origins, for the links between the apps",
        response: { 200: appAddressesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: appAddresses(options) }),
  );
  app.get('/*', { config: { permission: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?', 2) as [string, string | undefined];
    if (isApiPath(pathname)) throw errors.notFound(`Route ${request.method} ${pathname}`);

    const mode = requestMode(request, options.ports);
    if (mode !== 'admin' && isAdminPath(pathname)) {
      const origin = options.adminUrl ?? defaultAdminOrigin(request, options.ports);
      return reply.redirect(
        `${origin.replace(/\/$/, '')}${pathname}${query !== undefined ? `?${query}` : ''}`,
        302,
      );
    }

    const root = path.join(options.appsDir, mode, 'dist');
    let relative: string;
    try {
      relative = decodeURIComponent(pathname);
    } catch {
      throw errors.badRequest('Malformed path');
    }
    const file = path.join(root, path.normalize(relative));
    if (file.startsWith(root + path.sep)) {
      const size = await fileIfExists(file);
      if (size !== undefined) {
        const immutable = relative.startsWith('/assets/');
        reply
          .type(MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
          .header('Content-Length', size)
          .header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        return reply.send(createReadStream(file));
      }
    }
    if (path.extname(relative)) throw errors.notFound('File');

    const index = path.join(root, 'index.html');
    if ((await fileIfExists(index)) === undefined) {
      throw errors.unavailable(`The ${mode} app is not built yet: run "npm run build"`);
    }
    return reply
      .type(MIME['.html'] as string)
      .header('Cache-Control', 'no-cache')
      .send(await indexWithAddresses(index, appAddresses(options)));
  });
}
