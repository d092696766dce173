/**
 * Till sessions (issue 32): the drawer's Turkish denominations, a count's total and its checks,
 * the expected cash of a session and the close's difference. Money is integer kuruş.
 */

/** Turkish notes (200, 100, 50, 20, 10, 5 TL) and coins (1 TL, 50, 25, 10, 5 kuruş), in kuruş. */
export const TILL_DENOMINATIONS = [20_000, 10_000, 5_000, 2_000, 1_000, 500, 100, 50, 25, 10, 5] as const;
export type TillDenomination = (typeof TILL_DENOMINATIONS)[number];

/** The most a drawer may hold or move at once: 10 million TL in kuruş (a sane ceiling). */
export const TILL_AMOUNT_CEILING_MINOR = 1_000_000_000;
/** The most pieces of one denomination in a count. */
export const TILL_COUNT_MAX_PIECES = 100_000;

/** A count by denomination: keys are denominations in kuruş ("20000", "5"), values quantities. */
export type DenominationCount = Record<string, number>;

export type CountProblem = { field: string; code: 'unknown_denomination' | 'invalid_quantity' | 'too_large' };

/** The problems of a count, field by field (`count.<denomination>`); empty when it is valid. */
export function countProblems(count: DenominationCount): CountProblem[] {
  const problems: CountProblem[] = [];
  for (const [key, quantity] of Object.entries(count)) {
    const field = `count.${key}`;
    if (!(TILL_DENOMINATIONS as readonly number[]).includes(Number(key)) || String(Number(key)) !== key) {
      problems.push({ field, code: 'unknown_denomination' });
    } else if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > TILL_COUNT_MAX_PIECES) {
      problems.push({ field, code: 'invalid_quantity' });
    }
  }
  if (problems.length === 0 && countTotal(count) > TILL_AMOUNT_CEILING_MINOR) {
    problems.push({ field: 'count', code: 'too_large' });
  }
  return problems;
}

/** A count's total in kuruş (call on a count without problems). */
export function countTotal(count: DenominationCount): number {
  let total = 0;
  for (const [key, quantity] of Object.entries(count)) total += Number(key) * quantity;
  return total;
}

/** Whether an amount is a valid drawer amount: integer kuruş, non-negative, under the ceiling. */
export function isDrawerAmount(amountMinor: number): boolean {
  return Number.isSafeInteger(amountMinor) && amountMinor >= 0 && amountMinor <= TILL_AMOUNT_CEILING_MINOR;
}

export const CASH_MOVEMENT_REASONS = ['cash_added', 'bank_deposit', 'supplier_payment', 'other'] as const;
export type CashMovementReason = (typeof CASH_MOVEMENT_REASONS)[number];
export type CashDirection = 'in' | 'out';

/** Which way a reason moves cash: "Kasaya para ekleme" in, deposits and suppliers out, "Diğer" either. */
export function reasonAllows(reason: CashMovementReason, direction: CashDirection): boolean {
  if (reason === 'other') return true;
  return reason === 'cash_added' ? direction === 'in' : direction === 'out';
}

/** A note is required with "Diğer" (other). */
export const reasonNeedsNote = (reason: CashMovementReason): boolean => reason === 'other';

/** What moved cash in a session's drawer. */
export interface DrawerFacts {
  floatMinor: number;
  cashSalesMinor: number;
  cashRefundsMinor: number;
  cashInMinor: number;
  cashOutMinor: number;
}

/** Expected cash: float + cash sales - cash refunds + cash in - cash out. */
export function expectedCash(f: DrawerFacts): number {
  return f.floatMinor + f.cashSalesMinor - f.cashRefundsMinor + f.cashInMinor - f.cashOutMinor;
}

/** A cash out may take at most what the drawer should hold. */
export function mayTakeOut(expectedMinor: number, amountMinor: number): boolean {
  return amountMinor > 0 && amountMinor <= expectedMinor;
}

/** Default |difference| above which a close or handover needs a note: 50 TL. */
export const TILL_DIFFERENCE_NOTE_THRESHOLD_DEFAULT_MINOR = 5_000;

/** A close's figures: counted - expected (positive: over, negative: short) and whether a note is needed. */
export function closeDifference(
  expectedMinor: number,
  countedMinor: number,
  thresholdMinor: number,
): { differenceMinor: number; noteRequired: boolean } {
  const differenceMinor = countedMinor - expectedMinor;
  return { differenceMinor, noteRequired: Math.abs(differenceMinor) > thresholdMinor };
}

/** A session opened on an earlier business day must be closed before the till sells again. */
export const isStale = (businessDay: string, today: string): boolean => businessDay < today;
