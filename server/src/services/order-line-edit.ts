import { vatOfInclusive } from '@kiosk/domain';
import { errors } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { NewOrderLine } from '../repositories/order.repository.js';

// The back office's line edit (OrderAdminService.updateItems): which existing line an edited item
// keeps, and the price of one that is new. Pure, so its rules are tested without a database.

type EditedItem = { id?: string | undefined; product_id: string; quantity: number };
type ExistingLine = Pick<
  Awaited<ReturnType<Repositories['order']['lines']>>[number],
  'id' | 'product_id' | 'product_name' | 'product_sku' | 'unit_price_minor' | 'vat_rate' | 'configurations'
>;
type CatalogueProduct = Pick<
  Awaited<ReturnType<Repositories['order']['productsForLines']>>[number],
  'id' | 'name' | 'sku' | 'price_minor' | 'rate' | 'is_active'
>;

/**
 * The order's new lines: an item that names an existing line (or, without an id, the first unused
 * line of the same product) keeps its price and customizations; any other comes at the product's
 * catalogue price and VAT rate (400 productUnavailable when it is not on sale).
 */
export function editedLines(
  items: EditedItem[],
  existing: Map<string, ExistingLine>,
  products: Map<string, CatalogueProduct>,
): NewOrderLine[] {
  const lines: NewOrderLine[] = [];
  const used = new Set<string>();
  // A line sent without its id keeps the first unused existing line of the same product.
  const keptLine = (item: { id?: string | undefined; product_id: string }) => {
    const line = item.id
      ? existing.get(item.id)
      : [...existing.values()].find((l) => l.product_id === item.product_id && !used.has(l.id));
    if (!line || line.product_id !== item.product_id || used.has(line.id)) return undefined;
    used.add(line.id);
    return line;
  };
  for (const [index, item] of items.entries()) {
    const kept = keptLine(item);
    if (kept) {
      const total = kept.unit_price_minor * item.quantity;
      lines.push({
        product_id: item.product_id,
        product_name: kept.product_name,
        product_sku: kept.product_sku,
        quantity: item.quantity,
        unit_price_minor: kept.unit_price_minor,
        total_price_minor: total,
        vat_rate: kept.vat_rate,
        vat_minor: vatOfInclusive(total, kept.vat_rate),
        configurations: kept.configurations as unknown[],
      });
      continue;
    }
    const product = products.get(item.product_id);
    if (!product?.is_active) {
      throw errors.validation([
        {
          field: `items.${index}`,
          message: 'Ürün bulunamadı veya satışta değil',
          key: 'productUnavailable',
        },
      ]);
    }
    const total = product.price_minor * item.quantity;
    const rate = product.rate ?? 0;
    lines.push({
      product_id: product.id,
      product_name: product.name,
      product_sku: product.sku,
      quantity: item.quantity,
      unit_price_minor: product.price_minor,
      total_price_minor: total,
      vat_rate: rate,
      vat_minor: vatOfInclusive(total, rate),
      configurations: [],
    });
  }
  return lines;
}
