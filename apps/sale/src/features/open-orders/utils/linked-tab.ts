import type { ManualDiscountInput, OpenOrder } from '@kiosk/contracts';
import { cartDiscountsOf } from '../../../lib/cart-discounts';
import { linesKey, type NamedCartLine } from './order-lines';

/** The cart's lines without their ids: what is kept at hand or added again. */
export type KeptLine = Omit<NamedCartLine, 'id'>;

/** Linking a tab to a cart that had no tab: the cart's lines are kept at hand to add to the tab. */
export function keptOnLink(linked: OpenOrder | null, cartLines: readonly NamedCartLine[]): KeptLine[] {
  return linked === null ? cartLines.map(({ id: _id, ...line }) => line) : [];
}

/**
 * The key of a tab's lines and discounts as the cart will hold them (ids by place), to tell
 * unsaved changes.
 */
export function loadedKey(
  lines: readonly KeptLine[],
  discounts: readonly ManualDiscountInput[] = [],
): string {
  const ids = lines.map((_, i) => String(i));
  let n = 0;
  return linesKey(
    lines.map((l, i) => ({ ...l, id: String(i) })),
    cartDiscountsOf(discounts, ids, () => `d${++n}`),
  );
}

/**
 * Paying the linked tab: not while saving; with unsaved lines only when the cart has some (they
 * are saved first), else only while money remains.
 */
export function canPayLinked(input: {
  saving: boolean;
  unsaved: boolean;
  cartLineCount: number;
  remainingMinor: number;
}): boolean {
  if (input.saving) return false;
  return input.unsaved ? input.cartLineCount > 0 : input.remainingMinor !== 0;
}
