import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import http from 'node:http';
import websocket from '@fastify/websocket';
import type { ModePorts } from '@kiosk/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { CloudTerminalHub } from '../payments/cloud-terminal-driver.js';
import type { RealtimeHub } from '../realtime/realtime-hub.js';
import type { NodeRole } from '../replication/store-node.js';
import type { AlertsService } from '../services/alerts.service.js';
import type { AuthService } from '../services/auth.service.js';
import type { CategoryService } from '../services/category.service.js';
import type { ConfigurationService } from '../services/configuration.service.js';
import type { DashboardService } from '../services/dashboard.service.js';
import type { DigitalReceiptService } from '../services/digital-receipt.service.js';
import type { ReportExportService } from '../services/exports/report-export.service.js';
import type { FleetServices } from '../services/fleet/index.js';
import type { HealthService } from '../services/health.service.js';
import type { KioskSessionService } from '../services/kiosk-session.service.js';
import type { KitchenService } from '../services/kitchen.service.js';
import type { ManagerApprovalService } from '../services/manager-approval.service.js';
import type { MenuService } from '../services/menu.service.js';
import type { MenuImportService } from '../services/menu-import.service.js';
import type { NodeLinkService } from '../services/node-link.service.js';
import type { OpenOrderService } from '../services/open-order.service.js';
import type { OptionGroupService } from '../services/option-group.service.js';
import type { OrderService } from '../services/order.service.js';
import type { OrderAdminService } from '../services/order-admin.service.js';
import type { PaymentService } from '../services/payment.service.js';
import type { DealService } from '../services/pricing/deal.service.js';
import type { PricingRuleService } from '../services/pricing/pricing-rules.service.js';
import type { PromotionService } from '../services/pricing/promotion.service.js';
import { PrinterSimulatorClient } from '../services/printing/printer-simulator-client.js';
import type { PrintingService } from '../services/printing/printing.service.js';
import type { ProductService } from '../services/product.service.js';
import type { RangeReportService } from '../services/range-report.service.js';
import type { ReferenceService } from '../services/reference.service.js';
import type { SettingsService } from '../services/settings.service.js';
import type { SetupService } from '../services/setup.service.js';
import type { SoldOutService } from '../services/sold-out.service.js';
import type { StaffService } from '../services/staff/staff.service.js';
import type { StorageService } from '../services/storage.service.js';
import type { SuggestionService } from '../services/suggestion.service.js';
import type { TerminalTestService } from '../services/terminal-test.service.js';
import type { TillService } from '../services/till.service.js';
import type { TillPinService } from '../services/till-pin.service.js';
import type { TillSessionService } from '../services/till-session.service.js';
import type { UploadService } from '../services/upload.service.js';
import { alertsRoutes } from './alerts/alerts.routes.js';
import { registerApiDocs } from './api-docs.js';
import { appServingRoutes } from './apps/app-serving.routes.js';
import { approvalPinRoutes } from './auth/approval-pin.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { tillPinRoutes } from './auth/till-pin.routes.js';
import { categoryRoutes } from './catalogue/categories.routes.js';
import { menuTransferRoutes } from './catalogue/menu-transfer.routes.js';
import { pricingRuleRoutes } from './catalogue/pricing-rules.routes.js';
import { productRoutes } from './catalogue/products.routes.js';
import { referenceRoutes } from './catalogue/reference.routes.js';
import { soldOutRoutes } from './catalogue/sold-out.routes.js';
import { suggestionRoutes } from './catalogue/suggestions.routes.js';
import { configuratorRoutes } from './configurator/configurator.routes.js';
import { optionGroupRoutes } from './configurator/option-groups.routes.js';
import { measureCpuByRoute } from './cpu-by-route.js';
import { registerErrorHandling, routerError, sendError } from './error-handler.js';
import { fleetRoutes } from './fleet/fleet.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { kioskSessionRoutes } from './kiosk-sessions/kiosk-sessions.routes.js';
import { kitchenRoutes } from './kitchen/kitchen.routes.js';
import { serializeRequest } from './log-redaction.js';
import { menuRoutes } from './menu/menu.routes.js';
import { nodeRoutes } from './node/node.routes.js';
import { nodeLinkRoutes } from './node/node-link.routes.js';
import { refuseCentralEditsAtStore } from './node-ownership.js';
import { orderRoutes } from './orders/orders.routes.js';
import { orderAdminRoutes } from './orders/orders-admin.routes.js';
import { enforcePermissions, type RouteRecord, requireRoutePermissions } from './permissions.js';
import { cloudTerminalRoutes } from './pos/cloud.routes.js';
import { posRoutes } from './pos/pos.routes.js';
import { posDeviceRoutes } from './pos/pos-devices.routes.js';
import { printerRoutes } from './printing/printers.routes.js';
import { printerSimulatorRoutes } from './printing/simulator.routes.js';
import { realtimeRoutes } from './realtime/realtime.routes.js';
import { digitalReceiptRoutes } from './receipts/digital-receipt.routes.js';
import { rangeReportRoutes } from './reports/range-reports.routes.js';
import { reportExportRoutes } from './reports/report-exports.routes.js';
import { salesReportRoutes } from './reports/sales-reports.routes.js';
import { setupRoutes } from './setup/setup.routes.js';
import { staffRoutes } from './staff/staff.routes.js';
import { storageRoutes } from './storage/storage.routes.js';
import { openOrderRoutes } from './till/open-orders.routes.js';
import { terminalTestRoutes } from './till/terminal-test.routes.js';
import { tillRoutes } from './till/till.routes.js';
import { tillSessionRoutes } from './till/till-sessions.routes.js';
import { refuseUnsafeText } from './validation.js';

