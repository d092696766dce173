import { randomUUID } from 'node:crypto';
import type { ManualDiscountInput, OrderLineInput, ProductConfiguration } from '@kiosk/contracts';
import {
  type ManualDiscount,
  type OrderChannel,
  optionPrice,
  type PricedCart,
  type PricingContext,
  type PricingIssue,
  type PricingRules,
  priceCart,
  pricingContext,
  promotionRefusal,
  REQUIRED_SELECTIONS_MESSAGE,
  type Selection,
  selectionIssues,
  stockRefusal,
} from '@kiosk/domain';
import { AppError, errors } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { NewOrderLine, ProductForLine } from '../repositories/order.repository.js';
import type { PricingRuleService } from './pricing/pricing-rules.service.js';

/**
 * Prices an order (kiosk, till, open order) by the one pricing model, the domain's `priceCart`, at
 * the server's now, from the rules read now: never from prices the client sent. The server's own
 * refusals come first with their messages (not on the menu, sold out, count left, an option sold
 * out, the selection), then the rules' (a deal's parts, dayparts), the manual discounts' and the
 * promotions the client priced with. Rows as stored: a plain line, or a deal's header and parts.
 */

export interface OrderPricingInput {
  items: readonly OrderLineInput[];
  channel: OrderChannel;
  storeId: string | null;
  discounts?: readonly ManualDiscountInput[] | undefined;
  promotionIds?: readonly string[] | undefined;
  /** The cart's products when already read (order create reads them with its context). */
  products?: ProductForLine[];
  at?: Date;
}

/** A manual discount as an order keeps it: as given, with what it took. */
export type StoredDiscount = ManualDiscountInput & { amount_minor: number };

export interface PricedOrder {
  lines: Array<NewOrderLine & { id: string }>;
  totals: {
    subtotal_minor: number;
    tax_minor: number;
    total_minor: number;
    gross_minor: number;
    discount_minor: number;
  };
  discounts: StoredDiscount[];
  /** The manual discounts go over the back office's limit (a manager's PIN is needed). */
  needsApproval: boolean;
}

type Issue = { field: string; message: string; key: string };

const DEAL_MESSAGES: Record<string, string> = {
  group_missing: 'a part is missing in this group',
  group_too_many: 'too many parts in this group',
  unknown_group: 'this group is not part of the meal',
  product_not_allowed: 'this product cannot be chosen here',
  part_sold_out: 'this part is sold out',
  part_not_available_now: 'this part is not available at this time',
  part_selection: "the part's options are not valid",
};

const DISCOUNT_MESSAGES: Record<string, string> = {
  value_invalid: 'The discount value is not valid',
  reason_required: 'A reason is required',
  unknown_line: 'No such line in the order',
  wrong_channel: 'Manual discounts are not taken here',
};

/** The products a cart names (its lines' and their deal parts'), each once. */
export function cartProductIds(items: readonly OrderLineInput[]): string[] {
  return [...new Set(items.flatMap((i) => [i.product_id, ...(i.parts ?? []).map((p) => p.product_id)]))];
}

const lineId = (index: number) => `line-${index}`;
const discountId = (index: number) => `discount-${index}`;

/** The cart's manual discounts as the domain takes them (a line's index as its line id). */
function domainDiscounts(discounts: readonly ManualDiscountInput[]): ManualDiscount[] {
  return discounts.map((d, k) => {
    const base = { id: discountId(k), type: d.type, value: d.value, reason: d.reason };
    return d.scope === 'line'
      ? { ...base, scope: 'line' as const, line_id: lineId(d.line ?? -1) }
      : { ...base, scope: 'order' as const };
  });
}

/** The server's own checks of one line, with the messages the apps and tests know. */
function ownIssue(
  item: OrderLineInput,
  index: number,
  product: ProductForLine | undefined,
  wanted: number,
  rules: PricingRules,
  configuration: ProductConfiguration | undefined,
  ctx: PricingContext,
): Issue | undefined {
  const field = `items.${index}`;
  if (!product?.is_active || product.is_option_only) {
    const message = `${product?.name ?? 'This product'} is no longer on the menu`;
    return { field, key: 'product_unavailable', message };
  }
  const stock = stockRefusal(product, wanted);
  if (stock) {
    const message =
      stock === 'product_sold_out'
        ? `${product.name} is sold out`
        : `${product.name}: only ${product.count_left} left`;
    return { field, key: stock, message };
  }
  const ruled = rules.products.find((p) => p.id === product.id);
  if (ruled?.deal) {
    if ((item.parts ?? []).length > 0) return undefined;
    return {
      field: `${field}.parts`,
      key: 'deal_parts_required',
      message: `${product.name}: choose the meal's parts`,
    };
  }
  if (item.parts !== undefined) {
    return {
      field: `${field}.parts`,
      key: 'parts_not_allowed',
      message: `${product.name} is not a meal deal`,
    };
  }
  if (!ruled) return undefined;
  const problems = selectionIssues(ctx.item(ruled), item.selection);
  const soldOut = problems.find((p) => p.code === 'option_unavailable');
  if (soldOut && soldOut.code === 'option_unavailable') {
    const step = configuration?.steps.find((s) => s.id === soldOut.stepId);
    const name = step?.options.find((o) => o.id === soldOut.optionId)?.name ?? 'An option';
    return { field, key: 'option_sold_out', message: `${product.name}: ${name} is sold out` };
  }
  if (problems.length === 0) return undefined;
  const missing = problems.every((p) => p.code === 'required_missing');
  return {
    field,
    key: missing ? 'required_selections' : 'invalid_selection',
    message: missing
      ? `${product.name}: ${REQUIRED_SELECTIONS_MESSAGE}`
      : `${product.name}: the selection is not valid`,
  };
}

