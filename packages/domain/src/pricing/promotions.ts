import { apportion, percentOf } from './apportion.js';
import type { OrderChannel } from './channel-prices.js';
import { availableAt, type LocalTime, type TimeWindow, timeWindowIssues } from './dayparts.js';

/**
 * Automatic promotions. A promotion is on when it is active, the order's channel and store are
 * among its own (no stores: every store) and the outlet's wall clock is in its window (dates
 * inclusive, then its time windows with weekdays, as dayparts). Every kind is computed on the
 * lines' gross prices:
 * - percent_off / amount_off: each matching unit (amount_off: at most the unit's price);
 * - nth_item_percent ("2. içecek %50"): the matching units, most expensive first (ties: cart order),
 *   every n-th of them;
 * - buy_x_get_y: the same order, in each complete block of buy + get units the last `get` are free
 *   (the cheapest of the block);
 * - bundle_price: as many bundles as the cart fills, each component taking its most expensive free
 *   matching units, while a bundle costs less than its units; the saving is apportioned over the
 *   bundle's units by their prices.
 * Precedence: at most one non-stackable promotion per line. Among the non-stackable ones, the one
 * saving the customer the most on the lines still free wins (ties: the lower id), takes the lines it
 * discounts, and the rest are evaluated again on the lines left, until none saves anything. Then
 * every stackable promotion (id order) adds its saving to every line it matches. A line's savings
 * never exceed its gross.
 */

export interface PromotionTarget {
  /** Products it applies to; with no products and no categories: every product. */
  product_ids?: readonly string[];
  category_ids?: readonly string[];
}

export type PromotionKind =
  | { type: 'percent_off'; percent: number }
  | { type: 'amount_off'; amount_minor: number }
  | { type: 'nth_item_percent'; n: number; percent: number }
  | { type: 'buy_x_get_y'; buy: number; get: number }
  | {
      type: 'bundle_price';
      components: ReadonlyArray<PromotionTarget & { quantity: number }>;
      price_minor: number;
    };

export interface Promotion {
  id: string;
  name: string;
  active: boolean;
  stackable: boolean;
  channels: readonly OrderChannel[];
  /** Empty: every store. */
  store_ids: readonly string[];
  /** YYYY-MM-DD, inclusive, on the outlet's calendar; null: open. */
  valid_from: string | null;
  valid_until: string | null;
  /** Empty: all day, every day. */
  times: readonly TimeWindow[];
  /** Whom it applies to (bundle_price uses its components' targets). */
  target: PromotionTarget;
  kind: PromotionKind;
}

/** Why a promotion does not apply now (the server's field-named refusal of a stale one). */
export type PromotionRefusal =
  | 'promotion_inactive'
  | 'promotion_not_started'
  | 'promotion_expired'
  | 'promotion_wrong_channel'
  | 'promotion_wrong_store'
  | 'promotion_outside_hours';

export interface PromotionContext {
  channel: OrderChannel;
  storeId: string | null;
  local: LocalTime;
}

export function promotionRefusal(promotion: Promotion, ctx: PromotionContext): PromotionRefusal | null {
  if (!promotion.active) return 'promotion_inactive';
  if (promotion.valid_from && ctx.local.date < promotion.valid_from) return 'promotion_not_started';
  if (promotion.valid_until && ctx.local.date > promotion.valid_until) return 'promotion_expired';
  if (!promotion.channels.includes(ctx.channel)) return 'promotion_wrong_channel';
  if (
    promotion.store_ids.length > 0 &&
    (ctx.storeId === null || !promotion.store_ids.includes(ctx.storeId))
  ) {
    return 'promotion_wrong_store';
  }
  if (!availableAt(promotion.times, ctx.local)) return 'promotion_outside_hours';
  return null;
}

/** A cart line as promotions see it. */
export interface PromotionLine {
  line_id: string;
  product_id: string;
  category_id: string | null;
  quantity: number;
  /** VAT-inclusive gross price of one unit. */
  unit_minor: number;
}

