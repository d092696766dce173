import http from 'node:http';
import type { Stats } from './stats.js';

type Json = Record<string, unknown>;

export interface Reply {
  status: number;
  json: Json;
}

/** Routes as the result names them: ids in paths replaced by `:id`, the query left out. */
export function routeOf(method: string, path: string): string {
  const bare = path.split('?')[0] ?? path;
  return `${method} ${bare.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id')}`;
}

const RETRY_PATIENCE_MS = 15_000;

/**
 * Keep-alive HTTP to one app's instances (a list of base URLs: a client keeps the one it was given
 * and moves to the next when it is unreachable, as behind a load balancer). A request the server
 * never answered (connection refused or reset) or answered 502/503 is sent again, with the same
 * idempotency key, for up to 15 s (the apps retry the same way); only then it counts as failed.
 */
export class HttpClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 4096 });

  constructor(
    private readonly bases: string[],
    private readonly stats: Stats,
  ) {}

  /** The base URL client `n` starts on. */
  baseFor(n: number): string {
    return this.bases[n % this.bases.length] ?? '';
  }

  private once(base: string, method: string, path: string, headers: Json, payload?: Buffer) {
    return new Promise<Reply>((resolve, reject) => {
      const request = http.request(
        `${base}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => {
            let json: Json = {};
            try {
              json = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Json;
            } catch {
              // not JSON: the status tells
            }
            resolve({ status: response.statusCode ?? 0, json });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  /**
   * One call as client `n` (retried as above). `expect` is the status that counts as success;
   * any other final answer is recorded as a failure of its route. Never throws.
   */
  async call(
    n: number,
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Json; expect?: number; ip?: string } = {},
  ): Promise<Reply> {
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const headers: Json = {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...options.headers,
    };
    const route = routeOf(method, path);
    const deadline = Date.now() + RETRY_PATIENCE_MS;
    let shift = 0;
    for (;;) {
      const base = this.bases[(n + shift) % this.bases.length] ?? '';
      let reply: Reply | undefined;
      let error: string | undefined;
      try {
        reply = await this.once(base, method, path, headers, payload);
      } catch (e) {
        error = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
      }
      const unreachable = reply === undefined || reply.status === 502 || reply.status === 503;
      if (unreachable && Date.now() < deadline) {
        this.stats.retried(route);
        shift += 1;
        await new Promise((r) => setTimeout(r, 250));
        continue;
      }
      const result = reply ?? { status: 0, json: { error } };
      if (result.status !== (options.expect ?? 200)) this.stats.failed(route, result.status, result.json);
      return result;
    }
  }

  close(): void {
    this.agent.destroy();
  }
}