/** The rules' issues not already named by the server's own (one refusal per line). */
function ruleIssues(
  issues: readonly PricingIssue[],
  names: Map<number, string>,
  refused: Set<number>,
): Issue[] {
  const out: Issue[] = [];
  for (const issue of issues) {
    const match = /^items\.(\d+)/.exec(issue.field);
    if (!match) {
      const key = issue.code;
      const field = issue.field.replace(/\.line_id$/, '.line');
      out.push({ field, key, message: DISCOUNT_MESSAGES[key] ?? key });
      continue;
    }
    const index = Number(match[1]);
    if (refused.has(index)) continue;
    const name = names.get(index) ?? 'This product';
    if (issue.code === 'product_not_available_now') {
      refused.add(index);
      out.push({
        field: `items.${index}`,
        key: 'product_unavailable_now',
        message: `${name} is not available at this time`,
      });
    } else if (issue.code === 'product_unavailable') {
      refused.add(index);
      out.push({ field: `items.${index}`, key: issue.code, message: `${name} is no longer on the menu` });
    } else {
      out.push({
        field: issue.field,
        key: issue.code,
        message: `${name}: ${DEAL_MESSAGES[issue.code] ?? issue.code}`,
      });
    }
  }
  return out;
}

/** 409 promotion_not_applicable naming each promotion the client priced with that no longer applies. */
function checkPromotions(
  ids: readonly string[],
  rules: PricingRules,
  ctx: PricingContext,
  input: OrderPricingInput,
) {
  const where = { channel: input.channel, storeId: input.storeId, local: ctx.local };
  const refused = ids.flatMap((id, k) => {
    const promotion = rules.promotions?.find((p) => p.id === id);
    const code = promotion ? promotionRefusal(promotion, where) : 'promotion_inactive';
    return code
      ? [
          {
            field: `promotion_ids.${k}`,
            key: code,
            message: `${promotion?.name ?? 'A promotion'} no longer applies`,
          },
        ]
      : [];
  });
  if (refused.length > 0) {
    throw new AppError('promotion_not_applicable', 409, refused.map((r) => r.message).join('; '), refused);
  }
}

interface PricingDeps {
  repos: Repositories;
  pricing: PricingRuleService;
}

/** Prices a cart for an order; a refusal is thrown (400 by field, 409 for a promotion). */
export async function priceOrder(deps: PricingDeps, input: OrderPricingInput): Promise<PricedOrder> {
  const { repos, pricing } = deps;
  const ids = cartProductIds(input.items);
  const discounts = input.discounts ?? [];
  const [products, limit] = await Promise.all([
    input.products ?? repos.order.productsForLines(ids),
    discounts.length > 0 ? pricing.manualDiscountLimit(repos) : Promise.resolve(undefined),
  ]);
  const { rules, configurations } = await pricing.rulesWithConfigurations(ids, repos, products);
  const where = {
    channel: input.channel,
    store_id: input.storeId,
    at: input.at ?? new Date(),
    time_zone: pricing.timeZone,
  };
  const ctx = pricingContext(rules, where);
  const byId = new Map(products.map((p) => [p.id, p]));
  const wanted = new Map<string, number>();
  for (const item of input.items)
    wanted.set(item.product_id, (wanted.get(item.product_id) ?? 0) + item.quantity);
  const issues: Issue[] = [];
  const refused = new Set<number>();
  const names = new Map<number, string>();
  for (const [index, item] of input.items.entries()) {
    const product = byId.get(item.product_id);
    names.set(index, product?.name ?? 'This product');
    const own = ownIssue(
      item,
      index,
      product,
      wanted.get(item.product_id) ?? item.quantity,
      rules,
      configurations.get(item.product_id),
      ctx,
    );
    if (own) {
      issues.push(own);
      refused.add(index);
    }
  }
  const priced = priceCart({
    ...where,
    lines: input.items.map((item, index) => ({
      id: lineId(index),
      product_id: item.product_id,
      quantity: item.quantity,
      selection: item.selection,
      ...(item.parts ? { parts: item.parts } : {}),
    })),
    rules,
    manual_discounts: domainDiscounts(discounts),
    ...(limit ? { manual_discount_limit: limit } : {}),
  });
  issues.push(...ruleIssues(priced.issues, names, refused));
  if (issues.length > 0) throw errors.validation(issues);
  checkPromotions(input.promotionIds ?? [], rules, ctx, input);
  return {
    lines: rowsOf(priced, input.items, { byId, rules, configurations, ctx }),
    totals: {
      subtotal_minor: priced.totals.subtotal_minor,
      tax_minor: priced.totals.vat_minor,
      total_minor: priced.totals.total_minor,
      gross_minor: priced.totals.gross_minor,
      discount_minor: priced.totals.discount_minor,
    },
    discounts: discounts.map((d, k) => ({
      ...d,
      amount_minor: priced.lines
        .flatMap((l) => l.savings)
        .filter((s) => s.kind === 'manual' && s.id === discountId(k))
        .reduce((sum, s) => sum + s.amount_minor, 0),
    })),
    needsApproval: priced.needs_approval,
  };
}

