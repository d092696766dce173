import { TILL_AMOUNT_CEILING_MINOR, TILL_COUNT_MAX_PIECES, TILL_DENOMINATIONS } from '@kiosk/domain';
import { readTillAmount } from './till-amount';

/** Notes (200 ... 5 TL) and coins (1 TL ... 5 kuruş), in kuruş, as the count form lists them. */
export const NOTE_DENOMINATIONS = TILL_DENOMINATIONS.filter((d) => d >= 500);
export const COIN_DENOMINATIONS = TILL_DENOMINATIONS.filter((d) => d < 500);

/** The form's name of a denomination's field (react-hook-form reads a number as an array index). */
export const quantityKey = (denomination: number) => `d${denomination}`;

export interface CountFormValues {
  /** Count note by note and coin by coin, or type the plain total. */
  mode: 'count' | 'total';
  /** Quantities as typed, by quantityKey ("" is 0). */
  quantities: Record<string, string>;
  /** The plain total in TL ("1.250,50"). */
  total: string;
  note: string;
}

export const emptyCount = (): CountFormValues => ({
  mode: 'count',
  quantities: Object.fromEntries(TILL_DENOMINATIONS.map((d) => [quantityKey(d), ''])),
  total: '',
  note: '',
});

/** A problem of the form: the field (as react-hook-form names it) and its message key. */
export interface CountIssue {
  field: string;
  key: string;
}

/** A typed quantity: "" is 0, else a whole number 0 ... the most pieces; null when not. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity <= TILL_COUNT_MAX_PIECES ? quantity : null;
}

export type CountBody = { count: Record<string, number> } | { total_minor: number };

/**
 * The count's total (kuruş, exact: quantities times denominations, no floats) and what to send,
 * or the problems field by field (a quantity that is not a whole number 0 or more, a bad total).
 */
export function readCount(values: CountFormValues): {
  totalMinor: number | null;
  body: CountBody | null;
  issues: CountIssue[];
} {
  if (values.mode === 'total') {
    const total = readTillAmount(values.total);
    if ('error' in total)
      return { totalMinor: null, body: null, issues: [{ field: 'total', key: total.error }] };
    return { totalMinor: total.minor, body: { total_minor: total.minor }, issues: [] };
  }
  const count: Record<string, number> = {};
  const issues: CountIssue[] = [];
  let totalMinor = 0;
  for (const denomination of TILL_DENOMINATIONS) {
    const quantity = parseQuantity(values.quantities[quantityKey(denomination)] ?? '');
    if (quantity === null) {
      issues.push({
        field: `quantities.${quantityKey(denomination)}`,
        key: 'sale.tillSession.count.invalid_quantity',
      });
    } else if (quantity > 0) {
      count[String(denomination)] = quantity;
      totalMinor += denomination * quantity;
    }
  }
  if (issues.length === 0 && totalMinor > TILL_AMOUNT_CEILING_MINOR) {
    issues.push({ field: 'total', key: 'sale.tillSession.count.too_large' });
  }
  if (issues.length > 0) return { totalMinor: null, body: null, issues };
  return { totalMinor, body: { count }, issues };
}

/** The form field a server's field names ("count.20000", "counted_minor", "float_minor", "note"); null: not the count's. */
export function formFieldOf(serverField: string): string | null {
  const match = /^count\.(\d+)$/.exec(serverField);
  if (match) return `quantities.${quantityKey(Number(match[1]))}`;
  if (serverField === 'note') return 'note';
  if (['count', 'counted_minor', 'float_minor'].includes(serverField)) return 'total';
  return null;
}

/** One step up or down of a typed quantity (never below 0; a bad text restarts at 0). */
export function stepQuantity(text: string, by: 1 | -1): string {
  const quantity = parseQuantity(text) ?? 0;
  return String(Math.max(0, quantity + by));
}
