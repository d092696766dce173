import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  CLOUD_TOKEN_ROTATED_EVENT,
  KIOSK_USERS_CHANNEL,
  type ModePorts,
  POS_DEVICES_CHANNEL,
} from '@kiosk/contracts';
import { DB_CHANGES_CHANNEL, type Principal } from '@kiosk/domain';
import type { FastifyInstance } from 'fastify';
import { type Logger, pino } from 'pino';
import { AccessTokens } from './auth/access-tokens.js';
import { PublishedSecrets } from './auth/published-secrets.js';
import { ReceiptTokens } from './auth/receipt-tokens.js';
import type { Config } from './config.js';
import { connectDatabase, type Database } from './db/database.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres.js';
import { migrate, withAdvisoryLock } from './db/migrate.js';
import { seedDemoOutlet } from './db/seed/seed-demo-outlet.js';
import { buildHttpApp } from './http/app.js';
import type { RouteRecord } from './http/permissions.js';
import { startHousekeeping } from './jobs/housekeeping.job.js';
import { startPaymentRecovery } from './jobs/payment-recovery.job.js';
import { startSessionCleanup } from './jobs/session-cleanup.job.js';
import { AttemptWaits } from './payments/attempt-waits.js';
import { busRelay, CLOUD_RELAY_CHANNEL, CloudTerminalHub } from './payments/cloud-terminal-driver.js';
import { RestTerminalDriver } from './payments/rest-terminal-driver.js';
import { publishEvent, RealtimeBus } from './realtime/realtime-bus.js';
import { RealtimeHub, type SocketPrincipal } from './realtime/realtime-hub.js';
import { publishSessionsEnded } from './realtime/session-events.js';
import { AuthSessionRepository, SignInAttemptRepository } from './repositories/auth-session.repository.js';
import { KioskSessionRepository } from './repositories/kiosk-session.repository.js';
import { KioskUserRepository } from './repositories/kiosk-user.repository.js';
import { sharedSecret } from './repositories/server-secret.repository.js';
import { PostgresStorage } from './repositories/storage.repository.js';
import { UserRepository } from './repositories/user.repository.js';
import { AuthService } from './services/auth.service.js';
import { CategoryService } from './services/category.service.js';
import { ConfigurationService } from './services/configuration.service.js';
import { DashboardService } from './services/dashboard.service.js';
import { assertNoDemoCloudTokens, assertNoDemoPasswords } from './services/demo-accounts.service.js';
import { DigitalReceiptService } from './services/digital-receipt.service.js';
import { FleetService } from './services/fleet.service.js';
import { HealthService } from './services/health.service.js';
import { HousekeepingService } from './services/housekeeping.service.js';
import { KioskSocketPresence } from './services/kiosk-presence.service.js';
import { KioskSessionService } from './services/kiosk-session.service.js';
import { KitchenService } from './services/kitchen.service.js';
import { KITCHEN_CHANNEL, KitchenEventTickets } from './services/kitchen-event-tickets.js';
import { MenuService } from './services/menu.service.js';
import { MenuImportService } from './services/menu-import.service.js';
import { OpenOrderService } from './services/open-order.service.js';
import { OrderService } from './services/order.service.js';
import { OrderAdminService } from './services/order-admin.service.js';
import { PaymentService } from './services/payment.service.js';
import { PosDeviceService } from './services/pos-device.service.js';
import { PosFleetService, TOKEN_ROTATED_REASON } from './services/pos-fleet.service.js';
import { ProductService } from './services/product.service.js';
import { ReferenceService } from './services/reference.service.js';
import { SettingsService } from './services/settings.service.js';
import { SetupService, setupTimeZone } from './services/setup.service.js';
import { StorageService } from './services/storage.service.js';
import { SuggestionService } from './services/suggestion.service.js';
import { TerminalTestService } from './services/terminal-test.service.js';
import { TillService } from './services/till.service.js';
import { UploadService } from './services/upload.service.js';
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

/**
 * Starts everything one instance needs: the database (embedded unless DATABASE_URL is set),
 * migrations, the first-start seed, realtime fan-out and the HTTP server on the three mode ports.
 */
