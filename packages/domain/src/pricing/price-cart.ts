import { MAX_LINE_QUANTITY } from '../cart/cart-lines.js';
import { cartTotals, type Totals } from '../cart/cart-totals.js';
import { type Selection, selectionIssues, unitPrice } from '../configurator/configured-item.js';
import { vatOfInclusive } from '../money.js';
import {
  applyManualDiscounts,
  type ManualDiscount,
  type ManualDiscountLimit,
  manualDiscountIssues,
  manualDiscountNeedsApproval,
} from './manual-discounts.js';
import {
  apportionDeal,
  type DealIssue,
  type DealPart,
  dealSelectionIssues,
  dealUnitPrice,
} from './meal-deals.js';
import {
  type PricingContext,
  type PricingRules,
  type PricingWhere,
  pricingContext,
} from './pricing-context.js';
import { applyPromotions, type PromotionLine, promotionRefusal } from './promotions.js';

/**
 * The one entry point: a whole cart priced at an instant for a channel and a store, by the rules
 * in force then (the server at order creation; the apps for the preview). Order of work: each
 * line's gross (channel price + options, or a deal's price) × quantity; the automatic promotions
 * (`applyPromotions`); the manual discounts (`applyManualDiscounts`); a deal line's net apportioned
 * to its parts (`apportionDeal`); VAT per taxable piece (a plain line, or a deal's part) at its own
 * rate, and the totals by the cart's own `cartTotals` over those pieces. Lines with a problem are
 * left out of the priced lines and named in `issues` (the server refuses the order).
 */

export interface CartPricingLine {
  id: string;
  product_id: string;
  quantity: number;
  selection: Selection;
  /** A meal deal's chosen parts. */
  parts?: readonly DealPart[];
}

export interface PriceCartInput extends PricingWhere {
  lines: readonly CartPricingLine[];
  rules: PricingRules;
  manual_discounts?: readonly ManualDiscount[];
  manual_discount_limit?: ManualDiscountLimit;
}

export interface Saving {
  kind: 'promotion' | 'manual';
  /** The promotion's or the manual discount's id. */
  id: string;
  /** The promotion's name, or the manual discount's reason. */
  name: string;
  amount_minor: number;
}

/** A piece of a line taxed at one rate: the line itself, or one part of a deal. */
export interface TaxedPiece {
  vat_rate: number;
  amount_minor: number;
  vat_minor: number;
}

export interface PricedDealPart extends TaxedPiece {
  group_id: string;
  product_id: string;
  selection: Selection;
  /** What one of it costs alone: its apportionment weight. */
  list_unit_minor: number;
}

export interface PricedCartLine {
  line_id: string;
  product_id: string;
  quantity: number;
  unit_gross_minor: number;
  gross_minor: number;
  savings: Saving[];
  discount_minor: number;
  /** What the customer pays for the line: gross − savings, never below zero. */
  net_minor: number;
  vat_minor: number;
  /** One piece for a plain line; a deal's parts (their amounts add up to net_minor). */
  taxes: TaxedPiece[];
  /** A deal line's parts, in canonical order; empty for a plain line. */
  parts: PricedDealPart[];
}

export interface PricedCartTotals extends Totals {
  gross_minor: number;
  discount_minor: number;
  vat_by_rate: Array<{ vat_rate: number; total_minor: number; vat_minor: number }>;
  savings: Array<{ kind: Saving['kind']; id: string; name: string; amount_minor: number }>;
}

export interface PricingIssue {
  field: string;
  code: string;
  /** A deal part's configuration issues, when code is part_selection. */
  detail?: DealIssue;
}

export interface PricedCart {
  lines: PricedCartLine[];
  totals: PricedCartTotals;
  /** The manual discounts go over the back office's limit: the server asks for a manager's PIN. */
  needs_approval: boolean;
  issues: PricingIssue[];
}

interface GrossLine {
  line: CartPricingLine;
  unit: number;
  category_id: string | null;
}

function lineIssues(ctx: PricingContext, line: CartPricingLine, index: number): PricingIssue[] {
  const field = `items.${index}`;
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) {
    return [{ field: `${field}.quantity`, code: 'invalid_quantity' }];
  }
  const product = ctx.product(line.product_id);
  if (!product?.available) return [{ field: `${field}.product_id`, code: 'product_unavailable' }];
  if (!ctx.availableNow(product))
    return [{ field: `${field}.product_id`, code: 'product_not_available_now' }];
  const deal = ctx.deal(product);
  if (deal) {
    return dealSelectionIssues(deal, line.parts ?? [], ctx.lookup, `${field}.`).map((issue) => ({
      field: issue.field,
      code: issue.code,
      detail: issue,
    }));
  }
  const problems = selectionIssues(ctx.item(product), line.selection);
  if (problems.length === 0) return [];
  const missing = problems.every((p) => p.code === 'required_missing');
  return [{ field: `${field}.selection`, code: missing ? 'required_selections' : 'invalid_selection' }];
}

function grossOf(ctx: PricingContext, line: CartPricingLine): GrossLine {
  const product = ctx.product(line.product_id);
  if (!product) throw new Error('a checked line names a known product');
  const deal = ctx.deal(product);
  const unit = deal
    ? dealUnitPrice(deal, line.parts ?? [], ctx.lookup)
    : unitPrice(ctx.item(product), line.selection);
  // a misconfigured negative delta or option price never makes a line pay the customer
  return { line, unit: Math.max(0, unit), category_id: product.category_id };
}

