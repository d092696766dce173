import type { OrderDetail } from '@kiosk/contracts';
import { cartTotals, foldTurkish, type Totals } from '@kiosk/domain';

/** Spec section 5: minimum line quantity 1; the server allows at most 999. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

/** A line of the edit dialog (spec section 3, "Editable order line"). */
export interface EditLine {
  /** Stable key: the line's id, or a temporary one for a new line. */
  key: string;
  /** The existing line's id; new lines have none. */
  id: string | null;
  /** Null when the product has left the catalogue (such a line cannot be saved again). */
  product_id: string | null;
  product_name: string;
  product_sku: string | null;
  quantity: number;
  /** VAT-inclusive unit price in minor units. */
  unit_price_minor: number;
  vat_rate: number;
  /** Customizations of an existing line (kept by the server as they are). */
  configuration_count: number;
}

/** A product that can be added (spec section 3, "Product (read for editing)"). */
export interface EditableProduct {
  id: string;
  name: string;
  /** Other names (translations) the search also matches. */
  aliases: string[];
  sku: string | null;
  price_minor: number;
  vat_rate: number;
}

export function linesFromOrder(order: Pick<OrderDetail, 'order_items'>): EditLine[] {
  return order.order_items.map((item) => ({
    key: item.id,
    id: item.id,
    product_id: item.product?.id ?? null,
    product_name: item.product_name,
    product_sku: item.product_sku,
    quantity: item.quantity,
    unit_price_minor: item.unit_price_minor,
    vat_rate: item.vat_rate,
    configuration_count: item.configurations.length,
  }));
}

/**
 * Adds a product (spec section 5): a product already on the order raises that line's quantity by 1;
 * a new one starts at quantity 1 at its catalogue price and VAT rate.
 */
export function addProduct(lines: EditLine[], product: EditableProduct, newKey: string): EditLine[] {
  const index = lines.findIndex((line) => line.product_id === product.id);
  if (index >= 0) {
    return lines.map((line, i) =>
      i === index ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + 1) } : line,
    );
  }
  return [
    ...lines,
    {
      key: newKey,
      id: null,
      product_id: product.id,
      product_name: product.name,
      product_sku: product.sku,
      quantity: 1,
      unit_price_minor: product.price_minor,
      vat_rate: product.vat_rate,
      configuration_count: 0,
    },
  ];
}

/** Changes a line's quantity by `delta`, never below 1 nor above 999. */
export function changeQuantity(lines: EditLine[], key: string, delta: number): EditLine[] {
  return lines.map((line) =>
    line.key === key
      ? { ...line, quantity: Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, line.quantity + delta)) }
      : line,
  );
}

export function removeLine(lines: EditLine[], key: string): EditLine[] {
  return lines.filter((line) => line.key !== key);
}

export function lineTotalMinor(line: Pick<EditLine, 'unit_price_minor' | 'quantity'>): number {
  return line.unit_price_minor * line.quantity;
}

/**
 * The dialog's totals: line total = quantity x unit price (VAT included); VAT extracted from it
 * (total x rate / (100 + rate), the README's deliberate deviation); subtotal = total - VAT.
 * The server computes the saved totals itself.
 */
export function editTotals(lines: EditLine[]): Totals {
  return cartTotals(lines);
}

/** The body's items for update-order-items: existing lines by id, new lines without one. */
export function toItemsPayload(
  lines: EditLine[],
): Array<{ id?: string; product_id: string; quantity: number }> {
  return lines.flatMap((line) =>
    line.product_id
      ? [{ ...(line.id ? { id: line.id } : {}), product_id: line.product_id, quantity: line.quantity }]
      : [],
  );
}

/** Whether the lines differ from the order's (so there is something to save). */
export function linesChanged(original: EditLine[], current: EditLine[]): boolean {
  if (original.length !== current.length) return true;
  return original.some((line, i) => {
    const other = current[i];
    return !other || other.key !== line.key || other.quantity !== line.quantity;
  });
}

/**
 * Products matching a search (spec: name or SKU, case-insensitive), Turkish-aware: "cay" finds
 * "Çay", "ISLAK" finds "Islak". An empty search lists every product.
 */
export function searchProducts(products: EditableProduct[], query: string): EditableProduct[] {
  const needle = foldTurkish(query.trim());
  if (!needle) return products;
  return products.filter(
    (product) =>
      foldTurkish(product.name).includes(needle) ||
      (product.sku !== null && foldTurkish(product.sku).includes(needle)) ||
      product.aliases.some((alias) => foldTurkish(alias).includes(needle)),
  );
}
