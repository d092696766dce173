import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';
import { CLOUD_TOKEN_ROTATED_EVENT, type ModePorts } from '@kiosk/contracts';
import { DB_CHANGES_CHANNEL, KITCHEN_CHANNEL, POS_DEVICES_CHANNEL } from '@kiosk/domain';
import type { FastifyInstance } from 'fastify';
import { type Logger, pino } from 'pino';
import { AccessTokens } from './auth/access-tokens.js';
import { PublishedSecrets } from './auth/published-secrets.js';
import { ReceiptTokens } from './auth/receipt-tokens.js';
import { catalogueServices, fleetServices, orderServices } from './composition.js';
import type { Config } from './config.js';
import { connectDatabase, type Database, requireTimeZone } from './db/database.js';
import { type EmbeddedDatabase, networkOptions, startEmbeddedPostgres } from './db/embedded-postgres.js';
import { migrate, withAdvisoryLock } from './db/migrate.js';
import { seedDemoOutlet } from './db/seed/seed-demo-outlet.js';
import { seedDemoPrinter } from './db/seed/seed-demo-printer.js';
import { buildHttpApp } from './http/app.js';
import type { RouteRecord } from './http/permissions.js';
import { startHousekeeping } from './jobs/housekeeping.job.js';
import { startNodeLinkPoll } from './jobs/node-link.job.js';
import { startPaymentRecovery } from './jobs/payment-recovery.job.js';
import { startPrintWorker } from './jobs/print.job.js';
import { startSessionCleanup } from './jobs/session-cleanup.job.js';
import { startSoldOutExpiry } from './jobs/sold-out-expiry.job.js';
import { AttemptWaits } from './payments/attempt-waits.js';
import { busRelay, CLOUD_RELAY_CHANNEL, CloudTerminalHub } from './payments/cloud-terminal-driver.js';
import { PaymentProcessor } from './payments/payment-processor.js';
import { RestTerminalDriver } from './payments/rest-terminal-driver.js';
import { ReversalProcessor } from './payments/reversal-processor.js';
import { publishEvent, RealtimeBus } from './realtime/realtime-bus.js';
import type { RealtimeHub } from './realtime/realtime-hub.js';
import { publishSessionsEnded } from './realtime/session-events.js';
import { startHub } from './realtime/socket-hub.js';
import { applyReplication, requireCentralRelease } from './replication/node-start.js';
import { postgresSettings } from './replication/store-node.js';
import { type Repositories, repositories } from './repositories/index.js';
import { sharedSecret } from './repositories/server-secret.repository.js';
import { PostgresStorage } from './repositories/storage.repository.js';
import { AlertsService } from './services/alerts.service.js';
import { AuthService } from './services/auth.service.js';
import { assertNoDemoCloudTokens, assertNoDemoPasswords } from './services/demo-accounts.service.js';
import { TOKEN_ROTATED_REASON } from './services/fleet/pos-devices.service.js';
import { HealthService } from './services/health.service.js';
import { HousekeepingService } from './services/housekeeping.service.js';
import { KioskSessionService } from './services/kiosk-session.service.js';
import { KitchenService } from './services/kitchen.service.js';
import { KitchenEventTickets } from './services/kitchen-event-tickets.js';
import { NodeLinkService } from './services/node-link.service.js';
import { PaymentService } from './services/payment.service.js';
import {
  DEFAULT_PRINT_WORKER_OPTIONS,
  PrintWorker,
  type PrintWorkerOptions,
  slipReceiptUrl,
} from './services/printing/print-worker.js';
import { SetupService, setupTimeZone } from './services/setup.service.js';
import type { SoldOutService } from './services/sold-out.service.js';
import { StaffService } from './services/staff/staff.service.js';
import { TerminalTestService } from './services/terminal-test.service.js';
import { TillService } from './services/till.service.js';
import { TillPinService } from './services/till-pin.service.js';
import { UrlSigner } from './storage/signed-urls.js';

