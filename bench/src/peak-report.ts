// The peak bench's measures (CPU and memory from /proc, statements) and its tables.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import type { LoadResult } from '@kiosk/load-generator';
import type { Report } from './support.js';

const CLOCK_TICKS = 100;
const CORES = 2;

export interface Usage {
  at: number;
  serverCpuMs: number;
  postgresCpuMs: number;
  terminalsCpuMs: number;
  statements: number;
  serverRssMiB: number;
  postgresRssMiB: number;
  load: number;
  /** The server's own account of where its main thread was busy (cpu-by-route.ts), per route. */
  routes: Record<string, { requests: number; busyMs: number }>;
}

export interface Phase {
  name: string;
  rate: number;
  result: LoadResult;
  usage: Usage;
}

/** CPU so far and memory: the proportional set size (shared pages split among their users), else RSS. */
function stat(pid: number): { cpuMs: number; rssMiB: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  let kib = (Number(fields[21]) * 4096) / 1024;
  try {
    kib = Number(/Pss:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? kib);
  } catch {
    // no smaps_rollup: RSS
  }
  return { cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS, rssMiB: kib / 1024 };
}

/** CPU and RSS of one Postgres cluster: its postmaster and every process it forked (backends, workers). */
function postgres(postmaster: number): { cpuMs: number; rssMiB: number } {
  let cpuMs = 0;
  let rssMiB = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (Number(pid) !== postmaster && ppid !== postmaster) continue;
      const s = stat(Number(pid));
      cpuMs += s.cpuMs;
      rssMiB += s.rssMiB;
    } catch {
      // the process ended meanwhile
    }
  }
  return { cpuMs, rssMiB };
}

