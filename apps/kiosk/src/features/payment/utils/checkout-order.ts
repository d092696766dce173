import type { CreateOrder, OrderSummary } from '@kiosk/contracts';
import type { OrderProblems } from '@kiosk/ui';
import type { CartLine } from '../../../state/cart';
import type { Checkout, CustomerSession } from '../../../state/customer-session';
import type { OrderRef } from './payment-flow';

/** How the customer pays the order: at the card terminal, or at the counter (an open order the tills list). */
export type PayAt = 'card' | 'counter';

/** The create-order request of a checkout (`items`: the cart with its suggestion marks, see orderSuggestionFields). */
export function checkoutOrderBody(
  session: Pick<CustomerSession, 'orderType' | 'customer'>,
  cart: Pick<CreateOrder, 'items'> & { suggestions_shown?: true },
  payAt: PayAt,
): CreateOrder {
  const payment: Pick<CreateOrder, 'payment_method' | 'pay_at_counter'> =
    payAt === 'card' ? { payment_method: 'card' } : { payment_method: 'cash', pay_at_counter: true };
  return {
    order_type: session.orderType ?? 'eat_in',
    ...payment,
    ...cart,
    ...(session.customer ? { customer: session.customer } : {}),
  };
}

/** What the checkout remembers of the order the server made (so a reload or retry replays it). */
export function checkoutOfOrder(
  order: Pick<OrderSummary, 'id' | 'order_number' | 'reference_number' | 'total_minor'>,
): Pick<Checkout, 'orderId' | 'orderNumber' | 'referenceNumber' | 'totalMinor'> {
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    referenceNumber: order.reference_number,
    totalMinor: order.total_minor,
  };
}

/** The order this checkout already made (after a reload or a retry), if it knows all of it. */
export function checkoutOrder(checkout: Checkout): OrderRef | null {
  if (!checkout.orderId || checkout.totalMinor === null || !checkout.orderNumber) return null;
  if (checkout.referenceNumber === null) return null;
  return {
    id: checkout.orderId,
    orderNumber: checkout.orderNumber,
    referenceNumber: checkout.referenceNumber,
    totalMinor: checkout.totalMinor,
  };
}

/**
 * Where a refused order sends the customer: back to the cart with the problems of its lines (by
 * line id), or to the details form with the customer fields' errors; null when the refusal is not
 * about the cart or the customer (the payment screen shows it).
 */
export type OrderFix =
  | { screen: 'cart'; lineIssues: Record<string, string> }
  | { screen: 'details'; customerIssues: Record<string, string> };

export function orderFix(
  problems: OrderProblems | null,
  lines: readonly Pick<CartLine, 'id'>[],
): OrderFix | null {
  if (!problems) return null;
  if (problems.lines.length > 0) {
    const lineIssues: Record<string, string> = {};
    for (const { index, key } of problems.lines) {
      const line = lines[index];
      if (line) lineIssues[line.id] = key;
    }
    return { screen: 'cart', lineIssues };
  }
  if (problems.customerRequired || Object.keys(problems.customer).length > 0) {
    return { screen: 'details', customerIssues: problems.customer };
  }
  return null;
}
