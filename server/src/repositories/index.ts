import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AlertsRepository } from './alerts.repository.js';
import { AuditRepository } from './audit.repository.js';
import { AuthSessionRepository, SignInAttemptRepository } from './auth-session.repository.js';
import { CategoryRepository } from './category.repository.js';
import { ConfigurationRepository } from './configuration.repository.js';
import { DigitalReceiptRepository } from './digital-receipt.repository.js';
import { HealthRepository } from './health.repository.js';
import { HousekeepingRepository } from './housekeeping.repository.js';
import { KioskAccountRepository } from './kiosk-account.repository.js';
import { KioskLinkRepository } from './kiosk-link.repository.js';
import { KioskMessageRepository } from './kiosk-message.repository.js';
import { KioskPaymentRepository } from './kiosk-payment.repository.js';
import { KioskPresenceRepository } from './kiosk-presence.repository.js';
import { KioskSessionRepository } from './kiosk-session.repository.js';
import { KioskUserRepository } from './kiosk-user.repository.js';
import { KitchenRepository } from './kitchen.repository.js';
import { MenuRepository } from './menu.repository.js';
import { MenuTransferRepository } from './menu-transfer.repository.js';
import { NodeLinkRepository } from './node-link.repository.js';
import { OpenOrderRepository } from './open-order.repository.js';
import { OptionGroupRepository } from './option-group.repository.js';
import { OrderRepository } from './order.repository.js';
import { OrderAdminRepository } from './order-admin.repository.js';
import { OrderSearchRepository } from './order-search.repository.js';
import { OutletRepository } from './outlet.repository.js';
import { PaymentApprovalRepository } from './payment-approval.repository.js';
import { PaymentAttemptRepository } from './payment-attempt.repository.js';
import { PosDeviceRepository } from './pos-device.repository.js';
import { PricingRuleRepository } from './pricing-rule.repository.js';
import { PrintingRepository } from './printing.repository.js';
import { ProductRepository } from './product.repository.js';
import { RangeReportRepository } from './range-report.repository.js';
import { ReferenceRepository } from './reference.repository.js';
import { SalesReportRepository } from './sales-report.repository.js';
import { SettingsRepository } from './settings.repository.js';
import { SetupRepository } from './setup.repository.js';
import { SoldOutRepository } from './sold-out.repository.js';
import { StaffRepository } from './staff.repository.js';
import { SuggestionRepository } from './suggestion.repository.js';
import { TerminalTestSaleRepository } from './terminal-test-sale.repository.js';
import { TillRepository } from './till.repository.js';
import { TillPinRepository } from './till-pin.repository.js';
import { TillSessionRepository } from './till-session.repository.js';
import { TillSessionReportRepository } from './till-session-report.repository.js';
import { TranslationRepository } from './translation.repository.js';
import { UserRepository } from './user.repository.js';

type RepositoryClass<T> = new (db: Kysely<DB>) => T;

/**
 * The repositories over one connection or one transaction, built once each on first use.
 *
 * The composition root (`runtime.ts`) gives every service a `Repositories` over the pool; a service
 * that needs a transaction runs `this.repos.transaction((repos) => ...)` and uses the repositories it
 * is handed, so no service builds a repository. Inside a transaction `transaction()` joins it.
 */
export class Repositories {
  readonly #built = new Map<RepositoryClass<unknown>, unknown>();

  constructor(readonly db: Kysely<DB>) {}