export interface RunningServer {
  urls: { kiosk: string; admin: string; sale: string };
  ports: ModePorts;
  database: Database;
  app: FastifyInstance;
  /** Every registered route with its declared permission. */
  routes: RouteRecord[];
  logger: Logger;
  /** The one-time first-run setup link while no account exists (printed at start), else undefined. */
  setupUrl: string | undefined;
  stop(): Promise<void>;
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The outlet's database, started (embedded unless DATABASE_URL is set), migrated and seeded, in its time zone. */
async function openDatabase(
  config: Config,
  logger: Logger,
  cleanups: Array<() => Promise<void>>,
): Promise<{ database: Database; directUrl: string; storage: PostgresStorage; timeZone: string }> {
  let url = config.databaseUrl;
  if (!url) {
    const network = networkOptions(config.embeddedPgNetwork);
    const embedded: EmbeddedDatabase = await startEmbeddedPostgres({
      clusterDir: path.join(config.dataDir, 'postgres'),
      port: config.embeddedPgPort,
      database: 'kiosk',
      log: (m) => logger.info(m),
      settings: { ...postgresSettings(config.node.role), ...network.settings },
      allowNetworks: network.allowNetworks,
      ...(network.password ? { password: network.password } : {}),
    });
    cleanups.push(() => embedded.stop());
    url = embedded.url;
  }
  let database = connectDatabase(url, config.dbPoolSize, config.timeZone, config.dbPreparedStatements);
  cleanups.push(() => database.close());
  // LISTEN and the session advisory locks go around a pooler in transaction mode (DIRECT_DATABASE_URL)
  const directUrl = config.databaseUrl ? (config.directDatabaseUrl ?? url) : url;
  const direct = directUrl === url ? database : connectDatabase(directUrl, 1, config.timeZone, false);
  if (direct !== database) cleanups.push(() => direct.close());

  await requireCentralRelease(config, database, logger);
  await migrate(direct.db, (m) => logger.info(m));
  // a store node copies its data (settings, accounts) from central before anything reads them
  if (config.node.role === 'store') await applyReplication(config, database, logger);
  const storage = new PostgresStorage(database.db);
  if (config.seedDemo) {
    const result = await withAdvisoryLock(direct.db, 'kiosk-pos:seed', () =>
      seedDemoOutlet(database.db, storage, (m) => logger.info(m)),
    );
    if (result.seeded) logger.info('seeded the demo outlet');
    if (config.demoPrinter && (await seedDemoPrinter(database.db, config.demoPrinter)).seeded)
      logger.info('seeded the demo kitchen printer');
  }

  // the outlet's time zone chosen in the first-run setup, unless OUTLET_TIME_ZONE is set
  const timeZone = config.timeZoneFromEnv
    ? config.timeZone
    : ((await setupTimeZone(repositories(database.db))) ?? config.timeZone);
  if (timeZone !== config.timeZone) {
    await database.close();
    database = connectDatabase(url, config.dbPoolSize, timeZone, config.dbPreparedStatements);
  }

  if (config.node.role === 'central') await applyReplication(config, database, logger, timeZone);

  if (config.env === 'production') {
    const repos = repositories(database.db);
    await assertNoDemoPasswords(repos);
    await assertNoDemoCloudTokens(repos);
  }

  // behind a pooler the connection's TimeZone comes from the pooler's config, not from here
  await requireTimeZone(database.db, timeZone);
  return { database, directUrl, storage, timeZone };
}

/** Sign-in and sessions over the outlet's accounts (the JWT key from config or shared by every instance). */
async function authService(
  repos: Repositories,
  config: Config,
  published: PublishedSecrets,
): Promise<AuthService> {
  const tokens = new AccessTokens(config.jwtSecret ?? (await sharedSecret(repos.db, 'access_token_key')));
  return new AuthService({
    users: repos.user,
    kioskUsers: repos.kioskUser,
    sessions: repos.authSession,
    attempts: repos.signInAttempt,
    kioskSessions: repos.kioskSession,
    audit: repos.audit,
    tillPins: repos.tillPin,
    tokens,
    sessionsEnded: (ended) => publishSessionsEnded(repos.db, ended),
    published,
  });
}

/** One Fastify instance, three listening sockets (kiosk, admin, sale): the mode follows the socket's port. */
async function listenOnModePorts(
  app: FastifyInstance,
  handler: http.RequestListener,
  ports: ModePorts,
  config: Config,
  cleanups: Array<() => Promise<void>>,
  attemptWaits: AttemptWaits,
): Promise<{ kiosk: string; admin: string; sale: string }> {
  const servers: Record<keyof ModePorts, http.Server> = {
    kiosk: app.server,
    admin: http.createServer(handler),
    sale: http.createServer(handler),
  };
  for (const mode of ['admin', 'sale'] as const) {
    servers[mode].on('upgrade', (req, socket, head) => app.server.emit('upgrade', req, socket, head));
    cleanups.push(() => closeServer(servers[mode]));
  }
  // first at shutdown: long-polled status requests answer now, so closing does not wait for them
  cleanups.push(async () => attemptWaits.close());
  for (const mode of ['kiosk', 'admin', 'sale'] as const) {
    ports[mode] = await listen(servers[mode], config.ports[mode], config.host);
  }
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const urls = {
    kiosk: `http://${host}:${ports.kiosk}`,
    admin: `http://${host}:${ports.admin}`,
    sale: `http://${host}:${ports.sale}`,
  };
  return urls;
}

/** The HTTP app's settings from the configuration. */
function httpSettings(config: Config, ports: ModePorts) {
  return {
    ports,
    appsDir: config.appsDir,
    adminUrl: config.adminUrl,
    saleUrl: config.saleUrl,
    bodyLimit: config.bodyLimit,
    apiDocs: config.apiDocs,
    trustProxy: config.trustProxy,
    printerSimulatorUrl: config.printerSimulatorUrl,
    node: config.node,
    centralAdminUrl: config.centralAdminUrl,
  };
}

/** The shutdown steps, last started first; a failing step is logged and the others still run. */
async function runCleanups(cleanups: Array<() => Promise<void>>, logger: Logger): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      logger.warn({ err: error }, 'shutdown step failed');
    }
  }
  cleanups.length = 0;
}