interface RowSources {
  byId: Map<string, ProductForLine>;
  rules: PricingRules;
  configurations: Map<string, ProductConfiguration>;
  ctx: PricingContext;
}

/** The chosen options of a product as a row keeps them (names, and the price of one at the channel). */
function configurationsOf(productId: string, selection: Selection, from: RowSources): unknown[] {
  const configuration = from.configurations.get(productId);
  const ruled = from.rules.products.find((p) => p.id === productId);
  const model = ruled ? from.ctx.item(ruled) : undefined;
  return (configuration?.steps ?? []).flatMap((step) =>
    Object.entries(selection[step.id] ?? {})
      .filter(([, quantity]) => quantity > 0)
      .map(([optionId, quantity]) => {
        const option = step.options.find((o) => o.id === optionId);
        const modelOption = model?.steps
          .find((s) => s.id === step.id)
          ?.options.find((o) => o.id === optionId);
        return {
          step_id: step.id,
          step_name: step.title,
          option_id: optionId,
          option_name: option?.name ?? '',
          quantity,
          unit_price_minor: modelOption ? optionPrice(modelOption) : 0,
        };
      }),
  );
}

/** The rows of the priced lines: a plain line, or a deal's header (no money) and its parts. */
function rowsOf(
  priced: PricedCart,
  items: readonly OrderLineInput[],
  from: RowSources,
): Array<NewOrderLine & { id: string }> {
  return priced.lines.flatMap((line): Array<NewOrderLine & { id: string }> => {
    const index = Number(line.line_id.replace('line-', ''));
    const item = items[index] as OrderLineInput;
    const product = from.byId.get(line.product_id);
    const head = {
      id: randomUUID(),
      product_id: line.product_id,
      product_name: product?.name ?? '',
      product_sku: product?.sku ?? null,
      quantity: line.quantity,
      gross_minor: line.gross_minor,
      discount_minor: line.discount_minor,
      savings: line.savings,
    };
    if (line.parts.length === 0) {
      const tax = line.taxes[0];
      return [
        {
          ...head,
          kind: 'item' as const,
          unit_price_minor: line.unit_gross_minor,
          total_price_minor: line.net_minor,
          vat_rate: tax?.vat_rate ?? 0,
          vat_minor: line.vat_minor,
          configurations: configurationsOf(line.product_id, item.selection, from),
        },
      ];
    }
    const groups = from.rules.products.find((p) => p.id === line.product_id)?.deal?.groups ?? [];
    const header = {
      ...head,
      kind: 'deal' as const,
      unit_price_minor: 0,
      total_price_minor: 0,
      vat_rate: 0,
      vat_minor: 0,
      configurations: [],
    };
    const parts = line.parts.map((part) => {
      const partProduct = from.byId.get(part.product_id);
      return {
        id: randomUUID(),
        kind: 'deal_part' as const,
        parent_item_id: header.id,
        deal_group_id: part.group_id,
        deal_group_name: groups.find((g) => g.id === part.group_id)?.name ?? '',
        product_id: part.product_id,
        product_name: partProduct?.name ?? '',
        product_sku: partProduct?.sku ?? null,
        quantity: line.quantity,
        unit_price_minor: Math.round(part.amount_minor / line.quantity),
        total_price_minor: part.amount_minor,
        gross_minor: part.amount_minor,
        discount_minor: 0,
        savings: [],
        vat_rate: part.vat_rate,
        vat_minor: part.vat_minor,
        configurations: configurationsOf(part.product_id, part.selection, from),
      };
    });
    return [header, ...parts];
  });
}
