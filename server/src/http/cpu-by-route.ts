import { AsyncLocalStorage, createHook } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * Opt-in diagnostics for the benches (`npm run bench peak`): with KIOSK_CPU_BY_ROUTE_FILE set, the
 * time the main thread runs callbacks on behalf of each route (its hooks, handler, queries'
 * callbacks, serialisation; found through the request's async context) is summed, and every second
 * the running totals go to that file as JSON: { "<METHOD> <route>": { requests, busyMs } }, with
 * "(no request)" for the rest (realtime fan-out, jobs, timers). The bench scales these shares to the
 * process's measured CPU. Async hooks slow the server a little: off (nothing installed) by default.
 */
const FILE = process.env.KIOSK_CPU_BY_ROUTE_FILE;
const OUTSIDE = '(no request)';

interface Totals {
  requests: number;
  busyMs: number;
}

const totals = new Map<string, Totals>();
const context = new AsyncLocalStorage<{ route: string }>();
let running: { route: string; since: number } | undefined;

function charge(route: string, ms: number): void {
  const entry = totals.get(route) ?? { requests: 0, busyMs: 0 };
  entry.busyMs += ms;
  totals.set(route, entry);
}

function install(file: string): void {
  createHook({
    before() {
      running = { route: context.getStore()?.route ?? OUTSIDE, since: performance.now() };
    },
    after() {
      if (running) charge(running.route, performance.now() - running.since);
      running = undefined;
    },
  }).enable();
  setInterval(() => writeFileSync(file, JSON.stringify(Object.fromEntries(totals))), 1000).unref();
}

let installed = false;

export function measureCpuByRoute(app: FastifyInstance): void {
  if (!FILE) return;
  if (!installed) install(FILE);
  installed = true;
  app.addHook('onRequest', (request, _reply, done) => {
    const route = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
    const entry = totals.get(route) ?? { requests: 0, busyMs: 0 };
    entry.requests += 1;
    totals.set(route, entry);
    context.run({ route }, done);
  });
}
