import {
  type OrderSummary,
  PAYMENT_TIMEOUT_MS,
  type PaymentAttempt,
  type SaleRequest,
  type TransactionHandle,
} from '@kiosk/contracts';
import type { Principal } from '@kiosk/domain';
import { startSimulator } from '@kiosk/terminal-simulator';
import { pino } from 'pino';
import { PaymentProcessor, type PaymentProcessorDeps } from '../../src/payments/payment-processor.js';
import { RestTerminalDriver } from '../../src/payments/rest-terminal-driver.js';
import type { TerminalDriver, TerminalTarget } from '../../src/payments/terminal-driver.js';
import type { Repositories } from '../../src/repositories/index.js';
import { repositories } from '../../src/repositories/index.js';
import { PostgresStorage } from '../../src/repositories/storage.repository.js';
import { ConfigurationService } from '../../src/services/configuration.service.js';
import { ManagerApprovalService } from '../../src/services/manager-approval.service.js';
import { OrderService } from '../../src/services/order.service.js';
import { type PaymentDeps, PaymentService } from '../../src/services/payment.service.js';
import { PricingRuleService } from '../../src/services/pricing/pricing-rules.service.js';
import { SuggestionService } from '../../src/services/suggestion.service.js';
import { crashSwitch } from './crash-switch.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** Points of the payment where a test can act (e.g. cancel) before the service goes on. */
export type PaymentStep = 'pair' | 'paired' | 'sale' | 'answered';
export type Hooks = Partial<Record<PaymentStep, () => Promise<void>>>;

const FINAL = ['approved', 'failed', 'cancelled', 'timed_out'];

/**
 * The payment service against a real Postgres and the real terminal simulator over HTTP, with
 * hooks at each step of a sale and a crash switch: a crashed service neither reaches the database
 * nor the terminal again (as a killed process), and a new one takes over, as after a restart.
 */
/**
 * A payment service over its own state machine, as the composition root builds them, with the
 * server's defaults for what a test does not choose (the terminal's time limit, 2 s polls, 30 s
 * before an unsent attempt is cut off).
 */
export function paymentService(
  deps: Omit<PaymentDeps, 'processor'> &
    Pick<PaymentProcessorDeps, 'storage'> &
    Partial<Pick<PaymentProcessorDeps, 'timeoutMs' | 'pollMs' | 'neverSentMs'>>,
): PaymentService {
  const { storage, timeoutMs, pollMs, neverSentMs, ...service } = deps;
  const processor = new PaymentProcessor({
    repos: service.repos,
    drivers: service.drivers,
    storage,
    log: service.log,
    timeoutMs: timeoutMs ?? PAYMENT_TIMEOUT_MS,
    pollMs: pollMs ?? 2000,
    neverSentMs: neverSentMs ?? 30_000,
  });
  return new PaymentService({ ...service, processor });
}