export interface HttpDeps {
  ports: ModePorts;
  appsDir: string;
  adminUrl?: string | undefined;
  saleUrl?: string | undefined;
  bodyLimit: number;
  /** Serve the API documentation at /api/docs (API_DOCS; off in production by default). */
  apiDocs: boolean;
  logger: FastifyBaseLogger;
  hub: RealtimeHub;
  health: HealthService;
  storage: StorageService;
  auth: AuthService;
  kioskSessions: KioskSessionService;
  uploads: UploadService;
  products: ProductService;
  soldOut: SoldOutService;
  suggestions: SuggestionService;
  /** Issue 33: meal deals, promotions, channel prices, dayparts and the price preview. */
  deals: DealService;
  promotions: PromotionService;
  pricingRules: PricingRuleService;
  categories: CategoryService;
  menuImport: MenuImportService;
  configurations: ConfigurationService;
  optionGroups: OptionGroupService;
  reference: ReferenceService;
  menu: MenuService;
  settings: SettingsService;
  /** First-run setup (the first super admin, business and store). */
  setup: SetupService;
  orders: OrderService;
  openOrders: OpenOrderService;
  /** A manager's approval PIN for manual discounts above the limit (issue 33). */
  approvals: ManagerApprovalService;
  /** Tills signed in as a device and each person's till PIN (issue 34). */
  tillPins: TillPinService;
  payments: PaymentService;
  till: TillService;
  /** Till sessions: float, cash in / out, handover, blind close, X report (issue 32). */
  tillSessions: TillSessionService;
  terminalTests: TerminalTestService;
  /** The fleet's slices; its POS device service also answers the /api/pos and CLOUD routes. */
  fleet: FleetServices;
  orderAdmin: OrderAdminService;
  kitchen: KitchenService;
  /** Printers and print jobs (issue 35). */
  printing: PrintingService;
  cloudTerminals: CloudTerminalHub;
  dashboard: DashboardService;
  /** The Personel page: staff accounts, their stores and activity trail (issue 34). */
  staff: StaffService;
  reportExports: ReportExportService;
  /** Reports beyond one day (issue 34). */
  rangeReports: RangeReportService;
  /** What needs a person now (issue 34). */
  alerts: AlertsService;
  /** The replication link's state (issue 36). */
  nodeLink: NodeLinkService;
  /** The digital receipt (signed links, public page). */
  receipts: DigitalReceiptService;
  trustProxy: boolean;
  /** PRINTER_SIMULATOR_URL: the demo printer simulator's control API, whose last pages the admin shows. */
  printerSimulatorUrl?: string | undefined;
  /** Issue 36: this server's role (one box when absent) and central's admin address (CENTRAL_ADMIN_URL). */
  node?: NodeRole;
  centralAdminUrl?: string | undefined;
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface HttpApp {
  app: FastifyInstance;
  /** The request handler, so one Fastify instance can serve several listening sockets (one per mode). */
  handler: RequestHandler;
  /** Every registered route with its declared permission. */
  routes: RouteRecord[];
}

const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
    formAction: ["'self'"],
  },
};

export interface FoundationOptions {
  logger: FastifyBaseLogger;
  bodyLimit: number;
  /** Trust X-Forwarded-* headers (only behind a proxy you run). */
  trustProxy?: boolean;
}

/**
 * A Fastify instance with the HTTP foundation every route relies on: zod validation, the one
 * error shape, request ids, required route permissions and security headers.
 */
