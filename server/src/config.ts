import path from 'node:path';
import { defaultTerminalNetworks, type Ipv4Network, parseIpv4Network } from '@kiosk/domain';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from './db/database.js';
import type { NodeRole } from './replication/store-node.js';

const port = z.coerce.number().int().min(0).max(65535);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A public app origin (http or https, no path), e.g. https://admin.example.com. */
const origin = z.string().transform((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'must be an http(s) origin such as https://admin.example.com',
    });
    return z.NEVER;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be an http(s) origin such as https://admin.example.com',
    });
    return z.NEVER;
  }
  return url.origin;
});

/** A Postgres connection string (postgres:// or postgresql://). */
const postgresUrl = z
  .string()
  .refine(
    (v) => /^postgres(ql)?:\/\/\S+$/.test(v),
    'must be a postgres:// connection string such as postgres://kiosk:secret@10.8.0.1:54329/kiosk',
  );

/** Every environment variable the server reads. Documented in README.md ("Configuration"). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  KIOSK_PORT: port.default(5173),
  ADMIN_PORT: port.default(5174),
  SALE_PORT: port.default(5175),
  /**
   * The admin app's public origin, used for the wrong-mode redirect and the sale app's links to the
   * back office; the Host header is never trusted for it.
   */
  ADMIN_URL: origin.optional(),
  /** The sale app's public origin, for the back office's 'Back to POS' links. */
  SALE_URL: origin.optional(),
  DATABASE_URL: z.string().optional(),
  /**
   * Postgres itself, not a pooler in transaction mode: the realtime bus's LISTEN, the migrations and
   * the seed's advisory locks and the command-line tools need a session of their own. Unset: DATABASE_URL.
   */
  DIRECT_DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().default('data'),
  EMBEDDED_PG_PORT: port.default(54329),
  /**
   * The addresses the embedded Postgres listens on (its listen_addresses), e.g. `localhost,10.8.0.7`
   * so central reaches a store node over the private network; unset: localhost only.
   */
  EMBEDDED_PG_LISTEN_ADDRESSES: z
    .string()
    .regex(/^[\w.:*-]+(,[\w.:*-]+)*$/, 'must be addresses separated by commas, e.g. localhost,10.8.0.7')
    .optional(),
  /** The embedded Postgres superuser's password (default `postgres`); an existing cluster is changed to it at start. */
  EMBEDDED_PG_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  /** IPv4 networks allowed to connect to the embedded Postgres with the password (pg_hba.conf), comma-separated. */
  EMBEDDED_PG_ALLOW_NETWORKS: z
    .string()
    .transform((value, ctx) => {
      const networks = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (
        networks.length > 0 &&
        networks.every((n) => /^\d+\.\d+\.\d+\.\d+\/\d+$/.test(n) && parseIpv4Network(n))
      )
        return networks;
      ctx.addIssue({ code: 'custom', message: 'must be IPv4 networks such as 10.8.0.0/24 (a.b.c.d/n)' });
      return z.NEVER;
    })
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Prepare statements run over and over (off behind a pooler that cannot keep them, e.g. PgBouncer in transaction mode before 1.21). */
  DB_PREPARED_STATEMENTS: bool.default(true),
  /** Default: seed unless NODE_ENV=production. */
  SEED_DEMO: bool.optional(),
  /** host:port of the demo's kitchen printer, seeded once with the demo (the start command sets it when it runs the printer simulator). */
  DEMO_PRINTER: z
    .string()
    .regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'expected host:port, e.g. 127.0.0.1:9100')
    .optional(),
  /** The demo printer simulator's control API (e.g. http://127.0.0.1:9180; set by the start command): the admin shows its last pages. */
  PRINTER_SIMULATOR_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL such as http://127.0.0.1:9180')
    .optional(),
  TRUST_PROXY: bool.default(false),
  /**
   * The networks a card terminal's address may be in, comma-separated (a.b.c.d/n or a.b.c.d);
   * replaces the default private ranges, loopback and link-local.
   */
  TERMINAL_ALLOWED_NETWORKS: z
    .string()
    .transform((value, ctx) => {
      const networks = value
        .split(',')
        .filter((part) => part.trim())
        .map((part) => parseIpv4Network(part));
      if (networks.length > 0 && networks.every((n) => n !== undefined)) return networks as Ipv4Network[];
      ctx.addIssue({ code: 'custom', message: 'must be IPv4 networks such as 10.0.0.0/8,192.168.0.0/16' });
      return z.NEVER;
    })
    .optional(),
  /** Serve the API documentation at /api/docs. Default: on, off in production. */
  API_DOCS: bool.optional(),
  JWT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  APPS_DIR: z.string().optional(),
  /** Card payment time-out (spec: 3 minutes). */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(180_000),
  /** How often an unanswered sale's result is asked for. */
  PAYMENT_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  /** Whether this instance sends print jobs to the printers (issue 35; every instance may). */
  PRINT_WORKER: bool.default(true),
  /** How often every realtime socket's sign-in session is checked again (ended sessions lose their channels). */
  REALTIME_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /**
   * The public origin phones open digital receipts at (the kiosk's QR code), e.g.
   * https://pos.example.com; unset: the kiosk's own address.
   */
  RECEIPT_BASE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) origin such as https://pos.example.com')
    .transform((v) => new URL(v).origin)
    .optional(),
  /** The outlet's IANA time zone: its business day (order numbers, daily queue numbers). */
  OUTLET_TIME_ZONE: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Istanbul'),
  /** Issue 36: all (one box, the default), central, or store (a store node; needs the three below). */
  NODE_ROLE: z.enum(['all', 'central', 'store']).default('all'),
  /** The store a store node serves (stores.id). */
  STORE_ID: z.string().uuid("must be the store's id (a UUID)").optional(),
  /** How a store node (its server and its Postgres) reaches central's database. */
  CENTRAL_DATABASE_URL: postgresUrl.optional(),
  /** How central's Postgres reaches this store node's database (its subscription to the store's sales). */
  STORE_DATABASE_URL_FOR_CENTRAL: postgresUrl.optional(),
  /** Where central's admin app is (its origin): a store node's answer to a catalogue edit and its admin's banner point there. */
  CENTRAL_ADMIN_URL: origin.optional(),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  ports: { kiosk: number; admin: number; sale: number };
  adminUrl: string | undefined;
  /** Issue 36: central's admin app (CENTRAL_ADMIN_URL), shown by a store node where edits are made. */
  centralAdminUrl: string | undefined;
  saleUrl: string | undefined;
  databaseUrl: string | undefined;
  /** DIRECT_DATABASE_URL, else DATABASE_URL: a session of its own (LISTEN, advisory locks, migrations). */
  directDatabaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  /** The embedded Postgres's network: listen_addresses and the networks pg_hba.conf lets in. */
  embeddedPgNetwork: {
    listenAddresses: string | undefined;
    allowNetworks: readonly string[];
    password: string | undefined;
  };
  dbPoolSize: number;
  dbPreparedStatements: boolean;
  seedDemo: boolean;
  /** DEMO_PRINTER: the demo printer to seed (with the demo seed), if any. */
  demoPrinter: { host: string; port: number } | undefined;
  /** PRINTER_SIMULATOR_URL: the demo printer simulator's control API, if any. */
  printerSimulatorUrl: string | undefined;
  trustProxy: boolean;
  apiDocs: boolean;
  /** Where a card terminal may be (TERMINAL_ALLOWED_NETWORKS). */
  terminalNetworks: readonly Ipv4Network[];
  jwtSecret: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  bodyLimit: number;
  /** Folder that holds apps/<mode>/dist. */
  appsDir: string;
  paymentTimeoutMs: number;
  paymentPollMs: number;
  printWorker: boolean;
  timeZone: string;
  /** OUTLET_TIME_ZONE was set: it wins over the time zone chosen in the first-run setup. */
  timeZoneFromEnv: boolean;
  realtimeSessionCheckMs: number;
  receiptBaseUrl: string | undefined;
  /** NODE_ROLE and, for a store node, its store and the two database addresses (issue 36). */
  node: NodeRole;
}

