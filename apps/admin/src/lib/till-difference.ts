import { formatLira } from '@kiosk/domain';

/** A till count against what the drawer should hold: over (more cash), short (less) or even. */
export type DifferenceTone = 'over' | 'short' | 'even';

/** counted - expected: positive is over, negative is short. */
export function differenceTone(differenceMinor: number): DifferenceTone {
  if (differenceMinor > 0) return 'over';
  if (differenceMinor < 0) return 'short';
  return 'even';
}

/** A difference with its sign always written (`+12,50 ₺`, `−3,00 ₺`, `0,00 ₺`), in lira. */
export function formatDifference(differenceMinor: number, language: string): string {
  const amount = formatLira(Math.abs(differenceMinor), language);
  if (differenceMinor > 0) return `+${amount}`;
  if (differenceMinor < 0) return `\u2212${amount}`;
  return amount;
}

/** The colour of a difference: green over, red short, muted even. */
export const DIFFERENCE_CLASS: Record<DifferenceTone, string> = {
  over: 'text-emerald-700',
  short: 'text-red-700',
  even: 'text-ink-muted',
};
