import type { MenuData } from '@kiosk/contracts';
import { type DealPart, type OrderChannel, pricingContext, type Selection } from '@kiosk/domain';
import { menuPricingRules } from '@kiosk/ui';
import { useMemo, useState } from 'react';
import { tillPricingWhere } from '../../../lib/pricing-rules';
import { dealState, initialParts, toggleChoice, withPartSelection } from '../utils/deal-form';
import { addLine, updateLine } from './cart-store';

export interface DealTarget {
  /** The deal product. */
  productId: string;
  /** Editing a cart line: its id, parts, quantity and note. */
  lineId?: string;
  parts?: DealPart[];
  quantity?: number;
  note?: string;
}

/** The meal deal dialog's state: the deal priced for this channel now, the chosen parts, the price. */
export function useDealForm(target: DealTarget, menu: MenuData, channel: OrderChannel, onDone: () => void) {
  const ctx = useMemo(
    () => pricingContext(menuPricingRules(menu), tillPricingWhere(menu, channel, new Date())),
    [menu, channel],
  );
  const product = menu.products.find((p) => p.id === target.productId) ?? null;
  const pricing = ctx.product(target.productId);
  const deal = pricing ? (ctx.deal(pricing) ?? null) : null;
  const [parts, setParts] = useState<DealPart[]>(() =>
    target.parts ? [...target.parts] : deal ? initialParts(deal, ctx.lookup) : [],
  );
  const [showMissing, setShowMissing] = useState(false);
  const state = deal ? dealState(deal, parts, ctx.lookup) : null;
  const valid = !!state && state.issues.length === 0 && !!product?.is_available;

  const toggle = (groupId: string, productId: string) => {
    if (deal) setParts((now) => toggleChoice(deal, now, groupId, productId, ctx.lookup));
  };
  const setSelection = (index: number, selection: Selection) =>
    setParts((now) => withPartSelection(now, index, selection));

  const submit = () => {
    if (!valid || !product || !state) {
      setShowMissing(true);
      return;
    }
    const line = {
      productId: product.id,
      quantity: target.quantity ?? 1,
      selection: {},
      unitPriceMinor: state.unitMinor,
      vatRate: product.vat_rate,
      name: product.name,
      parts,
      ...(target.note ? { note: target.note } : {}),
    };
    if (target.lineId) updateLine(target.lineId, line);
    else addLine(line);
    onDone();
  };

  return { ctx, product, deal, parts, state, valid, showMissing, toggle, setSelection, submit };
}
