import type { MenuData, MenuProduct } from '@kiosk/contracts';
import {
  type CartLine,
  cartTotals,
  type DealPart,
  lineTotal,
  type OrderChannel,
  orderItems,
  type PricedCartLine,
  type PricedCartTotals,
  priceCart as priceDomainCart,
  type Totals,
  unitPrice,
} from '@kiosk/domain';
import { configurableItemOf, menuPricingRules, stepsOf } from '@kiosk/ui';
import {
  type CartDiscount,
  discountInputsOf,
  manualDiscountsOf,
  partsInput,
} from '../../../lib/cart-discounts';
import { tillPricingWhere } from '../../../lib/pricing-rules';

export type LineProblem = 'removed' | 'inactive' | 'out_of_stock' | 'not_now' | 'invalid';

type PricingLine = CartLine & { parts?: DealPart[] };

export interface PricedLine<L extends PricingLine> {
  line: L;
  product: MenuProduct | null;
  /** The unit price now: from the current menu (live prices), else the price when added. */
  unitPriceMinor: number;
  /** What the customer pays for the line (after its savings). */
  totalMinor: number;
  /** unit × quantity before savings. */
  grossMinor: number;
  /** Promotions and manual discounts on the line (an order discount's share included). */
  savings: PricedCartLine['savings'];
  /** A deal line's parts with their shares; empty for a plain line. */
  parts: PricedCartLine['parts'];
  /** Why the line cannot be sold now; null when it can. */
  problem: LineProblem | null;
}

export interface PricedCart<L extends PricingLine> {
  lines: PricedLine<L>[];
  totals: Totals & { gross_minor: number; discount_minor: number };
  /** Lines that must be removed before payment. */
  blocked: PricedLine<L>[];
  /** The manual discounts go over the back office's limit (the server asks for a manager's PIN). */
  needsApproval: boolean;
}

export interface PriceOptions {
  discounts?: readonly CartDiscount[];
  /** 'till', or 'open_order' while a tab is linked. */
  channel?: OrderChannel;
  at?: Date;
}

function problemOf(menu: MenuData | null, product: MenuProduct | null): LineProblem | null {
  if (!menu) return null;
  if (!product) return 'removed';
  return product.is_available ? null : (product.unavailable_reason ?? 'inactive');
}

const ISSUE_PROBLEMS: Record<string, LineProblem> = {
  product_unavailable: 'inactive',
  product_not_available_now: 'not_now',
  part_sold_out: 'out_of_stock',
  part_not_available_now: 'not_now',
};

/** The domain's pricing of the sellable lines (`null` without a menu), and each line's issue. */
function domainPricing(
  lines: readonly PricingLine[],
  menu: MenuData | null,
  sellable: (line: PricingLine) => boolean,
  options: PriceOptions,
) {
  if (!menu) return null;
  const chosen = lines.filter(sellable);
  const limit = menu.pricing?.manual_discount_limit;
  const priced = priceDomainCart({
    lines: chosen.map((l) => ({
      id: l.id,
      product_id: l.productId,
      quantity: l.quantity,
      selection: l.selection,
      ...(l.parts?.length ? { parts: l.parts } : {}),
    })),
    rules: menuPricingRules(menu),
    ...tillPricingWhere(menu, options.channel ?? 'till', options.at ?? new Date()),
    manual_discounts: manualDiscountsOf(
      (options.discounts ?? []).filter((d) => d.lineId === null || chosen.some((l) => l.id === d.lineId)),
    ),
    ...(limit ? { manual_discount_limit: limit } : {}),
  });
  const issueOf = new Map<string, LineProblem>();
  for (const issue of priced.issues) {
    const index = Number(/^items\.(\d+)\./.exec(issue.field)?.[1] ?? -1);
    const line = chosen[index];
    if (line && !issueOf.has(line.id)) issueOf.set(line.id, ISSUE_PROBLEMS[issue.code] ?? 'invalid');
  }
  return { priced, issueOf };
}

/**
 * The cart priced by the domain's `priceCart` against the menu shown now (its pricing rules: deals,
 * promotions, channel prices, dayparts; the cart's manual discounts): prices and availability
 * changes arrive live, and a line whose product left the menu or cannot be sold blocks payment.
 */
