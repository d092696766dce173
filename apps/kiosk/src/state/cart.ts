import {
  addToCart as addDomainLine,
  type DealPart,
  type CartLine as DomainCartLine,
  orderItems as domainOrderItems,
  type OrderItemInput,
  replaceLine as replaceDomainLine,
} from '@kiosk/domain';

export {
  itemCount,
  MAX_LINE_QUANTITY,
  productIdsOf,
  removeProduct,
  setLineQuantity,
  totalsOf,
} from '@kiosk/domain';

/** A kiosk cart line: the domain's line (packages/domain cart-lines) with what the customer saw. */
export interface CartLine extends DomainCartLine {
  /** Name when added (shown if the product is no longer on the menu). */
  name: string;
  image: string | null;
  /** A meal deal's chosen parts (issue 33); absent for a plain product. */
  parts?: DealPart[];
}

const partsKey = (line: Pick<CartLine, 'parts'>) => JSON.stringify(line.parts ?? null);

/**
 * Adds a line: the same product with the same choices at the same price just gets more (the
 * domain's rule); a meal deal only merges with the same deal of the very same parts.
 */
export function addToCart(lines: CartLine[], line: CartLine): CartLine[] {
  const key = partsKey(line);
  const same = lines.filter((l) => partsKey(l) === key);
  const merged = addDomainLine(same, line);
  if (merged.length > same.length) return [...lines, line];
  const grown = merged.find((l) => !same.includes(l));
  return lines.map((l) => (grown && l.id === grown.id ? grown : l));
}

/** Replaces a line (editing its choices, parts or quantity), keeping its place. */
export function replaceLine(lines: CartLine[], lineId: string, line: CartLine): CartLine[] {
  if (!line.parts && !lines.some((l) => l.parts)) return replaceDomainLine(lines, lineId, line);
  const others = lines.filter((l) => l.id !== lineId);
  const merged = addToCart(others, { ...line, id: lineId });
  if (merged.length === others.length) return merged;
  const index = lines.findIndex((l) => l.id === lineId);
  const edited = merged[merged.length - 1] as CartLine;
  const rest = merged.slice(0, -1);
  rest.splice(index < 0 ? rest.length : index, 0, edited);
  return rest;
}

/** The order lines of `manage-orders/create`, a meal deal with its parts (the server prices them again). */
export function orderItems(lines: CartLine[]): Array<OrderItemInput & { parts?: DealPart[] }> {
  return domainOrderItems(lines).map((item, index) => {
    const parts = lines[index]?.parts;
    return parts ? { ...item, parts } : item;
  });
}
