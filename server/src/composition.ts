import type { Ipv4Network } from '@kiosk/domain';
import type { PublishedSecrets } from './auth/published-secrets.js';
import type { ReceiptTokens } from './auth/receipt-tokens.js';
import type { TerminalDriver } from './payments/terminal-driver.js';
import type { Repositories } from './repositories/index.js';
import { CategoryService } from './services/category.service.js';
import { ConfigurationService } from './services/configuration.service.js';
import { DashboardService } from './services/dashboard.service.js';
import { DigitalReceiptService } from './services/digital-receipt.service.js';
import { ReportExportService } from './services/exports/report-export.service.js';
import {
  KioskAccountService,
  type KioskConnections,
  type SessionKicker,
} from './services/fleet/kiosk-accounts.service.js';
import { KioskLinkService } from './services/fleet/kiosk-links.service.js';
import { KioskMessagingService } from './services/fleet/kiosk-messaging.service.js';
import { OutletService } from './services/fleet/outlets.service.js';
import { type CloudConnections, PosDeviceService } from './services/fleet/pos-devices.service.js';
import { KitchenService } from './services/kitchen.service.js';
import { ManagerApprovalService } from './services/manager-approval.service.js';
import { MenuService } from './services/menu.service.js';
import { MenuImportService } from './services/menu-import.service.js';
import { OpenOrderService } from './services/open-order.service.js';
import { OptionGroupService } from './services/option-group.service.js';
import { OrderService } from './services/order.service.js';
import { OrderAdminService, type OrderRefunds } from './services/order-admin.service.js';
import type { OrderPayments } from './services/order-status-change.js';
import { DealService } from './services/pricing/deal.service.js';
import { PricingRuleService } from './services/pricing/pricing-rules.service.js';
import { PromotionService } from './services/pricing/promotion.service.js';
import { PrintingService } from './services/printing/printing.service.js';
import { ProductService } from './services/product.service.js';
import { RangeReportService } from './services/range-report.service.js';
import { ReferenceService } from './services/reference.service.js';
import { SalesReportService } from './services/sales-report.service.js';
import { SettingsService } from './services/settings.service.js';
import { SoldOutService } from './services/sold-out.service.js';
import { StorageService } from './services/storage.service.js';
import { SuggestionService } from './services/suggestion.service.js';
import { TillSessionService } from './services/till-session.service.js';
import { UploadService } from './services/upload.service.js';
import type { UrlSigner } from './storage/signed-urls.js';
import type { Storage } from './storage/storage.js';

/**
 * The composition root's building of the catalogue, order and back-office services: each built
 * once over the one `Repositories` and handed the services it uses (`runtime.ts` calls these).
 */

/** The catalogue, configurator, menu, settings and reference data, and the files behind them. */
export function catalogueServices(repos: Repositories, storage: Storage, timeZone: string) {
  const configurations = new ConfigurationService(repos);
  const pricingRules = new PricingRuleService(repos, configurations, { timeZone });
  return {
    configurations,
    optionGroups: new OptionGroupService(repos),
    menu: new MenuService(repos, configurations, pricingRules),
    pricingRules,
    deals: new DealService(repos, () => pricingRules.invalidate()),
    promotions: new PromotionService(repos, () => pricingRules.invalidate()),
    products: new ProductService(repos),
    soldOut: new SoldOutService(repos, { timeZone }),
    suggestions: new SuggestionService(repos),
    categories: new CategoryService(repos),
    menuImport: new MenuImportService(repos),
    settings: new SettingsService(repos),
    reference: new ReferenceService(repos),
    uploads: new UploadService(storage),
    storage: new StorageService(storage),
  };
}

type CatalogueServices = ReturnType<typeof catalogueServices>;

export interface OrderServiceDeps {
  catalogue: Pick<CatalogueServices, 'configurations' | 'suggestions' | 'pricingRules'>;
  /** Stops an order's card payment before a cancel (the payment service). */
  payments: OrderPayments;
  /** Refunds from the back office (the till service). */
  refunds: OrderRefunds;
  storage: Storage;
  signer: UrlSigner;
  receiptTokens: ReceiptTokens;
  /** The outlet's IANA time zone. */
  timeZone: string;
  /** The public origin of digital receipt links (RECEIPT_BASE_URL), if set. */
  receiptBaseUrl: string | undefined;
}

/** Orders from the kiosks and tills, open orders, the back office, the kitchen, reports and receipts. */
export function orderServices(repos: Repositories, deps: OrderServiceDeps) {
  const { suggestions, pricingRules } = deps.catalogue;
  const approvals = new ManagerApprovalService(repos);
  const pricing = { rules: pricingRules, approvals };
  const sales = new SalesReportService(repos);
  const rangeReports = new RangeReportService(repos);
  const orderAdmin = new OrderAdminService(repos, deps.storage, deps.signer, deps.payments, deps.refunds);
  return {
    orders: new OrderService(repos, pricing, suggestions, deps.payments),
    openOrders: new OpenOrderService(repos, pricing, deps.payments),
    approvals,
    orderAdmin,
    receipts: new DigitalReceiptService({
      repos,
      orders: orderAdmin,
      tokens: deps.receiptTokens,
      signer: deps.signer,
      timeZone: deps.timeZone,
      baseUrl: deps.receiptBaseUrl,
    }),
    kitchen: new KitchenService(repos),
    printing: new PrintingService(repos),
    tillSessions: new TillSessionService(repos),
    dashboard: new DashboardService(repos, sales),
    reportExports: new ReportExportService(sales, rangeReports, { timeZone: deps.timeZone }),
    rangeReports,
  };
}

export interface FleetServiceDeps {
  /** The kiosks with a live socket on any instance (their presence). */
  kioskConnections: KioskConnections;
  /** Ends a kiosk's sessions when it is deactivated. */
  sessions: SessionKicker;
  published: PublishedSecrets;
  /** The REST terminals' driver (device info, connection checks). */
  driver: TerminalDriver;
  /** Where a card terminal may be (TERMINAL_ALLOWED_NETWORKS). */
  networks: readonly Ipv4Network[];
  /** This instance's live CLOUD terminal connections. */
  cloudConnections: CloudConnections;
}

/** The fleet: kiosk accounts, their links to terminals, businesses and stores, POS devices, kiosk messages. */
export function fleetServices(repos: Repositories, deps: FleetServiceDeps) {
  return {
    kiosks: new KioskAccountService(repos, {
      connections: deps.kioskConnections,
      sessions: deps.sessions,
      published: deps.published,
    }),
    links: new KioskLinkService(repos),
    outlets: new OutletService(repos),
    posDevices: new PosDeviceService(repos, {
      driver: deps.driver,
      networks: deps.networks,
      published: deps.published,
      connections: deps.cloudConnections,
    }),
    messaging: new KioskMessagingService(repos),
  };
}
