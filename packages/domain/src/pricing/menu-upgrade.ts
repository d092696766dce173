import { defaultSelection, type Selection, unitPrice } from '../configurator/configured-item.js';
import {
  type DealChoice,
  type DealGroup,
  type DealPart,
  type DealPartLookup,
  dealUnitPrice,
  type MealDeal,
} from './meal-deals.js';

/**
 * "Menü yap +X TL": the cheapest deal a product just added can become. Offered from a deal's main
 * item only, its first group ("Ana ürün": the burger becomes the menu; a cola or fries alone are not
 * offered a whole menu). The product goes into that group, keeping its options; every other group
 * that needs parts gets its cheapest
 * orderable choice (delta plus its default options, ties: the group's choice order), as many as its
 * minimum. The extra price is that deal's price minus the product's own price with the same options
 * (it can be negative when the deal is cheaper). Ties between deals: the lower deal id. Deals off
 * at the instant (dayparts) are filtered out by the caller.
 */
export interface DealUpgrade {
  deal_id: string;
  deal_price_minor: number;
  extra_minor: number;
  /** The parts the deal starts with (the kiosk's guided flow and the till's dialog prefill them). */
  parts: DealPart[];
}

function orderable(lookup: DealPartLookup, productId: string): boolean {
  const product = lookup(productId);
  return !!product && product.available && product.available_now !== false;
}

/** The cheapest orderable choice of a group with its default options, or undefined. */
function cheapestChoice(
  group: DealGroup,
  lookup: DealPartLookup,
): { choice: DealChoice; selection: Selection } | undefined {
  let best: { choice: DealChoice; selection: Selection; cost: number } | undefined;
  for (const choice of group.choices) {
    const product = lookup(choice.product_id);
    if (!product || !orderable(lookup, choice.product_id)) continue;
    const selection = defaultSelection(product.item);
    const cost =
      choice.price_delta_minor + unitPrice(product.item, selection) - product.item.base_price_minor;
    if (!best || cost < best.cost) best = { choice, selection, cost };
  }
  return best;
}

function partsWith(
  deal: MealDeal,
  home: DealGroup,
  productId: string,
  selection: Selection,
  lookup: DealPartLookup,
): DealPart[] | undefined {
  const parts: DealPart[] = [];
  for (const group of deal.groups) {
    const needed = group === home ? Math.max(group.min, 1) - 1 : group.min;
    if (group === home) parts.push({ group_id: group.id, product_id: productId, selection });
    if (needed <= 0) continue;
    const cheapest = cheapestChoice(group, lookup);
    if (!cheapest) return undefined;
    for (let i = 0; i < needed; i += 1) {
      parts.push({
        group_id: group.id,
        product_id: cheapest.choice.product_id,
        selection: cheapest.selection,
      });
    }
  }
  return parts;
}

export function cheapestDealUpgrade(
  productId: string,
  selection: Selection,
  deals: readonly MealDeal[],
  lookup: DealPartLookup,
): DealUpgrade | null {
  const product = lookup(productId);
  if (!product || !orderable(lookup, productId)) return null;
  const alone = unitPrice(product.item, selection);
  let best: DealUpgrade | null = null;
  for (const deal of [...deals].sort((a, b) => a.product_id.localeCompare(b.product_id))) {
    const main = deal.groups[0];
    if (!main || main.max < 1 || !main.choices.some((c) => c.product_id === productId)) continue;
    const parts = partsWith(deal, main, productId, selection, lookup);
    if (!parts) continue;
    const price = dealUnitPrice(deal, parts, lookup);
    if (!best || price - alone < best.extra_minor) {
      best = { deal_id: deal.product_id, deal_price_minor: price, extra_minor: price - alone, parts };
    }
  }
  return best;
}