/**
 * The realtime bus (Postgres LISTEN/NOTIFY) and what this instance does with its events: the menu
 * cache dropped, kitchen events sent with their tickets, long-polled payment statuses answered.
 */
async function startBus(deps: {
  url: string;
  database: Database;
  logger: Logger;
  hub: RealtimeHub;
  kitchen: KitchenService;
  menu: { invalidate(): void };
  /** The pricing rules kept for order creation (dropped with the menu on a catalogue change). */
  pricingRules: { invalidate(): void };
  cleanups: Array<() => Promise<void>>;
}): Promise<{ bus: RealtimeBus; attemptWaits: AttemptWaits }> {
  const { hub, logger } = deps;
  const bus = new RealtimeBus(deps.url, deps.database.db, logger);
  const kitchenEvents = new KitchenEventTickets(
    (ids) => deps.kitchen.ticketsByStation(ids),
    (event) => hub.dispatch(event),
    logger,
    () => hub.listens(KITCHEN_CHANNEL),
  );
  // kiosk payment status requests waiting for their attempt to move on (long poll)
  const attemptWaits = new AttemptWaits();
  bus.onEvent((event) => {
    // Any catalogue, configurator or settings change (all announced on db-changes) makes the cached
    // menu and pricing rules stale.
    if (event.channel === DB_CHANGES_CHANNEL) {
      deps.menu.invalidate();
      deps.pricingRules.invalidate();
    }
    kitchenEvents.push(event);
    attemptWaits.push(event);
  });
  await bus.start();
  deps.cleanups.push(() => bus.stop());
  return { bus, attemptWaits };
}

/**
 * An attempt created but never sent for this long was cut off before the terminal was asked. A
 * worker still pairing after that cannot send any more (its move to 'sent' fails), so this only
 * spares slow pairings, it does not guard money.
 */
