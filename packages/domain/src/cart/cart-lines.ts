import type { Selection } from '../configurator/configured-item.js';
import { cartTotals, type Totals } from './cart-totals.js';

/**
 * The lines of a cart (kiosk and till): merging equal lines, quantities, removal, totals and the
 * order lines the server accepts. Generic over the app's own line fields (name, image, ...).
 */

/** Most of one line the server accepts. */
export const MAX_LINE_QUANTITY = 99;

export interface CartLine {
  id: string;
  productId: string;
  quantity: number;
  /** Chosen option quantities per step (the domain's Selection). */
  selection: Selection;
  /** VAT-inclusive unit price the customer saw when adding (domain unitPrice), minor units. */
  unitPriceMinor: number;
  vatRate: number;
  /** A note for the kitchen on this line (till); lines with different notes are kept apart. */
  note?: string;
  /** Added from the suggestions before payment ("Yanında ne olsun?"). */
  suggested?: boolean;
}

/** The selection without zero quantities and empty steps, in a stable order. */
export function normalizeSelection(selection: Selection): Selection {
  const out: Selection = {};
  for (const stepId of Object.keys(selection).sort()) {
    const chosen = Object.entries(selection[stepId] ?? {})
      .filter(([, quantity]) => quantity > 0)
      .sort(([a], [b]) => a.localeCompare(b));
    out[stepId] = Object.fromEntries(chosen);
  }
  return out;
}

export function sameSelection(a: Selection, b: Selection): boolean {
  const strip = (s: Selection) =>
    JSON.stringify(
      Object.entries(normalizeSelection(s)).filter(([, options]) => Object.keys(options).length > 0),
    );
  return strip(a) === strip(b);
}

/** Adds a line; the same product with the same choices at the same price just gets more. */
export function addToCart<L extends CartLine>(lines: L[], line: L): L[] {
  const same = lines.find(
    (l) =>
      l.productId === line.productId &&
      l.unitPriceMinor === line.unitPriceMinor &&
      (l.note ?? '') === (line.note ?? '') &&
      sameSelection(l.selection, line.selection),
  );
  if (!same) return [...lines, { ...line, quantity: Math.min(line.quantity, MAX_LINE_QUANTITY) }];
  return lines.map((l) =>
    l === same ? { ...l, quantity: Math.min(l.quantity + line.quantity, MAX_LINE_QUANTITY) } : l,
  );
}

/** Replaces a line (editing its choices or quantity). */
export function replaceLine<L extends CartLine>(lines: L[], lineId: string, line: L): L[] {
  const others = lines.filter((l) => l.id !== lineId);
  const index = lines.findIndex((l) => l.id === lineId);
  const merged = addToCart(others, { ...line, id: lineId });
  if (index < 0 || merged.length === others.length) return merged;
  // keep the edited line where it was
  const edited = merged[merged.length - 1] as L;
  const rest = merged.slice(0, -1);
  rest.splice(index, 0, edited);
  return rest;
}

/** Quantity 0 removes the line. */
export function setLineQuantity<L extends CartLine>(lines: L[], lineId: string, quantity: number): L[] {
  if (quantity <= 0) return lines.filter((l) => l.id !== lineId);
  return lines.map((l) =>
    l.id === lineId ? { ...l, quantity: Math.min(Math.floor(quantity), MAX_LINE_QUANTITY) } : l,
  );
}

export function removeProduct<L extends CartLine>(
  lines: L[],
  productId: string,
): { lines: L[]; removed: L[] } {
  const removed = lines.filter((l) => l.productId === productId);
  if (removed.length === 0) return { lines, removed };
  return { lines: lines.filter((l) => l.productId !== productId), removed };
}

/** Totals with VAT included, by the domain's rules (VAT = total × rate / (100 + rate) per line). */
export function totalsOf(lines: CartLine[]): Totals {
  return cartTotals(
    lines.map((l) => ({ unit_price_minor: l.unitPriceMinor, quantity: l.quantity, vat_rate: l.vatRate })),
  );
}

export function itemCount(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function productIdsOf(lines: CartLine[]): Set<string> {
  return new Set(lines.map((l) => l.productId));
}

/** The order lines of `manage-orders/create` (the server prices them again). */
export interface OrderItemInput {
  product_id: string;
  quantity: number;
  selection: Selection;
  note?: string;
  suggested?: boolean;
}

export function orderItems(lines: CartLine[]): OrderItemInput[] {
  return lines.map((l) => {
    const selection: Record<string, Record<string, number>> = {};
    for (const [stepId, options] of Object.entries(normalizeSelection(l.selection))) {
      selection[stepId] = options;
    }
    return {
      product_id: l.productId,
      quantity: l.quantity,
      selection,
      ...(l.note ? { note: l.note } : {}),
      ...(l.suggested ? { suggested: true } : {}),
    };
  });
}