/** NODE_ROLE with what a store node needs; a missing or misplaced value is named. */
function nodeRole(env: Env): { node: NodeRole; problems: string[] } {
  const storeOnly = ['STORE_ID', 'CENTRAL_DATABASE_URL', 'STORE_DATABASE_URL_FOR_CENTRAL'] as const;
  if (env.NODE_ROLE !== 'store') {
    const misplaced = storeOnly.filter((key) => env[key] !== undefined);
    return {
      node: { role: env.NODE_ROLE },
      problems: misplaced.map((key) => `${key}: only a store node (NODE_ROLE=store) reads it`),
    };
  }
  const missing = storeOnly.filter((key) => !env[key]);
  const problems = missing.map((key) => `${key}: required when NODE_ROLE=store`);
  if (env.SEED_DEMO)
    problems.push('SEED_DEMO: a store node copies its data from central and is never seeded');
  if (
    problems.length > 0 ||
    !env.STORE_ID ||
    !env.CENTRAL_DATABASE_URL ||
    !env.STORE_DATABASE_URL_FOR_CENTRAL
  )
    return { node: { role: 'all' }, problems };
  return {
    node: {
      role: 'store',
      storeId: env.STORE_ID.toLowerCase(),
      centralDatabaseUrl: env.CENTRAL_DATABASE_URL,
      storeDatabaseUrlForCentral: env.STORE_DATABASE_URL_FOR_CENTRAL,
    },
    problems: [],
  };
}

