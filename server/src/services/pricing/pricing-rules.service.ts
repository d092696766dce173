import type {
  Availability,
  ChannelPriceRecord,
  FieldIssue,
  MenuPricing,
  PricePreview,
  ProductConfiguration,
} from '@kiosk/contracts';
import {
  applyOptionOverrides,
  type ChannelPrice,
  channelPriceIssues,
  clockSeconds,
  type ManualDiscountLimit,
  type PricedCart,
  type PricingProduct,
  type PricingRules,
  priceCart,
  stockRefusal,
  timeWindowIssues,
} from '@kiosk/domain';
import { errors } from '../../errors.js';
import type { Repositories } from '../../repositories/index.js';
import type {
  DealGroupRow,
  PricingRuleRepository,
  WindowOwner,
  WindowRow,
} from '../../repositories/pricing-rule.repository.js';
import { type Actor, recordChange } from '../catalogue-events.js';
import type { ConfigurationService } from '../configuration.service.js';
import { promotionRecord } from './promotion.service.js';

type Window = { start: string; end: string; weekdays?: number[] | undefined };
/** A product as the rules read it (pricingProducts' fields; an order's product read has them too). */
type RuleProductRow = Pick<
  Awaited<ReturnType<PricingRuleRepository['pricingProducts']>>[number],
  | 'id'
  | 'price_minor'
  | 'rate'
  | 'category_id'
  | 'subcategory_id'
  | 'category_active'
  | 'is_active'
  | 'in_stock'
  | 'count_left'
  | 'configurable'
>;
interface SharedRules {
  groups: Map<string, DealGroupRow[]>;
  windows: WindowRow[];
  categories: Awaited<ReturnType<PricingRuleRepository['categories']>>;
  prices: Awaited<ReturnType<PricingRuleRepository['channelPrices']>>;
  promotions: Awaited<ReturnType<PricingRuleRepository['promotions']>>;
}
type PriceWrite = Omit<ChannelPrice, 'product_id'>;

const MESSAGES: Record<string, string> = {
  price_invalid: 'A price is 0 or more whole kuruş',
  channel_invalid: 'Unknown channel',
  duplicate: 'This store and channel already have a price',
  store_unknown: 'This store does not exist',
  start_invalid: 'The start is a time HH:MM',
  end_invalid: 'The end is a time HH:MM (24:00 allowed)',
  weekday_invalid: 'Weekdays are 1 (Monday) to 7 (Sunday)',
  start_equals_end: 'The start and the end are the same (all day needs no window)',
};

const issue = (field: string, key: string): FieldIssue => ({ field, key, message: MESSAGES[key] ?? key });

const toWindow = (w: WindowRow): Window => ({
  start: w.start,
  end: w.end,
  ...(w.weekdays.length > 0 ? { weekdays: w.weekdays } : {}),
});

/** Windows grouped by their owner, in the repository's order. */
function byOwner(windows: readonly WindowRow[]): Availability[] {
  const availability = new Map<string, Availability>();
  for (const row of windows) {
    const owner = row.product_id ? ('product' as const) : ('category' as const);
    const id = (row.product_id ?? row.category_id) as string;
    const entry = availability.get(`${owner}:${id}`) ?? { owner, owner_id: id, windows: [] };
    entry.windows.push(toWindow(row));
    availability.set(`${owner}:${id}`, entry);
  }
  return [...availability.values()];
}

/** The domain model of a product's configuration, with live linked prices and availability. */
function steps(configuration: ProductConfiguration | undefined): PricingProduct['steps'] {
  return (configuration?.steps ?? []).map((step) => ({
    id: step.id,
    type: step.type,
    required: step.required,
    // a shared group's options as this product offers them (its own prices, hidden ones left out)
    options: applyOptionOverrides(step.options, step.overrides).map((option) => ({
      id: option.id,
      price_minor: option.price_minor,
      max_quantity: option.max_quantity,
      is_default: option.is_default,
      product_id: option.product_id,
      is_manual_price: option.is_manual_price,
      linked_price_minor: option.linked_price_minor,
      available: option.available,
    })),
  }));
}