export async function startServer(
  config: Config,
  logger: Logger = pino({ level: config.logLevel }),
): Promise<RunningServer> {
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        logger.warn({ err: error }, 'shutdown step failed');
      }
    }
    cleanups.length = 0;
  };

  try {
    let url = config.databaseUrl;
    if (!url) {
      const embedded: EmbeddedDatabase = await startEmbeddedPostgres({
        clusterDir: path.join(config.dataDir, 'postgres'),
        port: config.embeddedPgPort,
        database: 'kiosk',
        log: (m) => logger.info(m),
      });
      cleanups.push(() => embedded.stop());
      url = embedded.url;
    }
    let database = connectDatabase(url, config.dbPoolSize, config.timeZone, config.dbPreparedStatements);
    cleanups.push(() => database.close());

    await migrate(database.db, (m) => logger.info(m));
    const storage = new PostgresStorage(database.db);
    if (config.seedDemo) {
      const result = await withAdvisoryLock(database.db, 'kiosk-pos:seed', () =>
        seedDemoOutlet(database.db, storage, (m) => logger.info(m)),
      );
      if (result.seeded) logger.info('seeded the demo outlet');
    }

    // the outlet's time zone chosen in the first-run setup, unless OUTLET_TIME_ZONE is set
    const timeZone = config.timeZoneFromEnv
      ? config.timeZone
      : ((await setupTimeZone(database.db)) ?? config.timeZone);
    if (timeZone !== config.timeZone) {
      await database.close();
      database = connectDatabase(url, config.dbPoolSize, timeZone, config.dbPreparedStatements);
    }

    if (config.env === 'production') {
      await assertNoDemoPasswords(database.db);
      await assertNoDemoCloudTokens(database.db);
    }

    const db = database.db;
    const published = new PublishedSecrets(config.env === 'production');
    const tokens = new AccessTokens(config.jwtSecret ?? (await sharedSecret(db, 'access_token_key')));
    const auth = new AuthService({
      users: new UserRepository(db),
      kioskUsers: new KioskUserRepository(db),
      sessions: new AuthSessionRepository(db),
      attempts: new SignInAttemptRepository(db),
      kioskSessions: new KioskSessionRepository(db),
      tokens,
      sessionsEnded: (ended) => publishSessionsEnded(db, ended),
      published,
    });
    const kioskSessions = new KioskSessionService(db);

    const socketPrincipal = (principal: Principal): SocketPrincipal =>
      principal.kind === 'kiosk'
        ? { role: 'kiosk', kioskId: principal.kioskUserId, sessionId: principal.sessionId }
        : { role: principal.role, userId: principal.userId, sessionId: principal.sessionId };
    const hub = new RealtimeHub(
      async (token) => {
        const principal = await auth.authenticate(token);
        return principal ? socketPrincipal(principal) : undefined;
      },
      {
        checkSessions: async (sessionIds) => {
          const live = await auth.liveSessions(sessionIds);
          return new Map([...live].map(([id, principal]) => [id, socketPrincipal(principal)]));
        },
        sessionCheckMs: config.realtimeSessionCheckMs,
        log: logger,
        // the socket is recorded for every instance, then admins' kiosk cards refresh
        onKioskPresence: (kioskId, connected) =>
          void socketPresence
            .changed(kioskId, connected)
            .then(() =>
              publishEvent(db, {
                channel: KIOSK_USERS_CHANNEL,
                event: 'presence',
                payload: { id: kioskId, connected },
              }),
            )
            .catch((err: unknown) => logger.warn({ err }, 'kiosk presence event failed')),
      },
    );
    cleanups.push(async () => hub.close());
    const socketPresence = new KioskSocketPresence(db, () => hub.kioskConnections(), logger);
    const stopSocketPresence = socketPresence.start();
    cleanups.push(async () => stopSocketPresence());
    const configurations = new ConfigurationService(db);
    const menu = new MenuService(db, configurations);
    const bus = new RealtimeBus(url, database.db, logger);
    // kitchen events carry the order's ticket (read once per burst here, not by every display)
    const kitchenTickets = new KitchenService(db);
    const kitchenEvents = new KitchenEventTickets(
      (ids) => kitchenTickets.ticketsByStation(ids),
      (event) => hub.dispatch(event),
      logger,
      () => hub.listens(KITCHEN_CHANNEL),
    );
    // kiosk payment status requests waiting for their attempt to move on (long poll)
    const attemptWaits = new AttemptWaits();
    bus.onEvent((event) => {
      // Any catalogue, configurator or settings change makes the cached menu stale.
      if (event.channel === DB_CHANGES_CHANNEL || event.channel === 'settings') menu.invalidate();
      kitchenEvents.push(event);
      attemptWaits.push(event);
    });
    await bus.start();
    cleanups.push(() => bus.stop());

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
    const payments = new PaymentService({
      db,
      drivers: { REST: restDriver, CLOUD: cloudTerminals },
      storage,
      log: logger,
      timeoutMs: config.paymentTimeoutMs,
      pollMs: config.paymentPollMs,
      waits: attemptWaits,
    });
    const signer = new UrlSigner(await sharedSecret(db, 'signed_url_key'));
    const till = new TillService({
      db,
      drivers: { REST: restDriver, CLOUD: cloudTerminals },
      log: logger,
      payments,
      timeoutMs: config.paymentTimeoutMs,
      signer,
    });

    const terminalTests = new TerminalTestService({
      db,
      drivers: { REST: restDriver, CLOUD: cloudTerminals },
      log: logger,
    });
    const orderAdmin = new OrderAdminService(db, storage, signer, payments, till);
    const receipts = new DigitalReceiptService({
      db,
      orders: orderAdmin,
      tokens: new ReceiptTokens(await sharedSecret(db, 'receipt_link_key')),
      signer,
      timeZone,
      baseUrl: config.receiptBaseUrl,
    });

    const setup = new SetupService(db);
    const setupToken = await setup.prepare();
    const ports: ModePorts = { ...config.ports };
    const { app, handler, routes } = await buildHttpApp({
      ports,
      appsDir: config.appsDir,
      adminUrl: config.adminUrl,
      saleUrl: config.saleUrl,
      bodyLimit: config.bodyLimit,
      apiDocs: config.apiDocs,
      logger,
      hub,
      health: new HealthService(database.db),
      storage: new StorageService(storage),
      auth,
      kioskSessions,
      uploads: new UploadService(storage),
      products: new ProductService(db),
      suggestions: new SuggestionService(db),
      categories: new CategoryService(db),
      menuImport: new MenuImportService(db),
      configurations,
      menu,
      settings: new SettingsService(db),
      setup,
      orders: new OrderService(db, configurations, payments),
      openOrders: new OpenOrderService(db, configurations, payments),
      payments,
      till,
      terminalTests,
      posDevices: new PosDeviceService(db, restDriver, config.terminalNetworks),
      posFleet: new PosFleetService(db, cloudTerminals, published),
      fleet: new FleetService(db, {
        connections: () => socketPresence.connections(),
        sessions: kioskSessions,
        published,
        terminalNetworks: config.terminalNetworks,
      }),
      cloudTerminals,
      orderAdmin,
      receipts,
      kitchen: new KitchenService(db),
      reference: new ReferenceService(db),
      dashboard: new DashboardService(db),
      trustProxy: config.trustProxy,
    });
    cleanups.push(() => app.close());
    const stopCleanup = startSessionCleanup(kioskSessions, logger);
    cleanups.push(async () => stopCleanup());
    const stopRecovery = startPaymentRecovery(payments, logger);
    cleanups.push(async () => stopRecovery());
    const stopReversalRecovery = startPaymentRecovery(till, logger);
    cleanups.push(async () => stopReversalRecovery());
    // Test sales approved but not voided when their request died: voided by recovery.
    const stopTestSaleRecovery = startPaymentRecovery(terminalTests, logger);
    cleanups.push(async () => stopTestSaleRecovery());
    const stopHousekeeping = startHousekeeping(new HousekeepingService(db), logger);
    cleanups.push(async () => stopHousekeeping());

    // One Fastify instance, three listening sockets: the mode follows the socket's port.
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
    // behind a proxy the admin's public origin (ADMIN_URL), else this machine's admin port
    const setupUrl = setupToken ? `${config.adminUrl ?? urls.admin}/setup?token=${setupToken}` : undefined;
    return { urls, ports, database, app, routes, logger, setupUrl, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