const NEVER_SENT_MS = 30_000;

/** The card terminals' drivers and the payment, till and terminal-test services over them. */
async function paymentServices(deps: {
  repos: Repositories;
  config: Config;
  logger: Logger;
  bus: RealtimeBus;
  storage: PostgresStorage;
  attemptWaits: AttemptWaits;
  cleanups: Array<() => Promise<void>>;
}) {
  const { repos, config, logger, bus, storage, attemptWaits, cleanups } = deps;
  const { db } = repos;
  const restDriver = new RestTerminalDriver(config.terminalNetworks);
  // CLOUD terminals connected to another instance are reached through the bus.
  const cloudTerminals = new CloudTerminalHub({
    log: logger,
    relay: busRelay(
      randomUUID(),
      (payload) => publishEvent(db, { channel: CLOUD_RELAY_CHANNEL, event: 'relay', payload }),
      (listener) => bus.onEvent(listener),
    ),
  });
  cleanups.push(async () => cloudTerminals.close());
  // A terminal's token rotated on any instance: its connection to this one ends too.
  bus.onEvent((event) => {
    if (event.channel !== POS_DEVICES_CHANNEL || event.event !== CLOUD_TOKEN_ROTATED_EVENT) return;
    const serial = event.payload.pos_serial_number;
    if (typeof serial === 'string') cloudTerminals.detach(serial, TOKEN_ROTATED_REASON);
  });
  const drivers = { REST: restDriver, CLOUD: cloudTerminals };
  // The state machines, built once: the kiosk's sales and the till's card parts share the first.
  const processor = new PaymentProcessor({
    repos,
    drivers,
    storage,
    log: logger,
    timeoutMs: config.paymentTimeoutMs,
    pollMs: config.paymentPollMs,
    neverSentMs: NEVER_SENT_MS,
  });
  const payments = new PaymentService({ repos, processor, drivers, log: logger, waits: attemptWaits });
  const signer = new UrlSigner(await sharedSecret(db, 'signed_url_key'));
  const till = new TillService({
    repos,
    drivers,
    log: logger,
    payments,
    reversals: new ReversalProcessor({ repos, drivers, log: logger }),
    timeoutMs: config.paymentTimeoutMs,
    signer,
  });

  const terminalTests = new TerminalTestService({ repos, drivers, log: logger });
  return { restDriver, cloudTerminals, payments, signer, till, terminalTests };
}

/** The background jobs: stale kiosk sessions, payment and reversal recovery, housekeeping, 86 expiry. */
function startJobs(
  services: {
    kioskSessions: KioskSessionService;
    payments: PaymentService;
    till: TillService;
    terminalTests: TerminalTestService;
    soldOut: SoldOutService;
  },
  context: {
    repos: Repositories;
    logger: Logger;
    cleanups: Array<() => Promise<void>>;
    /** Whether this instance sends print jobs (PRINT_WORKER). */
    printing: boolean;
    /** What the print jobs' layouts need: the digital receipt's link (slips), the outlet's zone. */
    printLayout: Pick<PrintWorkerOptions, 'receiptUrl' | 'timeZone'>;
  },
): void {
  const { repos, logger, cleanups } = context;
  const stopCleanup = startSessionCleanup(services.kioskSessions, logger);
  cleanups.push(async () => stopCleanup());
  const stopRecovery = startPaymentRecovery(services.payments, logger);
  cleanups.push(async () => stopRecovery());
  const stopReversalRecovery = startPaymentRecovery(services.till, logger);
  cleanups.push(async () => stopReversalRecovery());
  // Test sales approved but not voided when their request died: voided by recovery.
  const stopTestSaleRecovery = startPaymentRecovery(services.terminalTests, logger);
  cleanups.push(async () => stopTestSaleRecovery());
  const stopHousekeeping = startHousekeeping(new HousekeepingService(repos), logger);
  cleanups.push(async () => stopHousekeeping());
  const stopSoldOutExpiry = startSoldOutExpiry(services.soldOut, logger);
  cleanups.push(async () => stopSoldOutExpiry());
  if (context.printing) {
    const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    const options = { ...DEFAULT_PRINT_WORKER_OPTIONS, ...context.printLayout, workerId };
    const worker = new PrintWorker(repos, options, logger);
    const stopPrinting = startPrintWorker(worker, logger);
    cleanups.push(async () => stopPrinting());
  }
}