function taxesOf(
  ctx: PricingContext,
  gross: GrossLine,
  net: number,
): { taxes: TaxedPiece[]; parts: PricedDealPart[] } {
  const product = ctx.product(gross.line.product_id);
  const deal = product && ctx.deal(product);
  if (!product || !deal) {
    const rate = product?.vat_rate ?? 0;
    return {
      taxes: [{ vat_rate: rate, amount_minor: net, vat_minor: vatOfInclusive(net, rate) }],
      parts: [],
    };
  }
  const parts = apportionDeal(deal, gross.line.parts ?? [], ctx.lookup, net).map((share) => ({
    group_id: share.group_id,
    product_id: share.product_id,
    selection: share.selection,
    list_unit_minor: share.list_unit_minor,
    vat_rate: share.vat_rate,
    amount_minor: share.amount_minor,
    vat_minor: share.vat_minor,
  }));
  return {
    taxes: parts.map((p) => ({ vat_rate: p.vat_rate, amount_minor: p.amount_minor, vat_minor: p.vat_minor })),
    parts,
  };
}

/** Automatic then manual savings per valid line; also the manual discounts' own issues. */
function savingsOf(input: PriceCartInput, ctx: PricingContext, valid: GrossLine[]) {
  const where = { channel: input.channel, storeId: input.store_id, local: ctx.local };
  const promotions = (input.rules.promotions ?? []).filter((p) => promotionRefusal(p, where) === null);
  const promotionLines: PromotionLine[] = valid.map((g) => ({
    line_id: g.line.id,
    product_id: g.line.product_id,
    category_id: g.category_id,
    quantity: g.line.quantity,
    unit_minor: g.unit,
  }));
  const savings: Saving[][] = applyPromotions(promotions, promotionLines).map((list) =>
    list.map((s) => ({ kind: 'promotion', id: s.promotion_id, name: s.name, amount_minor: s.amount_minor })),
  );
  const discounts = input.manual_discounts ?? [];
  const lineIds = valid.map((g) => g.line.id);
  const issues = manualDiscountIssues(discounts, lineIds, input.channel);
  if (issues.length === 0) {
    const left = valid.map((g, i) => g.unit * g.line.quantity - sumOf(savings[i] ?? []));
    const taken = applyManualDiscounts(discounts, lineIds, left);
    for (const [d, discount] of discounts.entries()) {
      for (const [i, amount] of (taken[d] ?? []).entries()) {
        if (amount > 0)
          savings[i]?.push({ kind: 'manual', id: discount.id, name: discount.reason, amount_minor: amount });
      }
    }
  }
  return { savings, issues };
}

const sumOf = (savings: readonly Saving[]) => savings.reduce((sum, s) => sum + s.amount_minor, 0);

function totalsOf(lines: PricedCartLine[]): PricedCartTotals {
  const pieces = lines.flatMap((l) => l.taxes);
  const asLines = (list: TaxedPiece[]) =>
    list.map((p) => ({ unit_price_minor: p.amount_minor, quantity: 1, vat_rate: p.vat_rate }));
  const rates = [...new Set(pieces.map((p) => p.vat_rate))].sort((a, b) => a - b);
  const savings = new Map<string, PricedCartTotals['savings'][number]>();
  for (const saving of lines.flatMap((l) => l.savings)) {
    const key = `${saving.kind}:${saving.id}`;
    const seen = savings.get(key);
    if (seen) seen.amount_minor += saving.amount_minor;
    else savings.set(key, { ...saving });
  }
  return {
    ...cartTotals(asLines(pieces)),
    gross_minor: lines.reduce((sum, l) => sum + l.gross_minor, 0),
    discount_minor: lines.reduce((sum, l) => sum + l.discount_minor, 0),
    vat_by_rate: rates.map((rate) => {
      const t = cartTotals(asLines(pieces.filter((p) => p.vat_rate === rate)));
      return { vat_rate: rate, total_minor: t.total_minor, vat_minor: t.vat_minor };
    }),
    savings: [...savings.values()],
  };
}

export function priceCart(input: PriceCartInput): PricedCart {
  const ctx = pricingContext(input.rules, input);
  const issues: PricingIssue[] = [];
  const valid: GrossLine[] = [];
  for (const [index, line] of input.lines.entries()) {
    const problems = lineIssues(ctx, line, index);
    if (problems.length > 0) issues.push(...problems);
    else valid.push(grossOf(ctx, line));
  }
  const { savings, issues: discountIssues } = savingsOf(input, ctx, valid);
  issues.push(...discountIssues);
  const lines = valid.map((gross, index): PricedCartLine => {
    const own = savings[index] ?? [];
    const grossMinor = gross.unit * gross.line.quantity;
    // promotions and manual discounts each stop at what is left: never below zero
    const discount = sumOf(own);
    const net = grossMinor - discount;
    const { taxes, parts } = taxesOf(ctx, gross, net);
    return {
      line_id: gross.line.id,
      product_id: gross.line.product_id,
      quantity: gross.line.quantity,
      unit_gross_minor: gross.unit,
      gross_minor: grossMinor,
      savings: own,
      discount_minor: discount,
      net_minor: net,
      vat_minor: taxes.reduce((sum, t) => sum + t.vat_minor, 0),
      taxes,
      parts,
    };
  });
  const totals = totalsOf(lines);
  const manual = lines.reduce((sum, l) => sum + sumOf(l.savings.filter((s) => s.kind === 'manual')), 0);
  return {
    lines,
    totals,
    needs_approval: manualDiscountNeedsApproval(manual, totals.gross_minor, input.manual_discount_limit),
    issues,
  };
}