export interface LineSaving {
  promotion_id: string;
  name: string;
  amount_minor: number;
}

function matches(target: PromotionTarget, line: PromotionLine): boolean {
  const products = target.product_ids ?? [];
  const categories = target.category_ids ?? [];
  if (products.length === 0 && categories.length === 0) return true;
  return (
    products.includes(line.product_id) || (line.category_id !== null && categories.includes(line.category_id))
  );
}

interface Unit {
  line: number;
  price: number;
}

/** Every unit of the cart (one object per physical unit), most expensive first, ties in cart order. */
function allUnits(lines: readonly PromotionLine[]): Unit[] {
  const units: Unit[] = [];
  for (const [index, line] of lines.entries()) {
    for (let i = 0; i < line.quantity; i += 1) units.push({ line: index, price: line.unit_minor });
  }
  return units.sort((a, b) => b.price - a.price || a.line - b.line);
}

function unitsOf(lines: readonly PromotionLine[], units: readonly Unit[], target: PromotionTarget): Unit[] {
  return units.filter((unit) => {
    const line = lines[unit.line];
    return line !== undefined && matches(target, line);
  });
}

function bundleSavings(
  kind: Extract<PromotionKind, { type: 'bundle_price' }>,
  lines: readonly PromotionLine[],
  add: (line: number, amount: number) => void,
): void {
  const units = allUnits(lines);
  // the components draw from the same units: a unit goes into one bundle, in one component
  const pools = kind.components.map((component) => unitsOf(lines, units, component));
  const used = new Set<Unit>();
  for (;;) {
    const chosen: Unit[] = [];
    for (const [index, component] of kind.components.entries()) {
      const free = (pools[index] ?? []).filter((u) => !used.has(u) && !chosen.includes(u));
      if (free.length < component.quantity) return;
      chosen.push(...free.slice(0, component.quantity));
    }
    const worth = chosen.reduce((sum, u) => sum + u.price, 0);
    if (chosen.length === 0 || worth <= kind.price_minor) return;
    const shares = apportion(
      worth - kind.price_minor,
      chosen.map((u) => u.price),
    );
    for (const [index, unit] of chosen.entries()) {
      used.add(unit);
      add(unit.line, shares[index] ?? 0);
    }
  }
}

/** What one promotion alone saves on each line (by index), computed on gross prices. */
export function promotionSavings(promotion: Promotion, lines: readonly PromotionLine[]): number[] {
  const savings = lines.map(() => 0);
  const add = (line: number, amount: number) => {
    savings[line] = (savings[line] ?? 0) + amount;
  };
  const kind = promotion.kind;
  if (kind.type === 'bundle_price') {
    bundleSavings(kind, lines, add);
    return savings;
  }
  const units = unitsOf(lines, allUnits(lines), promotion.target);
  for (const [position, unit] of units.entries()) {
    if (kind.type === 'percent_off') add(unit.line, percentOf(unit.price, kind.percent));
    else if (kind.type === 'amount_off') add(unit.line, Math.min(kind.amount_minor, unit.price));
    else if (kind.type === 'nth_item_percent') {
      if (kind.n >= 1 && (position + 1) % kind.n === 0) add(unit.line, percentOf(unit.price, kind.percent));
    } else {
      const block = kind.buy + kind.get;
      const completeBlocks = Math.floor(units.length / Math.max(block, 1));
      if (kind.get >= 1 && position < completeBlocks * block && position % block >= kind.buy) {
        add(unit.line, unit.price);
      }
    }
  }
  return savings.map((amount, index) => {
    const line = lines[index];
    return line ? Math.min(amount, line.unit_minor * line.quantity) : 0;
  });
}

/**
 * The automatic promotions' savings per line (same order as `lines`), by the module's precedence.
 * `promotions` are those on now (see `promotionRefusal`).
 */
