import { assertMinor } from '../money.js';
import { allocateLargestRemainder } from '../reports/sales-rows.js';

/**
 * The one apportionment rule of pricing (a deal's price over its parts, an order discount over its
 * lines, a bundle's saving over its units): `amountMinor` split in proportion to integer
 * `weights`, each share floor(amount × weight / Σweights), the kuruş left over going one each to the
 * largest remainders, ties to the earlier weight (callers pass weights in a stable order). The
 * shares add up to the amount exactly, are never negative and never exceed their proportional
 * share rounded up; with every weight zero the whole amount goes to the first. The same rule as
 * the sales reports' `allocateLargestRemainder`.
 */
export function apportion(amountMinor: number, weights: readonly number[]): number[] {
  assertMinor(amountMinor, 'amount');
  if (amountMinor < 0) throw new RangeError('amount must not be negative');
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError('weights must be non-negative integers');
    }
  }
  if (weights.length === 0) {
    if (amountMinor !== 0) throw new RangeError('a non-zero amount needs at least one weight');
    return [];
  }
  const shares = allocateLargestRemainder(
    amountMinor,
    weights.map((weight, key) => ({ key, weight })),
  );
  return weights.map((_, index) => shares.get(index) ?? 0);
}

/** `amountMinor × percent / 100` rounded half up (a percentage saving), for 0 <= percent <= 100. */
export function percentOf(amountMinor: number, percent: number): number {
  assertMinor(amountMinor, 'amount');
  // percent may carry decimals (12.5 %): scale to an integer to stay exact
  const scaled = Math.round(percent * 100);
  return Number((BigInt(amountMinor) * BigInt(scaled) * 2n + 10_000n) / 20_000n);
}