export function priceCart<L extends PricingLine>(
  lines: readonly L[],
  menu: MenuData | null,
  options: PriceOptions = {},
): PricedCart<L> {
  const products = new Map((menu?.products ?? []).map((p) => [p.id, p]));
  const domain = domainPricing(
    lines,
    menu,
    (l) => problemOf(menu, products.get(l.productId) ?? null) === null,
    options,
  );
  const byId = new Map((domain?.priced.lines ?? []).map((l) => [l.line_id, l]));
  const priced = lines.map((line): PricedLine<L> => {
    const product = products.get(line.productId) ?? null;
    const vatRate = product?.vat_rate ?? line.vatRate;
    const own = byId.get(line.id);
    const problem = problemOf(menu, product) ?? domain?.issueOf.get(line.id) ?? null;
    const unit =
      own?.unit_gross_minor ??
      (product && menu && !line.parts?.length
        ? unitPrice(configurableItemOf(product, stepsOf(menu, product.id)), line.selection)
        : line.unitPriceMinor);
    const gross = lineTotal({ unit_price_minor: unit, quantity: line.quantity, vat_rate: vatRate });
    return {
      line: { ...line, unitPriceMinor: unit, vatRate },
      product,
      unitPriceMinor: unit,
      totalMinor: own?.net_minor ?? gross,
      grossMinor: own?.gross_minor ?? gross,
      savings: own?.savings ?? [],
      parts: own?.parts ?? [],
      problem,
    };
  });
  return {
    lines: priced,
    totals: totalsOf(priced, domain?.priced.totals ?? null),
    blocked: priced.filter((p) => p.problem !== null),
    needsApproval: domain?.priced.needs_approval ?? false,
  };
}

/** The domain's totals when every line is priced; else each line's own (a blocked cart is not paid). */
function totalsOf<L extends PricingLine>(
  priced: PricedLine<L>[],
  domain: PricedCartTotals | null,
): PricedCart<L>['totals'] {
  if (domain && priced.every((p) => p.problem === null)) {
    const { subtotal_minor, vat_minor, total_minor, gross_minor, discount_minor } = domain;
    return { subtotal_minor, vat_minor, total_minor, gross_minor, discount_minor };
  }
  const totals = cartTotals(
    priced.map((p) => ({
      unit_price_minor: p.unitPriceMinor,
      quantity: p.line.quantity,
      vat_rate: p.line.vatRate,
    })),
  );
  return { ...totals, gross_minor: totals.total_minor, discount_minor: 0 };
}

export interface CheckoutDraft {
  items: {
    product_id: string;
    quantity: number;
    selection: Record<string, Record<string, number>>;
    parts?: DealPart[];
    note?: string;
    /** The product's name as the till shows it (for the line notes in the order's note). */
    name?: string;
  }[];
  order_type: 'eat_in' | 'takeaway';
  notes?: string;
  total_minor: number;
  /** Manual discounts (`line` = index in items). */
  discounts?: Array<{
    type: 'percent' | 'amount';
    value: number;
    reason: string;
    scope: 'line' | 'order';
    line?: number;
  }>;
}

/**
 * What the checkout gets: the order lines with a deal's parts (the server prices them again), the
 * manual discounts by line index, type, note and the total shown.
 */
export function checkoutDraft<L extends PricingLine>(
  cart: PricedCart<L>,
  orderType: 'eat_in' | 'takeaway',
  note: string,
  discounts: readonly CartDiscount[] = [],
): CheckoutDraft {
  const trimmed = note.trim();
  const inputs = discountInputsOf(
    discounts,
    cart.lines.map((p) => p.line.id),
  );
  return {
    items: orderItems(cart.lines.map((p) => p.line)).map((item, index) => {
      const entry = cart.lines[index];
      const name = entry?.product?.name;
      return { ...item, ...partsInput(entry?.line.parts), ...(name ? { name } : {}) };
    }),
    order_type: orderType,
    ...(trimmed ? { notes: trimmed } : {}),
    total_minor: cart.totals.total_minor,
    ...(inputs.length > 0 ? { discounts: inputs } : {}),
  };
}