/**
 * Issue 33's channel prices and dayparts (written per product / category, checked by the domain's
 * `channelPriceIssues` / `timeWindowIssues`), the rules the menu carries, and `rules()`: the
 * `PricingRules` of a cart as the server reads them, for the admin's preview and order creation.
 */
export class PricingRuleService {
  /** The catalogue-wide rules, read once and kept until a catalogue change (see `invalidate`). */
  private shared: Promise<SharedRules> | undefined;
  private generation = 0;

  constructor(
    private readonly repos: Repositories,
    private readonly configurations: ConfigurationService,
    private readonly options: { timeZone: string },
  ) {}

  /**
   * Drops the kept catalogue-wide rules (deal groups, dayparts, categories, channel prices, live
   * promotions). Called on every db-changes event, as the menu's cache is: every write of these
   * goes through the services, which announce it there, so an order is priced by the rules in
   * force as soon as the change's notice arrives (milliseconds), without reading five tables per order.
   */
  invalidate(): void {
    this.generation += 1;
    this.shared = undefined;
  }

  /** `write`'s result once committed, this process's kept rules dropped at once (the notice follows). */
  async committed<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    this.invalidate();
    return result;
  }

  private sharedRules(): Promise<SharedRules> {
    if (this.shared) return this.shared;
    const generation = this.generation;
    const repo = this.repos.pricingRule;
    const reading = Promise.all([
      repo.dealGroups(),
      repo.windows(),
      repo.categories(),
      repo.channelPrices(),
      repo.promotions(true),
    ]).then(([groups, windows, categories, prices, promotions]) => ({
      groups,
      windows,
      categories,
      prices,
      promotions,
    }));
    this.shared = reading;
    // A change announced while reading makes this copy stale; a failed read is not kept.
    reading.then(
      () => {
        if (generation !== this.generation && this.shared === reading) this.shared = undefined;
      },
      () => {
        if (this.shared === reading) this.shared = undefined;
      },
    );
    return reading;
  }

  async channelPrices(productId: string): Promise<ChannelPriceRecord[]> {
    await this.productName(productId);
    return this.repos.pricingRule.channelPrices([productId]);
  }

  async saveChannelPrices(
    actor: Actor,
    productId: string,
    prices: PriceWrite[],
  ): Promise<ChannelPriceRecord[]> {
    const name = await this.productName(productId);
    const issues = channelPriceIssues(prices).map((i) => issue(i.field, i.code));
    const storeIds = prices.flatMap((p) => (p.store_id ? [p.store_id] : []));
    const stores = await this.repos.pricingRule.storeIds(storeIds);
    for (const [index, price] of prices.entries()) {
      if (price.store_id && !stores.has(price.store_id))
        issues.push(issue(`prices.${index}.store_id`, 'store_unknown'));
    }
    if (issues.length > 0) throw errors.validation(issues);
    await this.committed(
      this.repos.transaction(async (repos) => {
        await repos.pricingRule.replaceChannelPrices(productId, prices);
        await recordChange(repos, actor, {
          table: 'product_channel_prices',
          event: 'UPDATE',
          id: productId,
          action: 'product.channel_prices_updated',
          summary: name,
          new: { product_id: productId, prices },
        });
      }),
    );
    return this.channelPrices(productId);
  }

  /** Every product's and category's dayparts (the back office's list). */
  async allAvailability(): Promise<Availability[]> {
    return byOwner(await this.repos.pricingRule.windows());
  }

  /** Every product's channel prices (the back office's list). */
  allChannelPrices(): Promise<ChannelPriceRecord[]> {
    return this.repos.pricingRule.channelPrices();
  }

  async availability(owner: WindowOwner): Promise<Availability> {
    await this.ownerName(owner);
    const rows = await this.repos.pricingRule.windows(owner);
    return { owner: owner.kind, owner_id: owner.id, windows: rows.map(toWindow) };
  }

  async saveAvailability(actor: Actor, owner: WindowOwner, windows: Window[]): Promise<Availability> {
    const name = await this.ownerName(owner);
    const issues: FieldIssue[] = [];
    for (const [index, window] of windows.entries()) {
      const problems: string[] = timeWindowIssues(window);
      // domain: start = end is all day; a daypart that is all day is no daypart (refused)
      if (problems.length === 0 && clockSeconds(window.start) === (clockSeconds(window.end) ?? 0) % 86_400) {
        problems.push('start_equals_end');
      }
      for (const code of problems) {
        const field = code === 'weekday_invalid' ? 'weekdays' : code === 'end_invalid' ? 'end' : 'start';
        issues.push(issue(`windows.${index}.${field}`, code));
      }
    }
    if (issues.length > 0) throw errors.validation(issues);
    const rows = windows.map((w) => ({
      start: w.start,
      end: w.end,
      weekdays: [...new Set(w.weekdays ?? [])].sort(),
    }));
    await this.committed(
      this.repos.transaction(async (repos) => {
        await repos.pricingRule.replaceWindows(owner, rows);
        await recordChange(repos, actor, {
          table: 'availability_windows',
          event: 'UPDATE',
          id: owner.id,
          action: `${owner.kind}.availability_updated`,
          summary: name,
          new: { owner: owner.kind, owner_id: owner.id, windows: rows },
        });
      }),
    );
    return this.availability(owner);
  }

  /** The rules the kiosk and the till get with the menu (deals of the products on it). */
  async menuPricing(onMenu: ReadonlySet<string>): Promise<MenuPricing> {
    const repo = this.repos.pricingRule;
    const [groups, promotions, prices, windows, limit] = await Promise.all([
      repo.dealGroups(),
      repo.promotions(true),
      repo.channelPrices(),
      repo.windows(),
      this.manualDiscountLimit(),
    ]);
    const names = await repo.products([...groups.keys()].filter((id) => onMenu.has(id)));
    return {
      deals: [...names.entries()].map(([id, p]) => ({
        product_id: id,
        name: p.name,
        price_minor: p.price_minor,
        groups: groups.get(id) ?? [],
      })),
      promotions: promotions.map(promotionRecord),
      channel_prices: prices,
      availability: byOwner(windows),
      ...(limit ? { manual_discount_limit: limit } : {}),
      time_zone: this.options.timeZone,
    };
  }

  /** The back office's limit on manual discounts (setting manual_discount_limit), if any. */
  async manualDiscountLimit(repos = this.repos): Promise<ManualDiscountLimit | undefined> {
    const [row] = await repos.settings.find(['manual_discount_limit']);
    const value = (row?.value ?? null) as {
      max_amount_minor?: number | null;
      max_percent?: number | null;
    } | null;
    if (!value) return undefined;
    return {
      ...(typeof value.max_amount_minor === 'number' ? { max_amount_minor: value.max_amount_minor } : {}),
      ...(typeof value.max_percent === 'number' ? { max_percent: value.max_percent } : {}),
    };
  }

  /**
   * The rules in force for a cart of these products, read now: the products (and their deals'
   * parts, and their options' linked products) with their configuration, stock, dayparts and
   * deal groups; categories, channel prices and active promotions. `available`: active, in an
   * active category (as the menu) and not sold out for one unit (the stock rule; a cart asking
   * for more than a count left is the order's own check).
   */
  async rules(productIds: readonly string[], repos = this.repos): Promise<PricingRules> {
    return (await this.rulesWithConfigurations(productIds, repos)).rules;
  }

  /** The outlet's time zone the rules are read in. */
  get timeZone(): string {
    return this.options.timeZone;
  }

  /**
   * `rules()` and the products' configurations it read (an order stores its options' names).
   * `read`: the products as the caller already read them (an order's create context reads the
   * cart's products, its deals' chosen parts included, in its one batched statement): then only
   * the configurations are read here, the catalogue-wide rules come from the kept copy.
   */
  async rulesWithConfigurations(
    productIds: readonly string[],
    repos = this.repos,
    read?: readonly RuleProductRow[],
  ): Promise<{ rules: PricingRules; configurations: Map<string, ProductConfiguration> }> {
    const { groups: allGroups, windows, categories, prices, promotions } = await this.sharedRules();
    const groups = new Map(
      productIds.flatMap((id) => {
        const deal = allGroups.get(id);
        return deal ? [[id, deal] as const] : [];
      }),
    );
    const rows = read ? [...read] : await this.ruleProducts(productIds, groups, repos);
    const configs = new Map(
      (
        await this.configurations.forProducts(
          rows.filter((p) => p.configurable).map((p) => p.id),
          repos,
        )
      ).map((c) => [c.product_id, c]),
    );
    const windowsOf = (kind: 'product' | 'category', id: string) =>
      windows.filter((w) => (kind === 'product' ? w.product_id : w.category_id) === id).map(toWindow);
    const rules: PricingRules = {
      products: rows.map((p) => {
        const deal = groups.get(p.id);
        return {
          id: p.id,
          price_minor: p.price_minor,
          vat_rate: p.rate ?? 0,
          category_id: p.subcategory_id ?? p.category_id,
          steps: steps(configs.get(p.id)),
          available: p.is_active && p.category_active && stockRefusal(p, 1) === null,
          availability: windowsOf('product', p.id),
          ...(deal ? { deal: { groups: deal } } : {}),
        };
      }),
      categories: categories.map((c) => ({ ...c, availability: windowsOf('category', c.id) })),
      channel_prices: prices,
      promotions: promotions.map(promotionRecord),
    };
    return { rules, configurations: configs };
  }

  /** The products the rules name: these and every choice of their deals. */
  private ruleProducts(
    productIds: readonly string[],
    groups: ReadonlyMap<string, readonly DealGroupRow[]>,
    repos: Repositories,
  ): Promise<RuleProductRow[]> {
    const partIds = [...groups.values()].flatMap((list) =>
      list.flatMap((g) => g.choices.map((c) => c.product_id)),
    );
    return repos.pricingRule.pricingProducts([...new Set([...productIds, ...partIds])]);
  }

  /** What a customer would pay for a cart on a channel in a store, now or at `at` (the admin's preview). */
  async preview(input: PricePreview): Promise<PricedCart & { at: string }> {
    if (input.store_id) {
      const stores = await this.repos.pricingRule.storeIds([input.store_id]);
      if (!stores.has(input.store_id)) throw errors.validation([issue('store_id', 'store_unknown')]);
    }
    const at = input.at ? new Date(input.at) : new Date();
    const rules = await this.rules([...new Set(input.lines.map((l) => l.product_id))]);
    const priced = priceCart({
      lines: input.lines.map((line, index) => ({
        id: line.id ?? `line-${index + 1}`,
        product_id: line.product_id,
        quantity: line.quantity,
        selection: line.selection,
        ...(line.parts ? { parts: line.parts } : {}),
      })),
      rules,
      channel: input.channel,
      store_id: input.store_id,
      at,
      time_zone: this.options.timeZone,
    });
    return { at: at.toISOString(), ...priced };
  }

  private async productName(productId: string): Promise<string> {
    const product = (await this.repos.pricingRule.products([productId])).get(productId);
    if (!product) throw errors.notFound('Product');
    return product.name;
  }

  private async ownerName(owner: WindowOwner): Promise<string> {
    if (owner.kind === 'product') return this.productName(owner.id);
    const category = await this.repos.category.findById(owner.id);
    if (!category) throw errors.notFound('Category');
    return category.name;
  }
}
