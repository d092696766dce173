import type { ManualDiscountInput } from '@kiosk/contracts';
import type { DealPart, ManualDiscount } from '@kiosk/domain';

/**
 * A manual discount in the till's cart (and a tab's): percent or amount (kuruş), a reason, on one
 * line (by the cart line's id) or on the whole order (`lineId` null). The order contract names a
 * line by its index in `items`; these turn one into the other.
 */
export interface CartDiscount {
  id: string;
  type: 'percent' | 'amount';
  value: number;
  reason: string;
  lineId: string | null;
}

/** What the server takes (`line` = the line's index); a discount whose line is gone is dropped. */
export function discountInputsOf(
  discounts: readonly CartDiscount[],
  lineIds: readonly string[],
): ManualDiscountInput[] {
  return discounts.flatMap((d): ManualDiscountInput[] => {
    const base = { type: d.type, value: d.value, reason: d.reason };
    if (d.lineId === null) return [{ ...base, scope: 'order' }];
    const line = lineIds.indexOf(d.lineId);
    return line < 0 ? [] : [{ ...base, scope: 'line', line }];
  });
}

/** A saved tab's discounts back as the cart's (its lines' ids in the order of `items`). */
export function cartDiscountsOf(
  inputs: readonly ManualDiscountInput[],
  lineIds: readonly string[],
  newId: () => string,
): CartDiscount[] {
  return inputs.flatMap((d): CartDiscount[] => {
    const base = { id: newId(), type: d.type, value: d.value, reason: d.reason };
    if (d.scope === 'order') return [{ ...base, lineId: null }];
    const lineId = d.line === undefined ? undefined : lineIds[d.line];
    return lineId ? [{ ...base, lineId }] : [];
  });
}

/** The discounts as the domain's `priceCart` takes them. */
export function manualDiscountsOf(discounts: readonly CartDiscount[]): ManualDiscount[] {
  return discounts.map((d) => {
    const base = { id: d.id, type: d.type, value: d.value, reason: d.reason };
    return d.lineId === null
      ? { ...base, scope: 'order' as const }
      : { ...base, scope: 'line' as const, line_id: d.lineId };
  });
}

/** A cart line's meal deal parts as the order contract takes them (absent for a plain line). */
export function partsInput(parts: readonly DealPart[] | undefined): { parts?: DealPart[] } {
  return parts && parts.length > 0
    ? {
        parts: parts.map((p) => ({ group_id: p.group_id, product_id: p.product_id, selection: p.selection })),
      }
    : {};
}
