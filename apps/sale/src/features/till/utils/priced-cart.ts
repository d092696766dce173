import type { MenuData, MenuProduct } from '@kiosk/contracts';
import { type CartLine, cartTotals, lineTotal, orderItems, type Totals, unitPrice } from '@kiosk/domain';
import { configurableItemOf, stepsOf } from '@kiosk/ui';

export type LineProblem = 'removed' | 'inactive' | 'out_of_stock';

export interface PricedLine<L extends CartLine> {
  line: L;
  product: MenuProduct | null;
  /** The unit price now: from the current menu (live prices), else the price when added. */
  unitPriceMinor: number;
  totalMinor: number;
  /** Why the line cannot be sold now; null when it can. */
  problem: LineProblem | null;
}

export interface PricedCart<L extends CartLine> {
  lines: PricedLine<L>[];
  totals: Totals;
  /** Lines that must be removed before payment. */
  blocked: PricedLine<L>[];
}

/**
 * The cart priced by the domain's rules against the menu shown now: prices and availability
 * changes arrive live, and a line whose product left the menu or is unavailable blocks payment.
 */
export function priceCart<L extends CartLine>(lines: readonly L[], menu: MenuData | null): PricedCart<L> {
  const products = new Map((menu?.products ?? []).map((p) => [p.id, p]));
  const priced = lines.map((line): PricedLine<L> => {
    const product = products.get(line.productId) ?? null;
    const unit =
      product && menu
        ? unitPrice(configurableItemOf(product, stepsOf(menu, product.id)), line.selection)
        : line.unitPriceMinor;
    const problem: LineProblem | null = !menu
      ? null
      : !product
        ? 'removed'
        : product.is_available
          ? null
          : (product.unavailable_reason ?? 'inactive');
    const vatRate = product?.vat_rate ?? line.vatRate;
    return {
      line: { ...line, unitPriceMinor: unit, vatRate },
      product,
      unitPriceMinor: unit,
      totalMinor: lineTotal({ unit_price_minor: unit, quantity: line.quantity, vat_rate: vatRate }),
      problem,
    };
  });
  const totals = cartTotals(
    priced.map((p) => ({
      unit_price_minor: p.unitPriceMinor,
      quantity: p.line.quantity,
      vat_rate: p.line.vatRate,
    })),
  );
  return { lines: priced, totals, blocked: priced.filter((p) => p.problem !== null) };
}

export interface CheckoutDraft {
  items: {
    product_id: string;
    quantity: number;
    selection: Record<string, Record<string, number>>;
    note?: string;
    /** The product's name as the till shows it (for the line notes in the order's note). */
    name?: string;
  }[];
  order_type: 'eat_in' | 'takeaway';
  notes?: string;
  total_minor: number;
}

/** What the checkout gets: the order lines (the server prices them again), type, note and total. */
export function checkoutDraft<L extends CartLine>(
  cart: PricedCart<L>,
  orderType: 'eat_in' | 'takeaway',
  note: string,
): CheckoutDraft {
  const trimmed = note.trim();
  return {
    items: orderItems(cart.lines.map((p) => p.line)).map((item, index) => {
      const name = cart.lines[index]?.product?.name;
      return name ? { ...item, name } : item;
    }),
    order_type: orderType,
    ...(trimmed ? { notes: trimmed } : {}),
    total_minor: cart.totals.total_minor,
  };
}
