// The store node bench's load generator, in a process of its own: kiosks of one store node signing
// in and selling orders paid by card (the terminal simulator approving), as the kiosk app does:
// create, start the payment, long-poll its status. `node --import tsx store-node-load-process.ts '<json>'`
// with { base, usernames, password, ipPrefix, rate (orders/s over all kiosks, 0 = as fast as they
// can), seconds and/or count }; prints one JSON line: { done, failed, seconds, p50, p99, errors }.
import http from 'node:http';

interface Options {
  base: string;
  usernames: string[];
  password: string;
  ipPrefix: string;
  rate: number;
  seconds?: number;
  count?: number;
}

type Json = Record<string, unknown>;

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const agent = new http.Agent({ keepAlive: true, maxSockets: options.usernames.length * 2 });

function call(method: string, path: string, token: string, body?: unknown, headers: Json = {}) {
  return new Promise<{ status: number; json: Json }>((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const request = http.request(
      `${options.base}${path}`,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Json,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function signIn(username: string, i: number): Promise<string> {
  const res = await fetch(`${options.base}/auth/v1/token?grant_type=kiosk_password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${options.ipPrefix}.${i + 1}` },
    body: JSON.stringify({ username, password: options.password }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`kiosk ${username} sign-in: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** One order of two lines, created and paid by card as the kiosk app does; the error if it failed. */
async function sellOne(token: string, items: unknown[], n: number): Promise<string | undefined> {
  const created = await call(
    'POST',
    '/functions/v1/manage-orders/create',
    token,
    { items },
    { 'idempotency-key': `bench-store-${process.pid}-${n}` },
  );
  const order = created.json.data as { id: string } | undefined;
  if (created.status !== 201 || !order) return `create ${created.status}`;
  const started = await call('POST', '/functions/v1/kiosk-payment/start', token, { order_id: order.id });
  const attempt = started.json.data as { attempt_id: string; step: string } | undefined;
  if (!attempt) return `start ${started.status} ${JSON.stringify(started.json).slice(0, 200)}`;
  let step = attempt.step;
  while (step === 'connecting' || step === 'waiting') {
    const status = await call(
      'GET',
      `/functions/v1/kiosk-payment/status?attempt_id=${attempt.attempt_id}&step=${step}&wait_ms=5000`,
      token,
    );
    step = (status.json.data as { step: string }).step;
  }
  return step === 'paid' ? undefined : `payment ${step}`;
}

const tokens = await Promise.all(options.usernames.map(signIn));
const menu = (await (await fetch(`${options.base}/functions/v1/get-menu-data-public?lang=tr`)).json()) as {
  products: Array<{ id: string; configurable: boolean; is_available: boolean }>;
};
const items = menu.products
  .filter((p) => !p.configurable && p.is_available)
  .slice(0, 2)
  .map((p) => ({ product_id: p.id, quantity: 1 }));

const latencies: number[] = [];
const errors: string[] = [];
let failed = 0;
let next = 0;
const begin = performance.now();
const deadline = begin + (options.seconds ?? Number.POSITIVE_INFINITY) * 1000;
const count = options.count ?? Number.POSITIVE_INFINITY;
await Promise.all(
  tokens.map(async (token) => {
    for (;;) {
      const n = next;
      if (n >= count) return;
      next += 1;
      // paced: order n starts at n / rate seconds (late orders start at once)
      const due = options.rate > 0 ? begin + (n / options.rate) * 1000 : performance.now();
      if (due > deadline) return;
      if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
      const t = performance.now();
      const error = await sellOne(token, items, n).catch((e: Error) => e.message);
      if (error === undefined) latencies.push(performance.now() - t);
      else {
        failed += 1;
        if (errors.length < 5) errors.push(error);
      }
    }
  }),
);
const seconds = (performance.now() - begin) / 1000;
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
process.stdout.write(
  `${JSON.stringify({ done: latencies.length, failed, seconds, p50: at(0.5), p99: at(0.99), errors })}\n`,
);
agent.destroy();
process.exit(0);
