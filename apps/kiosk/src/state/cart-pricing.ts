import type { MenuData } from '@kiosk/contracts';
import { type PricedCartLine, type PricedCartTotals, priceCart, type Totals } from '@kiosk/domain';
import { useStore } from '@kiosk/ui';
import { useMemo } from 'react';
import { kioskWhere, pricingRulesOf } from '../lib/pricing/menu-pricing';
import { type CartLine, totalsOf } from './cart';
import { customerSession } from './customer-session';
import { menuStore } from './menu-store';

/**
 * The cart priced as the server will price it: `priceCart` (channel 'kiosk', now, the outlet's
 * time zone) over the menu the customer sees (held prices), with the promotions' savings and a
 * meal deal's parts. Lines it cannot price (outside their hours, a part sold out) are flagged
 * and counted at the price they were added at, so the cart never looks emptier than it is.
 */
export interface CartPricing {
  totals: Totals & Pick<PricedCartTotals, 'gross_minor' | 'discount_minor' | 'savings'>;
  /** Priced lines by cart line id (absent: the line could not be priced). */
  lines: Record<string, PricedCartLine>;
  /** Line id -> why it cannot be ordered now (`product_not_available_now`, `part_sold_out`, ...). */
  issues: Record<string, string>;
}

const plain = (lines: readonly CartLine[]): CartPricing => {
  const totals = totalsOf([...lines]);
  return {
    totals: { ...totals, gross_minor: totals.total_minor, discount_minor: 0, savings: [] },
    lines: {},
    issues: {},
  };
};

export function priceKioskCart(lines: readonly CartLine[], menu: MenuData | null, at: Date): CartPricing {
  const rules = menu ? pricingRulesOf(menu) : null;
  if (!menu || !rules || lines.length === 0) return plain(lines);
  const priced = priceCart({
    lines: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      quantity: line.quantity,
      selection: line.selection,
      ...(line.parts ? { parts: line.parts } : {}),
    })),
    rules,
    ...kioskWhere(menu, at),
  });
  const issues: Record<string, string> = {};
  for (const issue of priced.issues) {
    const index = Number(issue.field.split('.')[1]);
    const line = lines[index];
    if (line && !issues[line.id]) issues[line.id] = issue.code;
  }
  const rest = plain(lines.filter((line) => issues[line.id]));
  const t = priced.totals;
  return {
    totals: {
      total_minor: t.total_minor + rest.totals.total_minor,
      vat_minor: t.vat_minor + rest.totals.vat_minor,
      subtotal_minor: t.subtotal_minor + rest.totals.subtotal_minor,
      gross_minor: t.gross_minor + rest.totals.gross_minor,
      discount_minor: t.discount_minor,
      savings: t.savings,
    },
    lines: Object.fromEntries(priced.lines.map((line) => [line.line_id, line])),
    issues,
  };
}

/** The total the customer is shown now (compared with the created order's total). */
export function cartTotalMinor(lines: readonly CartLine[] = customerSession.get().lines): number {
  return priceKioskCart(lines, menuStore.get().view, new Date()).totals.total_minor;
}

/**
 * The session's cart priced at `at` (the menu clock's instant: it moves at each daypart or
 * happy-hour boundary, so the cart is priced again then).
 */
export function usePricedCart(at: Date): CartPricing & { cart: CartLine[] } {
  const { lines } = useStore(customerSession);
  const { view } = useStore(menuStore);
  return useMemo(() => ({ cart: lines, ...priceKioskCart(lines, view, at) }), [lines, view, at]);
}