  /** Runs `work` in one transaction (or the open one) with repositories bound to it. */
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this);
    return this.db.transaction().execute((trx) => work(new Repositories(trx)));
  }

  private one<T>(Repository: RepositoryClass<T>): T {
    let built = this.#built.get(Repository) as T | undefined;
    if (!built) {
      built = new Repository(this.db);
      this.#built.set(Repository, built);
    }
    return built;
  }

  /** Issue 34: the facts the alerts are computed from. */
  get alerts(): AlertsRepository {
    return this.one(AlertsRepository);
  }
  get audit(): AuditRepository {
    return this.one(AuditRepository);
  }
  get authSession(): AuthSessionRepository {
    return this.one(AuthSessionRepository);
  }
  get category(): CategoryRepository {
    return this.one(CategoryRepository);
  }
  get configuration(): ConfigurationRepository {
    return this.one(ConfigurationRepository);
  }
  get digitalReceipt(): DigitalReceiptRepository {
    return this.one(DigitalReceiptRepository);
  }
  get health(): HealthRepository {
    return this.one(HealthRepository);
  }
  get housekeeping(): HousekeepingRepository {
    return this.one(HousekeepingRepository);
  }
  get kioskAccount(): KioskAccountRepository {
    return this.one(KioskAccountRepository);
  }
  get kioskLink(): KioskLinkRepository {
    return this.one(KioskLinkRepository);
  }
  get kioskMessage(): KioskMessageRepository {
    return this.one(KioskMessageRepository);
  }
  get kioskPresence(): KioskPresenceRepository {
    return this.one(KioskPresenceRepository);
  }
  get kioskSession(): KioskSessionRepository {
    return this.one(KioskSessionRepository);
  }
  get kioskUser(): KioskUserRepository {
    return this.one(KioskUserRepository);
  }
  get kioskPayment(): KioskPaymentRepository {
    return this.one(KioskPaymentRepository);
  }
  get kitchen(): KitchenRepository {
    return this.one(KitchenRepository);
  }
  get menu(): MenuRepository {
    return this.one(MenuRepository);
  }
  get menuTransfer(): MenuTransferRepository {
    return this.one(MenuTransferRepository);
  }
  /** Issue 34: shared option groups. */
  get optionGroup(): OptionGroupRepository {
    return this.one(OptionGroupRepository);
  }
  /** Issue 36: the replication link's state (store node and central). */
  get nodeLink(): NodeLinkRepository {
    return this.one(NodeLinkRepository);
  }
  get openOrder(): OpenOrderRepository {
    return this.one(OpenOrderRepository);
  }
  get order(): OrderRepository {
    return this.one(OrderRepository);
  }
  get orderAdmin(): OrderAdminRepository {
    return this.one(OrderAdminRepository);
  }
  /** Issue 34: the orders list's search, filters and export; the status history. */
  get orderSearch(): OrderSearchRepository {
    return this.one(OrderSearchRepository);
  }
  get paymentApproval(): PaymentApprovalRepository {
    return this.one(PaymentApprovalRepository);
  }
  get paymentAttempt(): PaymentAttemptRepository {
    return this.one(PaymentAttemptRepository);
  }
  get outlet(): OutletRepository {
    return this.one(OutletRepository);
  }
  get posDevice(): PosDeviceRepository {
    return this.one(PosDeviceRepository);
  }
  get product(): ProductRepository {
    return this.one(ProductRepository);
  }
  /** Issue 33: meal deals, promotions, channel prices, dayparts. */
  get pricingRule(): PricingRuleRepository {
    return this.one(PricingRuleRepository);
  }
  /** Issue 35: printers and print jobs. */
  get printing(): PrintingRepository {
    return this.one(PrintingRepository);
  }
  get reference(): ReferenceRepository {
    return this.one(ReferenceRepository);
  }
  /** Issue 34: reports beyond one day (sales_range_totals). */
  get rangeReport(): RangeReportRepository {
    return this.one(RangeReportRepository);
  }
  get salesReport(): SalesReportRepository {
    return this.one(SalesReportRepository);
  }
  get settings(): SettingsRepository {
    return this.one(SettingsRepository);
  }
  get soldOut(): SoldOutRepository {
    return this.one(SoldOutRepository);
  }
  /** Issue 34: staff accounts, their stores and activity trail. */
  get staff(): StaffRepository {
    return this.one(StaffRepository);
  }
  get setup(): SetupRepository {
    return this.one(SetupRepository);
  }
  get signInAttempt(): SignInAttemptRepository {
    return this.one(SignInAttemptRepository);
  }
  get suggestion(): SuggestionRepository {
    return this.one(SuggestionRepository);
  }
  get terminalTestSale(): TerminalTestSaleRepository {
    return this.one(TerminalTestSaleRepository);
  }
  get till(): TillRepository {
    return this.one(TillRepository);
  }
  /** Issue 34: till PINs and tills signed in as a device. */
  get tillPin(): TillPinRepository {
    return this.one(TillPinRepository);
  }
  get tillSession(): TillSessionRepository {
    return this.one(TillSessionRepository);
  }
  get tillSessionReport(): TillSessionReportRepository {
    return this.one(TillSessionReportRepository);
  }
  get translation(): TranslationRepository {
    return this.one(TranslationRepository);
  }
  get user(): UserRepository {
    return this.one(UserRepository);
  }
}

/** The repositories over `db` (the pool or a transaction). */
export const repositories = (db: Kysely<DB>): Repositories => new Repositories(db);