/** The postmaster of the cluster a backend belongs to (the backend's parent). */
export function postmasterOf(backendPid: number): number {
  return Number(readFileSync(`/proc/${backendPid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
}

function readRoutes(file: string | undefined): Usage['routes'] {
  try {
    return file ? (JSON.parse(readFileSync(file, 'utf8')) as Usage['routes']) : {};
  } catch {
    return {};
  }
}

export function sampleUsage(
  pids: { server: number; terminals: number; postmaster: number },
  statements: number,
  routesFile?: string,
): Usage {
  const server = stat(pids.server);
  const pg = postgres(pids.postmaster);
  return {
    at: performance.now(),
    serverCpuMs: server.cpuMs,
    postgresCpuMs: pg.cpuMs,
    terminalsCpuMs: stat(pids.terminals).cpuMs,
    statements,
    serverRssMiB: server.rssMiB,
    postgresRssMiB: pg.rssMiB,
    load: os.loadavg()[0] ?? 0,
    routes: readRoutes(routesFile),
  };
}

/** The window's usage: CPU and statements as differences, memory and load at its end. */
export function usageOf(start: Usage, end: Usage): Usage {
  return {
    at: (end.at - start.at) / 1000,
    serverCpuMs: end.serverCpuMs - start.serverCpuMs,
    postgresCpuMs: end.postgresCpuMs - start.postgresCpuMs,
    terminalsCpuMs: end.terminalsCpuMs - start.terminalsCpuMs,
    statements: end.statements - start.statements,
    serverRssMiB: end.serverRssMiB,
    postgresRssMiB: end.postgresRssMiB,
    load: end.load,
    routes: Object.fromEntries(
      Object.entries(end.routes).map(([route, e]) => {
        const s = start.routes[route] ?? { requests: 0, busyMs: 0 };
        return [route, { requests: e.requests - s.requests, busyMs: e.busyMs - s.busyMs }];
      }),
    ),
  };
}

/**
 * Where the server's CPU went in the window: each route's share of the main thread's busy time,
 * scaled to the server's measured CPU (the rest of its CPU, GC and other threads, spread alike).
 */
export function routeRows(usage: Usage, top = 12): Report {
  const entries = Object.entries(usage.routes).filter(([, e]) => e.busyMs > 0);
  const busy = entries.reduce((sum, [, e]) => sum + e.busyMs, 0);
  if (busy === 0) return [['  server CPU by route', 'not measured (PEAK_CPU_BY_ROUTE=0)']];
  const scale = usage.serverCpuMs / busy;
  return entries
    .sort((a, b) => b[1].busyMs - a[1].busyMs)
    .slice(0, top)
    .map(([route, e]): [string, string] => [
      `  CPU ${route}`,
      `${((e.busyMs / busy) * 100).toFixed(1)}% (${e.requests} requests${
        e.requests > 0 ? `, ${((e.busyMs * scale) / e.requests).toFixed(2)} ms each` : ''
      })`,
    ]);
}

const ms = (n: number | undefined) => `${(n ?? 0).toFixed(0)} ms`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** Terminal operations in the window: a card sale per kiosk order, a sale per till part (two for a split). */
function terminalOps(r: LoadResult): number {
  return r.orders.kioskCard + r.orders.tillCash + 2 * r.orders.tillSplit;
}

/** Each goal of the issue beside its figure; the first failing one names what broke. */
export function goalChecks(phase: Phase): Array<[string, string, boolean]> {
  const { result: r, usage: u } = phase;
  const g = r.goals;
  // the terminal's own time: the simulators' CPU per operation (they approve at once: delay 0)
  const terminalMs = u.terminalsCpuMs / Math.max(1, terminalOps(r));
  const beyond = (g.payTapToApproved?.p99 ?? 0) - terminalMs;
  const busy = (u.serverCpuMs + u.postgresCpuMs) / (u.at * 1000 * CORES);
  const failed = r.failedRequests.reduce((sum, f) => sum + f.count, 0) + r.orders.notPaid;
  const lost = r.events.kitchen.lost + r.events.board.lost + r.events.menu.lost;
  const dup = r.events.kitchen.duplicated + r.events.board.duplicated + r.events.menu.duplicated;
  return [
    ['order create p99 (goal < 50 ms)', ms(g.orderCreate?.p99), (g.orderCreate?.p99 ?? Infinity) < 50],
    [
      'pay tap -> approved on the kiosk p99, beyond the terminal (goal < 250 ms)',
      `${ms(beyond)} (raw ${ms(g.payTapToApproved?.p99)} - terminal ${terminalMs.toFixed(1)} ms CPU/op)`,
      g.payTapToApproved !== undefined && beyond < 250,
    ],
    [
      'paid -> ticket on every kitchen display p99 (goal < 1 s)',
      ms(g.paidToKitchenDisplay?.p99),
      (g.paidToKitchenDisplay?.p99 ?? Infinity) < 1000,
    ],
    ['paid -> every order-ready board p99 (no goal)', ms(g.paidToBoard?.p99), true],
    [
      'menu change -> every kiosk p99 (goal < 1 s)',
      `${ms(g.menuChangeToKiosk?.p99)} (${g.menuChangeToKiosk?.count ?? 0} deliveries)`,
      (g.menuChangeToKiosk?.p99 ?? Infinity) < 1000,
    ],
    ['dashboard p95 (goal < 100 ms)', ms(g.dashboard?.p95), (g.dashboard?.p95 ?? Infinity) < 100],
    ['failed requests (goal 0)', `${failed}`, failed === 0],
    ['lost / duplicated events (goal 0)', `${lost} / ${dup}`, lost === 0 && dup === 0],
    ['server + Postgres CPU (goal < 70% of 2 cores)', `${(busy * 100).toFixed(0)}%`, busy < 0.7],
  ];
}

export function goalRows(phase: Phase): Report {
  return goalChecks(phase).map(([goal, figure, ok]) => [`${goal}`, `${figure} ${mark(ok)}`]);
}

/** One run's figures: orders, events, CPU and memory, cost per 1,000 orders and the chain's sizing. */
export function phaseRows(phase: Phase, stores: number): Report {
  const { result: r, usage: u } = phase;
  const failing = goalChecks(phase).filter(([, , ok]) => !ok);
  const paid = Math.max(1, r.orders.paid);
  const cpuPerOrderS = (u.serverCpuMs + u.postgresCpuMs) / 1000 / paid;
  // a chain's outlets at this peak: each sells rate/stores orders a second
  const perOutlet = phase.rate / stores;
  const instances = (1000 * perOutlet * cpuPerOrderS) / (0.7 * CORES);
  const e = r.events;
  const count = (c: typeof e.kitchen) => `${c.expected} / ${c.received} / ${c.lost} / ${c.duplicated}`;
  const failures = r.failedRequests
    .filter((f) => f.count > 0)
    .map((f) => `${f.route} ${f.status} x${f.count}`);
  return [
    [
      `— ${phase.name}: ${phase.rate} orders/s asked, ${u.at.toFixed(0)} s window (load ${u.load.toFixed(1)})`,
      failing.length ? `first to break: ${failing[0]?.[0]}` : 'every goal met',
    ],
    [
      '  paid orders (kiosk card / till cash / split), not paid, per s',
      `${r.orders.paid} (${r.orders.kioskCard} / ${r.orders.tillCash} / ${r.orders.tillSplit}), ${r.orders.notPaid}, ${r.orders.perSecond.toFixed(1)}/s`,
    ],
    ...(phase.name === 'peak' ? [] : goalRows(phase).map(([k, v]): [string, string] => [`  ${k}`, v])),
    [
      '  create p50 / p99; pay tap p50 / p99',
      `${ms(r.goals.orderCreate?.p50)} / ${ms(r.goals.orderCreate?.p99)}; ${ms(r.goals.payTapToApproved?.p50)} / ${ms(r.goals.payTapToApproved?.p99)}`,
    ],
    ['  failed requests', failures.length ? failures.join(', ') : 'none'],
    ['  events kitchen: expected / received / lost / duplicated', count(e.kitchen)],
    ['  events board', count(e.board)],
    ['  events menu change', count(e.menu)],
    [
      "  kitchen paid events heard by other stores' displays; all events",
      `${e.kitchenOtherStores}; ${e.total}`,
    ],
    [
      '  sockets open at end / failed / reconnects',
      `${r.socketsOpenAtEnd} of ${r.sockets} / ${r.socketsFailed} / ${r.reconnects}`,
    ],
    [
      '  CPU s per 1,000 paid orders: server / Postgres',
      `${(((u.serverCpuMs / paid) * 1000) / 1000).toFixed(1)} / ${(((u.postgresCpuMs / paid) * 1000) / 1000).toFixed(1)}`,
    ],
    ['  statements per paid order', (u.statements / paid).toFixed(1)],
    ...routeRows(u),
    [
      '  memory (PSS) server / Postgres (all its processes)',
      `${u.serverRssMiB.toFixed(0)} MiB / ${u.postgresRssMiB.toFixed(0)} MiB`,
    ],
    [
      '  instances per 1,000 outlets at 70% of 2 cores',
      `${instances.toFixed(2)} (${r.sockets * (1000 / stores)} sockets per 1,000 outlets)`,
    ],
    [
      '  generator CPU; sign-in p50 / p99 (all, s)',
      `${(r.clientCpuMs / 1000).toFixed(1)} s; ${ms(r.setup.signIn.p50)} / ${ms(r.setup.signIn.p99)} (${r.setup.signIn.seconds.toFixed(0)} s)`,
    ],
  ];
}