export function applyPromotions(
  promotions: readonly Promotion[],
  lines: readonly PromotionLine[],
): LineSaving[][] {
  const result: LineSaving[][] = lines.map(() => []);
  const gross = lines.map((l) => l.unit_minor * l.quantity);
  const byId = [...promotions].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const taken = new Set<number>();
  const pending = byId.filter((p) => !p.stackable);
  for (;;) {
    const free = lines.map((line, index) => ({ line, index })).filter((l) => !taken.has(l.index));
    let best: { promotion: Promotion; savings: number[]; total: number } | undefined;
    for (const promotion of pending) {
      const savings = promotionSavings(
        promotion,
        free.map((f) => f.line),
      );
      const total = savings.reduce((sum, s) => sum + s, 0);
      if (total > 0 && (!best || total > best.total)) best = { promotion, savings, total };
    }
    if (!best) break;
    for (const [position, amount] of best.savings.entries()) {
      const index = free[position]?.index;
      if (index === undefined || amount <= 0) continue;
      taken.add(index);
      result[index]?.push({
        promotion_id: best.promotion.id,
        name: best.promotion.name,
        amount_minor: amount,
      });
    }
    pending.splice(pending.indexOf(best.promotion), 1);
  }
  for (const promotion of byId.filter((p) => p.stackable)) {
    for (const [index, amount] of promotionSavings(promotion, lines).entries()) {
      const already = (result[index] ?? []).reduce((sum, s) => sum + s.amount_minor, 0);
      const capped = Math.min(amount, (gross[index] ?? 0) - already);
      if (capped > 0)
        result[index]?.push({ promotion_id: promotion.id, name: promotion.name, amount_minor: capped });
    }
  }
  return result;
}

export type PromotionIssue =
  | 'name_required'
  | 'percent_invalid'
  | 'amount_invalid'
  | 'n_invalid'
  | 'buy_get_invalid'
  | 'bundle_invalid'
  | 'channels_required'
  | 'dates_reversed'
  | 'times_invalid';

/** What is wrong with a promotion as written, by field (the admin form and the server's check). */
export function promotionIssues(promotion: Promotion): Array<{ field: string; code: PromotionIssue }> {
  const issues: Array<{ field: string; code: PromotionIssue }> = [];
  const kind = promotion.kind;
  const percentOk = (p: number) => Number.isFinite(p) && p > 0 && p <= 100;
  const count = (n: number) => Number.isInteger(n) && n >= 1 && n <= 99;
  if (promotion.name.trim() === '') issues.push({ field: 'name', code: 'name_required' });
  if (promotion.channels.length === 0) issues.push({ field: 'channels', code: 'channels_required' });
  if (promotion.valid_from && promotion.valid_until && promotion.valid_until < promotion.valid_from) {
    issues.push({ field: 'valid_until', code: 'dates_reversed' });
  }
  for (const [index, window] of promotion.times.entries()) {
    if (timeWindowIssues(window).length > 0) issues.push({ field: `times.${index}`, code: 'times_invalid' });
  }
  if ((kind.type === 'percent_off' || kind.type === 'nth_item_percent') && !percentOk(kind.percent)) {
    issues.push({ field: 'kind.percent', code: 'percent_invalid' });
  }
  if (kind.type === 'amount_off' && !(Number.isSafeInteger(kind.amount_minor) && kind.amount_minor > 0)) {
    issues.push({ field: 'kind.amount_minor', code: 'amount_invalid' });
  }
  if (kind.type === 'nth_item_percent' && !(count(kind.n) && kind.n >= 2)) {
    issues.push({ field: 'kind.n', code: 'n_invalid' });
  }
  if (kind.type === 'buy_x_get_y' && !(count(kind.buy) && count(kind.get))) {
    issues.push({ field: 'kind.buy', code: 'buy_get_invalid' });
  }
  if (
    kind.type === 'bundle_price' &&
    (kind.components.length === 0 ||
      !kind.components.every((c) => count(c.quantity)) ||
      !(Number.isSafeInteger(kind.price_minor) && kind.price_minor >= 0))
  ) {
    issues.push({ field: 'kind.components', code: 'bundle_invalid' });
  }
  return issues;
}
