import type { MenuData, MenuProduct } from '@kiosk/contracts';
import { type DealGroup, type DealPart, dealUnitPrice, pricingContext } from '@kiosk/domain';
import { stepsOf } from '@kiosk/ui';
import { kioskWhere, menuAt, pricingRulesOf } from '../../lib/pricing/menu-pricing';

/** What the deal flow shows of one choice of a group. */
export interface ChoiceView {
  product: MenuProduct;
  /** The choice's own price delta ("+15,00 ₺"; 0: included). */
  delta_minor: number;
  /** Sold out or switched off: shown, but not chosen ("Tükendi"). */
  sold_out: boolean;
  /** It has options of its own (the burger's sauces): chosen inside the flow. */
  configurable: boolean;
}

export function dealGroupsOf(menu: MenuData | null, productId: string): DealGroup[] | null {
  return menu?.pricing?.deals.find((d) => d.product_id === productId)?.groups ?? null;
}

/**
 * A group's choices as the customer sees them at `at`: a product outside its hours (or not on the
 * menu) is not offered; a sold-out one is shown disabled.
 */
export function choiceViews(menu: MenuData, group: DealGroup, at: Date): ChoiceView[] {
  const now = new Map(menuAt(menu, at).products.map((p) => [p.id, p]));
  return group.choices.flatMap((choice) => {
    const product = now.get(choice.product_id);
    if (!product) return [];
    return [
      {
        product,
        delta_minor: choice.price_delta_minor,
        sold_out: !product.is_available,
        configurable: stepsOf(menu, product.id).length > 0,
      },
    ];
  });
}

/** One deal's price with these parts (base + deltas + the parts' options), as priceCart adds it. */
export function dealPrice(menu: MenuData, productId: string, parts: readonly DealPart[], at: Date): number {
  const rules = pricingRulesOf(menu);
  const product = rules?.products.find((p) => p.id === productId);
  if (!rules || !product) return 0;
  const ctx = pricingContext(rules, kioskWhere(menu, at));
  const deal = ctx.deal(product);
  return deal ? Math.max(0, dealUnitPrice(deal, parts, ctx.lookup)) : product.price_minor;
}
