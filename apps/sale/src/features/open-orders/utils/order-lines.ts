import type { OpenOrder, OrderItemPart, UpdateOpenOrder } from '@kiosk/contracts';
import type { CartLine, DealPart } from '@kiosk/domain';
import { type CartDiscount, discountInputsOf, partsInput } from '../../../lib/cart-discounts';

/** A cart line as the till keeps it (the domain's line with the product's name; a deal's parts). */
export interface NamedCartLine extends CartLine {
  name: string;
  parts?: DealPart[];
}

type OrderLine = Pick<OrderItemPart, 'configurations'>;

function selectionOf(item: OrderLine): Record<string, Record<string, number>> {
  const selection: Record<string, Record<string, number>> = {};
  for (const c of item.configurations) {
    selection[c.step_id] = { ...(selection[c.step_id] ?? {}), [c.option_id]: c.quantity };
  }
  return selection;
}

/** The order's lines as cart lines (choices and a deal's parts rebuilt from what was recorded). */
export function cartLinesOf(order: OpenOrder): Array<Omit<NamedCartLine, 'id'>> {
  return order.items
    .filter((item) => item.product_id !== null)
    .map((item) => {
      const parts = (item.parts ?? []).flatMap((part): DealPart[] =>
        part.group_id && part.product_id
          ? [{ group_id: part.group_id, product_id: part.product_id, selection: selectionOf(part) }]
          : [],
      );
      return {
        productId: item.product_id as string,
        quantity: item.quantity,
        selection: selectionOf(item),
        unitPriceMinor: item.unit_price_minor,
        vatRate: item.vat_rate,
        name: item.product_name,
        ...(parts.length > 0 ? { parts } : {}),
      };
    });
}

/** What a save sends: the cart's lines with a deal's parts (the server prices them again). */
export function itemsOf(lines: readonly NamedCartLine[]): UpdateOpenOrder['items'] {
  return lines.map((line) => ({
    product_id: line.productId,
    quantity: line.quantity,
    selection: line.selection,
    ...partsInput(line.parts),
  }));
}

/** The cart's manual discounts as a save sends them (`line` = index in items). */
export function discountsOf(
  lines: readonly NamedCartLine[],
  discounts: readonly CartDiscount[],
): NonNullable<UpdateOpenOrder['discounts']> {
  return discountInputsOf(
    discounts,
    lines.map((l) => l.id),
  );
}

function itemKey(item: UpdateOpenOrder['items'][number]): string {
  const parts = (item.parts ?? []).map(
    (p) => `${p.group_id}:${p.product_id}:${JSON.stringify(sorted(p.selection))}`,
  );
  return `${item.product_id}|${JSON.stringify(sorted(item.selection))}|${parts.join(',')}`;
}

/**
 * A comparable key of the lines (product, choices, a deal's parts, quantity) and the manual
 * discounts (a line's by that line), to tell unsaved changes.
 */
export function linesKey(lines: readonly NamedCartLine[], discounts: readonly CartDiscount[] = []): string {
  const items = itemsOf(lines);
  const off = discountsOf(lines, discounts).map((d) => {
    const line = d.line === undefined ? undefined : items[d.line];
    return `${d.type}|${d.value}|${d.reason}|${line ? itemKey(line) : ''}`;
  });
  return JSON.stringify([items.map((i) => `${itemKey(i)}|${i.quantity}`).sort(), off.sort()]);
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

const sameItem = (a: Omit<NamedCartLine, 'id'>, b: Omit<NamedCartLine, 'id'>) =>
  a.productId === b.productId &&
  JSON.stringify(sorted(a.selection)) === JSON.stringify(sorted(b.selection)) &&
  JSON.stringify(a.parts ?? []) === JSON.stringify(b.parts ?? []);

/**
 * What the cart has beyond the order it was loaded from (new lines, raised quantities): the
 * cashier's unsaved additions, kept when a save meets a newer version.
 */
export function addedLines<L extends Omit<NamedCartLine, 'id'>>(
  cart: readonly L[],
  loaded: ReadonlyArray<Omit<NamedCartLine, 'id'>>,
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
