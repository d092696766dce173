import { apportion, percentOf } from './apportion.js';
import type { OrderChannel } from './channel-prices.js';

/**
 * Manual discounts at the till: a percentage or an amount, on one line or on the whole order,
 * always with a reason. They come after the automatic promotions, in the order given: a line
 * discount is taken from the line's amount left after what came before, an order discount from the
 * order's amount left, apportioned over the lines by their amounts left (largest remainder, ties
 * in cart order). None takes an amount below zero (an amount larger than what is left takes what
 * is left). Only the till takes them (a till sale or an open order), never the kiosk or delivery.
 * Above the back office's limit the sale needs a manager's approval: this module says
 * so, the PIN check is the server's.
 */

export type ManualDiscount = {
  id: string;
  type: 'percent' | 'amount';
  /** Percent (0 < p <= 100, decimals allowed) or kuruş (> 0). */
  value: number;
  reason: string;
} & ({ scope: 'line'; line_id: string } | { scope: 'order' });

export interface ManualDiscountLimit {
  /** Manual discounts worth more than this share of the order's gross need approval. */
  max_percent?: number;
  /** Manual discounts worth more than this need approval. */
  max_amount_minor?: number;
}

export type ManualDiscountIssue = 'value_invalid' | 'reason_required' | 'unknown_line' | 'wrong_channel';

/** The channels that take manual discounts. */
export const MANUAL_DISCOUNT_CHANNELS: readonly OrderChannel[] = ['till', 'open_order'];

/** What is wrong with the discounts as given, by field (`discounts.<i>.<field>`). */
export function manualDiscountIssues(
  discounts: readonly ManualDiscount[],
  lineIds: readonly string[],
  channel: OrderChannel,
): Array<{ field: string; code: ManualDiscountIssue }> {
  const issues: Array<{ field: string; code: ManualDiscountIssue }> = [];
  for (const [index, discount] of discounts.entries()) {
    const field = `discounts.${index}`;
    if (!MANUAL_DISCOUNT_CHANNELS.includes(channel)) {
      issues.push({ field, code: 'wrong_channel' });
      continue;
    }
    const valid =
      discount.type === 'percent'
        ? Number.isFinite(discount.value) && discount.value > 0 && discount.value <= 100
        : Number.isSafeInteger(discount.value) && discount.value > 0;
    if (!valid) issues.push({ field: `${field}.value`, code: 'value_invalid' });
    if (discount.reason.trim() === '') issues.push({ field: `${field}.reason`, code: 'reason_required' });
    if (discount.scope === 'line' && !lineIds.includes(discount.line_id)) {
      issues.push({ field: `${field}.line_id`, code: 'unknown_line' });
    }
  }
  return issues;
}

function amountOf(discount: ManualDiscount, base: number): number {
  const wanted = discount.type === 'percent' ? percentOf(base, discount.value) : discount.value;
  return Math.max(0, Math.min(wanted, base));
}

/**
 * What each (valid) discount takes from each line: result[discount][line]. `amounts` are the
 * lines' amounts after the automatic promotions.
 */
export function applyManualDiscounts(
  discounts: readonly ManualDiscount[],
  lineIds: readonly string[],
  amounts: readonly number[],
): number[][] {
  const left = amounts.map((amount) => Math.max(0, amount));
  return discounts.map((discount) => {
    const taken = left.map(() => 0);
    if (discount.scope === 'line') {
      const index = lineIds.indexOf(discount.line_id);
      if (index >= 0) taken[index] = amountOf(discount, left[index] ?? 0);
    } else {
      const base = left.reduce((sum, a) => sum + a, 0);
      const shares = left.length > 0 ? apportion(amountOf(discount, base), left) : [];
      for (const [index, share] of shares.entries()) taken[index] = share;
    }
    for (const [index, amount] of taken.entries()) left[index] = (left[index] ?? 0) - amount;
    return taken;
  });
}

/** Whether manual discounts worth `manualMinor` on an order of `grossMinor` need a manager. */
export function manualDiscountNeedsApproval(
  manualMinor: number,
  grossMinor: number,
  limit: ManualDiscountLimit | undefined,
): boolean {
  if (manualMinor <= 0 || !limit) return false;
  if (limit.max_amount_minor !== undefined && manualMinor > limit.max_amount_minor) return true;
  return limit.max_percent !== undefined && manualMinor * 100 > limit.max_percent * grossMinor;
}
