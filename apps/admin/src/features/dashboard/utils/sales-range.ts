import { customRangeProblem } from '@kiosk/contracts';
import type { SalesRange } from '../api/get-sales-dashboard';

/** What is wrong with the chosen range, if anything: the dates out of order, or too long a span. */
type SalesRangeIssue = 'order' | 'too_long';

/**
 * A custom range is checked at its fields (the server's rule); the server refusing one anyway
 * (`refused`: 400 on the range) says the same as too long.
 */
export function salesRangeIssue(range: SalesRange, refused: boolean): SalesRangeIssue | null {
  const problem =
    range.preset === 'custom' && range.from && range.to ? customRangeProblem(range.from, range.to) : null;
  if (problem === 'order') return 'order';
  if (problem === 'too_long' || refused) return 'too_long';
  return null;
}