export async function paymentHarness(options: { delayMs?: number } = {}) {
  const database: TestDatabase = await createTestDatabase({ seeded: true });
  const simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    defaultDelayMs: options.delayMs ?? 50,
    log: () => {},
  });
  const { db } = database.connect();
  await db.updateTable('pos_devices').set({ ip_address: '127.0.0.1', port: simulator.port }).execute();
  const kiosk = await db.selectFrom('kiosk_users').select(['id', 'username']).executeTakeFirstOrThrow();
  const principal: Principal = {
    kind: 'kiosk',
    kioskUserId: kiosk.id,
    username: kiosk.username,
    sessionId: 'harness',
  };
  const product = await db
    .selectFrom('products as p')
    .select('p.id')
    .where('p.is_active', '=', true)
    .where('p.is_option_only', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('product_configurations as c')
            .select('c.product_id')
            .whereRef('c.product_id', '=', 'p.id'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  const repos = repositories(db);
  const orders = new OrderService(repos, orderPricing(repos), new SuggestionService(repos));
  const cashierRow = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'cashier')
    .executeTakeFirstOrThrow();
  const cashier: Principal = {
    kind: 'user',
    userId: cashierRow.id,
    role: 'cashier',
    email: cashierRow.email,
    sessionId: 'harness',
  };
  const silent = pino({ level: 'silent' });

  /** A payment service; `crash()` makes it dead to the database and the terminal from then on. */
  function service(hooks: Hooks = {}) {
    const { alive, plugin, crash } = crashSwitch();
    const scoped = db.withPlugin(plugin);
    const rest = new RestTerminalDriver();
    const driver: TerminalDriver = {
      mode: 'REST',
      async pair(target: TerminalTarget) {
        alive();
        await hooks.pair?.();
        alive();
        const paired = await rest.pair(target);
        await hooks.paired?.();
        return paired;
      },
      deviceInfo: (target, handle) => rest.deviceInfo(target, handle),
      async sale(target: TerminalTarget, request: SaleRequest, timeoutMs: number) {
        alive();
        await hooks.sale?.();
        alive();
        const outcome = await rest.sale(target, request, timeoutMs);
        await hooks.answered?.();
        return outcome;
      },
      async result(target: TerminalTarget, handle: TransactionHandle, saleHandle: TransactionHandle) {
        alive();
        return rest.result(target, handle, saleHandle);
      },
      async payment(target, request, timeoutMs) {
        alive();
        return rest.payment(target, request, timeoutMs);
      },
      async reverse(target, request) {
        alive();
        return rest.reverse(target, request);
      },
      async abort(target: TerminalTarget, handle: TransactionHandle) {
        alive();
        return rest.abort(target, handle);
      },
    };
    const scopedRepos = repositories(scoped);
    const payments = paymentService({
      repos: scopedRepos,
      drivers: { REST: driver },
      storage: new PostgresStorage(scoped),
      log: silent,
      pollMs: 50,
      timeoutMs: 20_000,
      neverSentMs: 2_000,
    });
    const orderService = new OrderService(
      scopedRepos,
      orderPricing(scopedRepos),
      new SuggestionService(scopedRepos),
      payments,
    );
    return { payments, orders: orderService, crash };
  }

  async function newOrder(): Promise<OrderSummary> {
    const created = await orders.create(
      principal,
      {
        order_type: 'eat_in',
        payment_method: 'card',
        items: [{ product_id: product.id, quantity: 1, selection: {} }],
      },
      undefined,
    );
    return created.body.data;
  }

  /** The outcome and delay of the simulator's next sale. */
  async function next(outcome: string, delayMs = 50): Promise<void> {
    const response = await fetch(`${simulator.url}/__sim/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome, delayMs }),
    });
    if (!response.ok) throw new Error(`simulator: ${response.status}`);
  }

  /** The sales the terminal holds for an order, by status. */
  async function salesOf(orderNumber: string): Promise<string[]> {
    const state = (await (await fetch(`${simulator.url}/__sim/state`)).json()) as {
      sales: Array<{ orderNo: string; status: string }>;
    };
    return state.sales.filter((s) => s.orderNo === orderNumber).map((s) => s.status);
  }

  const attemptsOf = (orderId: string) =>
    db
      .selectFrom('payment_attempts')
      .select(['id', 'status', 'amount_minor'])
      .where('order_id', '=', orderId)
      .orderBy('attempt_no')
      .execute();
  const orderRow = (orderId: string) =>
    db
      .selectFrom('orders')
      .select(['status', 'payment_status', 'order_number', 'total_minor'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();

  /** Runs `recover` (as the recovery job does) until the order has no open attempt. */
  async function settle(payments: PaymentService, orderId: string, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const attempts = await attemptsOf(orderId);
      if (attempts.every((a) => FINAL.includes(a.status))) return;
      if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(attempts)}`);
      await payments.recover();
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /**
   * Money adds up: the sales the terminal approved for the order are exactly its approved attempts,
   * at most one, of the order's total, and the order is paid exactly when one was approved.
   */
  async function moneyAddsUp(orderId: string) {
    const order = await orderRow(orderId);
    const attempts = await attemptsOf(orderId);
    const approvedAtTerminal = (await salesOf(order.order_number)).filter((s) => s === 'Completed').length;
    const approved = attempts.filter((a) => a.status === 'approved');
    return {
      approvedAtTerminal,
      approvedAttempts: approved.length,
      approvedAmountsMatch: approved.every((a) => Number(a.amount_minor) === Number(order.total_minor)),
      paid: order.payment_status === 'paid',
      open: attempts.filter((a) => !FINAL.includes(a.status)).length,
    };
  }

  return {
    db,
    url: database.url,
    simulator,
    principal,
    cashier,
    service,
    newOrder,
    next,
    salesOf,
    attemptsOf,
    orderRow,
    settle,
    moneyAddsUp,
    view: (payments: PaymentService, attemptId: string): Promise<PaymentAttempt> =>
      payments.view(attemptId, principal),
    async close() {
      await simulator.stop();
      await database.drop();
    },
  };
}

export type PaymentHarness = Awaited<ReturnType<typeof paymentHarness>>;

/** The pricing an order service takes (the outlet's zone: Istanbul). */
function orderPricing(repos: Repositories) {
  return {
    rules: new PricingRuleService(repos, new ConfigurationService(repos), { timeZone: 'Europe/Istanbul' }),
    approvals: new ManagerApprovalService(repos),
  };
}