/** The embedded Postgres's network settings need the embedded Postgres, and allowed networks an address to listen on. */
function embeddedNetworkProblems(env: Env): string[] {
  const keys = [
    'EMBEDDED_PG_LISTEN_ADDRESSES',
    'EMBEDDED_PG_ALLOW_NETWORKS',
    'EMBEDDED_PG_PASSWORD',
  ] as const;
  if (env.DATABASE_URL)
    return keys
      .filter((key) => env[key] !== undefined)
      .map((key) => `${key}: only the embedded Postgres reads it (DATABASE_URL is set)`);
  if (env.EMBEDDED_PG_ALLOW_NETWORKS && !env.EMBEDDED_PG_LISTEN_ADDRESSES)
    return [
      'EMBEDDED_PG_ALLOW_NETWORKS: needs EMBEDDED_PG_LISTEN_ADDRESSES (Postgres listens on localhost only without it)',
    ];
  if (env.EMBEDDED_PG_ALLOW_NETWORKS && !env.EMBEDDED_PG_PASSWORD && env.NODE_ENV === 'production')
    return [
      'EMBEDDED_PG_PASSWORD: required in production when EMBEDDED_PG_ALLOW_NETWORKS lets other machines in',
    ];
  return [];
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const { node, problems } = nodeRole(env);
  problems.push(...embeddedNetworkProblems(env));
  if (env.DIRECT_DATABASE_URL && !env.DATABASE_URL)
    problems.push('DIRECT_DATABASE_URL: needs DATABASE_URL (the pooled address it goes around)');
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    ports: { kiosk: env.KIOSK_PORT, admin: env.ADMIN_PORT, sale: env.SALE_PORT },
    adminUrl: env.ADMIN_URL,
    centralAdminUrl: env.CENTRAL_ADMIN_URL,
    saleUrl: env.SALE_URL,
    databaseUrl: env.DATABASE_URL || undefined,
    directDatabaseUrl: env.DIRECT_DATABASE_URL || env.DATABASE_URL || undefined,
    dataDir: path.resolve(cwd, env.DATA_DIR),
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    embeddedPgNetwork: {
      listenAddresses: env.EMBEDDED_PG_LISTEN_ADDRESSES,
      allowNetworks: env.EMBEDDED_PG_ALLOW_NETWORKS ?? [],
      password: env.EMBEDDED_PG_PASSWORD,
    },
    dbPoolSize: env.DB_POOL_SIZE,
    dbPreparedStatements: env.DB_PREPARED_STATEMENTS,
    seedDemo: node.role === 'store' ? false : (env.SEED_DEMO ?? env.NODE_ENV !== 'production'),
    demoPrinter: env.DEMO_PRINTER
      ? {
          host: env.DEMO_PRINTER.slice(0, env.DEMO_PRINTER.lastIndexOf(':')),
          port: Number(env.DEMO_PRINTER.slice(env.DEMO_PRINTER.lastIndexOf(':') + 1)),
        }
      : undefined,
    printerSimulatorUrl: env.PRINTER_SIMULATOR_URL,
    trustProxy: env.TRUST_PROXY,
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    terminalNetworks: env.TERMINAL_ALLOWED_NETWORKS ?? defaultTerminalNetworks,
    jwtSecret: env.JWT_SECRET,
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT_BYTES,
    appsDir: path.resolve(cwd, env.APPS_DIR ?? 'apps'),
    paymentTimeoutMs: env.PAYMENT_TIMEOUT_MS,
    paymentPollMs: env.PAYMENT_POLL_MS,
    printWorker: env.PRINT_WORKER,
    timeZone: env.OUTLET_TIME_ZONE,
    timeZoneFromEnv: Boolean(source.OUTLET_TIME_ZONE),
    realtimeSessionCheckMs: env.REALTIME_SESSION_CHECK_MS,
    receiptBaseUrl: env.RECEIPT_BASE_URL,
    node,
  };
}
