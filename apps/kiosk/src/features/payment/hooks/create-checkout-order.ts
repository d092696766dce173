import { apiErrorKey, orderProblems } from '@kiosk/ui';
import type { Dispatch } from 'react';
import { navigate, ROUTES } from '../../../lib/navigation';
import { cartTotalMinor } from '../../../state/cart-pricing';
import {
  beginCheckout,
  type Checkout,
  customerSession,
  setCustomerIssues,
  setLineIssues,
  updateCheckout,
} from '../../../state/customer-session';
import { orderSuggestionFields } from '../../../state/suggestion-step';
import { createOrder } from '../api/create-order';
import { paymentStatus } from '../api/payment-status';
import { checkoutOfOrder, checkoutOrder, checkoutOrderBody, orderFix } from '../utils/checkout-order';
import { type OrderRef, orderRef, type PaymentEvent } from '../utils/payment-flow';
import { rememberedTestEnvironment } from '../utils/test-environment';

/**
 * Step 1 of a card payment: the order, created once per checkout (a retried request replays the
 * same order). An order this checkout already made is taken up again, with its attempt if one runs.
 * A refusal about the cart or the customer sends the customer back to fix it.
 */
export async function createCheckoutOrder(dispatch: Dispatch<PaymentEvent>): Promise<void> {
  dispatch({ type: 'create' });
  const session = customerSession.get();
  const checkout = beginCheckout();
  const existing = checkoutOrder(checkout);
  if (existing) {
    await resumeOrder(existing, checkout, cartTotalMinor(session.lines), dispatch);
    return;
  }
  try {
    const created = await createOrder(
      checkoutOrderBody(session, orderSuggestionFields(session.lines), 'card'),
      checkout.key,
    );
    updateCheckout(checkoutOfOrder(created));
    dispatch({
      type: 'order_created',
      order: orderRef(created),
      cartTotalMinor: cartTotalMinor(session.lines),
      totalConfirmed: false,
      testEnvironment: rememberedTestEnvironment() !== null,
    });
  } catch (error) {
    const fix = orderFix(orderProblems(error), session.lines);
    if (fix?.screen === 'cart') {
      setLineIssues(fix.lineIssues);
      navigate(ROUTES.cart, { replace: true });
    } else if (fix?.screen === 'details') {
      setCustomerIssues(fix.customerIssues);
      navigate(ROUTES.details, { replace: true });
    } else {
      dispatch({ type: 'create_failed', errorKey: apiErrorKey(error, 'create') });
    }
  }
}

/** The checkout's order again (after a reload): its running attempt if the server knows it, else a new start. */
async function resumeOrder(
  order: OrderRef,
  checkout: Pick<Checkout, 'attemptId' | 'totalConfirmed'>,
  cartTotalMinor: number,
  dispatch: Dispatch<PaymentEvent>,
): Promise<void> {
  if (checkout.attemptId) {
    try {
      const attempt = await paymentStatus(checkout.attemptId);
      dispatch({
        type: 'order_created',
        order,
        cartTotalMinor: order.totalMinor,
        totalConfirmed: true,
        testEnvironment: false,
      });
      dispatch({ type: 'attempt', attempt });
      return;
    } catch {
      // fall through: start (or resume) the payment of the order
    }
  }
  dispatch({
    type: 'order_created',
    order,
    cartTotalMinor,
    totalConfirmed: checkout.totalConfirmed,
    testEnvironment: rememberedTestEnvironment() !== null,
  });
}
