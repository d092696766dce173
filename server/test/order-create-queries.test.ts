import type { CreateOrder } from '@kiosk/contracts';
import type { Principal } from '@kiosk/domain';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositories } from '../src/repositories/index.js';
import { ConfigurationService } from '../src/services/configuration.service.js';
import { ManagerApprovalService } from '../src/services/manager-approval.service.js';
import { OrderService } from '../src/services/order.service.js';
import { PricingRuleService } from '../src/services/pricing/pricing-rules.service.js';
import { SuggestionService } from '../src/services/suggestion.service.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

// The database round trips of one order create at the till, priced by the pricing rules (issue 33):
// every statement the order service sends is counted by a Kysely plugin. The catalogue-wide rules
// (deal groups, dayparts, categories, channel prices, live promotions) are kept between orders and
// dropped on a catalogue change; the cart's products come from the create context's one read.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database?.drop());

function countedOrders() {
  const statements: string[] = [];
  const kinds = new Map<unknown, string>();
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      kinds.set(args.queryId, args.node.kind);
      return args.node;
    },
    // counted when a result comes back: only executed statements have results
    transformResult: async (args) => {
      statements.push(kinds.get(args.queryId) ?? '?');
      return args.result;
    },
  };
  const repos = repositories(database.connect().db.withPlugin(counter));
  const configurations = new ConfigurationService(repos);
  const rules = new PricingRuleService(repos, configurations, { timeZone: 'Europe/Istanbul' });
  const orders = new OrderService(
    repos,
    { rules, approvals: new ManagerApprovalService(repos) },
    new SuggestionService(repos),
  );
  return { statements, orders, rules, repos };
}

async function aDealOrder(repos: ReturnType<typeof repositories>): Promise<CreateOrder> {
  const deals = await repos.pricingRule.dealGroups();
  const [dealId, groups] = [...deals.entries()][0] ?? [];
  if (!dealId || !groups) throw new Error('the demo seed has a meal deal');
  const choices = groups.map((g) => ({ group_id: g.id, product_id: g.choices[0]?.product_id as string }));
  const plain = await database
    .connect()
    .db.selectFrom('products')
    .select('id')
    .where('configurable', '=', false)
    .where('is_active', '=', true)
    .where('id', 'not in', [dealId, ...choices.map((c) => c.product_id)])
    .limit(1)
    .executeTakeFirstOrThrow();
  // configurable parts answer their required steps with a default
  const configurations = new ConfigurationService(repos);
  const configs = await configurations.forProducts(
    choices.map((c) => c.product_id),
    repos,
  );
  const parts = choices.map((c) => {
    const config = configs.find((x) => x.product_id === c.product_id);
    const selection = Object.fromEntries(
      (config?.steps ?? [])
        .filter((s) => s.required)
        .map((s) => [s.id, { [(s.options.find((o) => o.is_default) ?? s.options[0])?.id as string]: 1 }]),
    );
    return { ...c, selection };
  });
  return {
    order_type: 'eat_in',
    payment_method: 'cash',
    items: [
      { product_id: dealId, quantity: 1, selection: {}, parts },
      { product_id: plain.id, quantity: 2, selection: {} },
    ],
  };
}

describe('database round trips of an order create', () => {
  it('a till order with a meal deal and a plain line takes at most 6 statements once the rules are kept (the first after a catalogue change reads them again: 5 more)', async () => {
    const { statements, orders, rules, repos } = countedOrders();
    const user = await database
      .connect()
      .db.selectFrom('users')
      .select(['id', 'email'])
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const cashier: Principal = {
      kind: 'user',
      userId: user.id,
      role: 'admin',
      email: user.email,
      sessionId: 'queries',
    };
    const input = await aDealOrder(repos);
    // the first order reads and keeps the catalogue-wide rules
    const first = await orders.create(cashier, input, undefined);
    expect(first.statusCode).toBe(201);
    statements.length = 0;
    const second = await orders.create(cashier, input, undefined);
    expect(second.statusCode).toBe(201);
    const data = (second.body as { data: { items: Array<{ parts: unknown[] }>; total_minor: number } }).data;
    expect(data.items[0]?.parts.length).toBeGreaterThan(0);
    // the create context (key, products, device), the configurable products' configurations (steps,
    // options and their texts: 4, as before issue 33), the create statement
    expect(statements.length).toBeLessThanOrEqual(6);

    // a catalogue change drops the kept rules: the next order reads them again
    rules.invalidate();
    statements.length = 0;
    await orders.create(cashier, input, undefined);
    expect(statements.length).toBe(11);
  });
});
