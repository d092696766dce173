import type { OpenOrder, UpdateOpenOrder } from '@kiosk/contracts';
import type { CartLine } from '@kiosk/domain';

/** A cart line as the till keeps it (the domain's line with the product's name). */
export interface NamedCartLine extends CartLine {
  name: string;
}

/** The order's lines as cart lines (their choices rebuilt from the recorded configurations). */
export function cartLinesOf(order: OpenOrder): Array<Omit<NamedCartLine, 'id'>> {
  return order.items
    .filter((item) => item.product_id !== null)
    .map((item) => {
      const selection: Record<string, Record<string, number>> = {};
      for (const c of item.configurations) {
        selection[c.step_id] = { ...(selection[c.step_id] ?? {}), [c.option_id]: c.quantity };
      }
      return {
        productId: item.product_id as string,
        quantity: item.quantity,
        selection,
        unitPriceMinor: item.unit_price_minor,
        vatRate: item.vat_rate,
        name: item.product_name,
      };
    });
}

/** What a save sends: the cart's lines (the server prices them again). */
export function itemsOf(lines: readonly CartLine[]): UpdateOpenOrder['items'] {
  return lines.map((line) => ({
    product_id: line.productId,
    quantity: line.quantity,
    selection: line.selection,
  }));
}

/** A comparable key of the lines (product, choices, quantity), to tell unsaved changes. */
export function linesKey(lines: readonly CartLine[]): string {
  return JSON.stringify(
    itemsOf(lines)
      .map((i) => `${i.product_id}|${JSON.stringify(sorted(i.selection))}|${i.quantity}`)
      .sort(),
  );
}

function sorted(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, sorted(v)]),
  );
}

const sameItem = (a: Omit<CartLine, 'id'>, b: Omit<CartLine, 'id'>) =>
  a.productId === b.productId && JSON.stringify(sorted(a.selection)) === JSON.stringify(sorted(b.selection));

/**
 * What the cart has beyond the order it was loaded from (new lines, raised quantities): the
 * cashier's unsaved additions, kept when a save meets a newer version.
 */
export function addedLines<L extends Omit<NamedCartLine, 'id'>>(
  cart: readonly L[],
  loaded: ReadonlyArray<Omit<CartLine, 'id'>>,
): Array<Omit<NamedCartLine, 'id'>> {
  const left = loaded.map((line) => ({ ...line }));
  const added: Array<Omit<NamedCartLine, 'id'>> = [];
  for (const line of cart) {
    const { id: _id, ...rest } = line as L & { id?: string };
    const match = left.find((l) => sameItem(l, rest) && l.quantity > 0);
    const extra = line.quantity - (match?.quantity ?? 0);
    if (match) match.quantity = Math.max(0, match.quantity - line.quantity);
    if (extra > 0) added.push({ ...rest, quantity: extra });
  }
  return added;
}
