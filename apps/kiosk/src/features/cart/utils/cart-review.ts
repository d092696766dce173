import { type CustomerInfoSetting, customerInfoRequired } from '@kiosk/domain';
import { ROUTES } from '../../../lib/navigation';
import type { CartLine } from '../../../state/cart';

/** A line the server refused (items.N) is still in the cart: it must be changed or removed first. */
export function hasLineIssues(
  lines: readonly Pick<CartLine, 'id'>[],
  lineIssues: Record<string, string>,
): boolean {
  return lines.some((line) => lineIssues[line.id]);
}

/** "Pay now" works for a cart with lines and none refused. */
export function canPay(lines: readonly Pick<CartLine, 'id'>[], lineIssues: Record<string, string>): boolean {
  return lines.length > 0 && !hasLineIssues(lines, lineIssues);
}

/** After the cart: the customer details when the total calls for them, else the payment. */
export function stepAfterCart(totalMinor: number, setting: CustomerInfoSetting) {
  return customerInfoRequired(totalMinor, setting) ? ROUTES.details : ROUTES.payment;
}