export async function createFastify(
  options: FoundationOptions,
): Promise<{ app: FastifyInstance; handler: () => RequestHandler; routes: RouteRecord[] }> {
  let handler: RequestHandler | undefined;
  const app = Fastify({
    // Request URLs are logged; credentials in their query strings (CLOUD terminal and realtime
    // tokens, signed-link MACs) are replaced by [REDACTED] first.
    loggerInstance: options.logger.child({}, { serializers: { req: serializeRequest } }),
    bodyLimit: options.bodyLimit,
    trustProxy: options.trustProxy ?? false,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    frameworkErrors: (error, _request, reply) => {
      sendError(reply, routerError(error));
    },
    serverFactory: (h) => {
      handler = h;
      return http.createServer(h) as Server;
    },
  });
  // the peak bench's CPU per route (KIOSK_CPU_BY_ROUTE_FILE; nothing unless set)
  measureCpuByRoute(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app, options.bodyLimit);
  app.addHook('preValidation', async (request) => refuseUnsafeText(request));
  const routes = requireRoutePermissions(app);
  // The security headers on every answer. Built once: @fastify/helmet built helmet's middleware
  // again for every request (its CSP parsed each time, 3% of an order create's server CPU).
  const securityHeaders = helmet({ contentSecurityPolicy: CONTENT_SECURITY_POLICY, hsts: false });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  return {
    app,
    routes,
    handler: () => {
      if (!handler) throw new Error('Fastify did not hand over its request handler');
      return handler;
    },
  };
}

export async function buildHttpApp(deps: HttpDeps): Promise<HttpApp> {
  const { app, handler, routes } = await createFastify({
    logger: deps.logger,
    bodyLimit: deps.bodyLimit,
    trustProxy: deps.trustProxy,
  });
  enforcePermissions(app, (token) => deps.auth.authenticate(token));
  // issue 36: a store node refuses every write of what central owns (route-writes.ts)
  refuseCentralEditsAtStore(app, deps.node ?? { role: 'all' }, deps.centralAdminUrl);
  if (deps.apiDocs) {
    await registerApiDocs(app);
  }
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  await app.register(healthRoutes, { health: deps.health });
  await app.register(authRoutes, { auth: deps.auth });
  await app.register(setupRoutes, { setup: deps.setup });
  await app.register(kioskSessionRoutes, { sessions: deps.kioskSessions });
  await app.register(storageRoutes, { storage: deps.storage, uploads: deps.uploads });
  await app.register(productRoutes, { products: deps.products });
  await app.register(soldOutRoutes, { soldOut: deps.soldOut });
  await app.register(categoryRoutes, { categories: deps.categories });
  await app.register(menuTransferRoutes, { menuImport: deps.menuImport });
  await app.register(suggestionRoutes, { suggestions: deps.suggestions });
  await app.register(pricingRuleRoutes, {
    deals: deps.deals,
    promotions: deps.promotions,
    pricingRules: deps.pricingRules,
  });
  await app.register(configuratorRoutes, { configurations: deps.configurations });
  await app.register(optionGroupRoutes, { optionGroups: deps.optionGroups });
  await app.register(menuRoutes, { menu: deps.menu, settings: deps.settings });
  await app.register(orderRoutes, { orders: deps.orders, payments: deps.payments });
  await app.register(orderAdminRoutes, { orders: deps.orderAdmin });
  await app.register(kitchenRoutes, { kitchen: deps.kitchen });
  await app.register(printerRoutes, { printing: deps.printing });
  await app.register(printerSimulatorRoutes, {
    simulator: new PrinterSimulatorClient(deps.printerSimulatorUrl),
  });
  await app.register(tillRoutes, { till: deps.till, tests: deps.terminalTests });
  await app.register(tillSessionRoutes, { tillSessions: deps.tillSessions });
  await app.register(openOrderRoutes, { openOrders: deps.openOrders });
  await app.register(approvalPinRoutes, { approvals: deps.approvals });
  await app.register(tillPinRoutes, { tillPins: deps.tillPins });
  await app.register(terminalTestRoutes, { tests: deps.terminalTests });
  await app.register(cloudTerminalRoutes, { hub: deps.cloudTerminals, devices: deps.fleet.posDevices });
  await app.register(posRoutes, { devices: deps.fleet.posDevices });
  await app.register(posDeviceRoutes, { devices: deps.fleet.posDevices });
  await app.register(fleetRoutes, { fleet: deps.fleet });
  await app.register(staffRoutes, { staff: deps.staff });
  await app.register(referenceRoutes, { reference: deps.reference, dashboard: deps.dashboard });
  await app.register(salesReportRoutes, { sales: deps.dashboard.sales });
  await app.register(reportExportRoutes, { exports: deps.reportExports });
  await app.register(rangeReportRoutes, { rangeReports: deps.rangeReports });
  await app.register(alertsRoutes, { alerts: deps.alerts });
  await app.register(nodeRoutes, {
    node: deps.node ?? { role: 'all' },
    centralAdminUrl: deps.centralAdminUrl,
  });
  await app.register(nodeLinkRoutes, { nodeLink: deps.nodeLink });
  await app.register(digitalReceiptRoutes, { receipts: deps.receipts });
  await app.register(realtimeRoutes, { hub: deps.hub });
  await app.register(appServingRoutes, {
    appsDir: deps.appsDir,
    ports: deps.ports,
    adminUrl: deps.adminUrl,
    saleUrl: deps.saleUrl,
  });

  await app.ready();
  return { app, handler: handler(), routes };
}