/**
 * Starts everything one instance needs: the database (embedded unless DATABASE_URL is set),
 * migrations, the first-start seed, realtime fan-out and the HTTP server on the three mode ports.
 */
export async function startServer(
  config: Config,
  logger: Logger = pino({ level: config.logLevel }),
): Promise<RunningServer> {
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = () => runCleanups(cleanups, logger);

  try {
    const { database, directUrl: url, storage, timeZone } = await openDatabase(config, logger, cleanups);
    const db = database.db;
    const repos = repositories(db);
    const published = new PublishedSecrets(config.env === 'production');
    const auth = await authService(repos, config, published);
    const kioskSessions = new KioskSessionService(repos);

    const { hub, socketPresence } = startHub(auth, repos, db, config, logger, cleanups);
    const catalogue = catalogueServices(repos, storage, timeZone);
    // kitchen events carry the order's ticket (read once per burst here, not by every display)
    const kitchen = new KitchenService(repos);
    const { menu, pricingRules } = catalogue;
    const realtime = { url, database, logger, hub, kitchen, menu, pricingRules, cleanups };
    const { bus, attemptWaits } = await startBus(realtime);

    const terminals = await paymentServices({ repos, config, logger, bus, storage, attemptWaits, cleanups });
    const { restDriver, cloudTerminals, payments, signer, till, terminalTests } = terminals;
    const receiptTokens = new ReceiptTokens(await sharedSecret(db, 'receipt_link_key'));
    const orders = orderServices(repos, {
      catalogue: catalogue,
      payments,
      refunds: till,
      storage,
      signer,
      receiptTokens,
      timeZone,
      receiptBaseUrl: config.receiptBaseUrl,
    });

    const setup = new SetupService(repos);
    const setupToken = await setup.prepare();
    // issue 36: the replication link's state, read every few seconds at a store node and central
    const nodeLink = new NodeLinkService(repos, { node: config.node });
    if (config.node.role !== 'all') {
      const stopNodeLink = startNodeLinkPoll(nodeLink, logger);
      cleanups.push(async () => stopNodeLink());
    }
    const ports: ModePorts = { ...config.ports };
    const { app, handler, routes } = await buildHttpApp({
      ...httpSettings(config, ports),
      logger,
      hub,
      health: new HealthService(repos),
      ...catalogue,
      auth,
      kioskSessions,
      setup,
      tillPins: new TillPinService(repos, published),
      ...orders,
      kitchen,
      payments,
      till,
      terminalTests,
      alerts: new AlertsService(repos, { timeZone, kioskConnections: () => socketPresence.connections() }),
      fleet: fleetServices(repos, {
        kioskConnections: () => socketPresence.connections(),
        sessions: kioskSessions,
        published,
        driver: restDriver,
        networks: config.terminalNetworks,
        cloudConnections: cloudTerminals,
      }),
      cloudTerminals,
      staff: new StaffService(repos, { timeZone, published }),
      nodeLink,
    });
    cleanups.push(() => app.close());
    startJobs(
      { kioskSessions, payments, till, terminalTests, soldOut: catalogue.soldOut },
      {
        repos,
        logger,
        cleanups,
        printing: config.printWorker,
        printLayout: { timeZone, receiptUrl: slipReceiptUrl(receiptTokens, config.receiptBaseUrl) },
      },
    );
    const urls = await listenOnModePorts(app, handler, ports, config, cleanups, attemptWaits);
    // behind a proxy the admin's public origin (ADMIN_URL), else this machine's admin port
    const setupUrl = setupToken ? `${config.adminUrl ?? urls.admin}/setup?token=${setupToken}` : undefined;
    return { urls, ports, database, app, routes, logger, setupUrl, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
