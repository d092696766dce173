import type { OrderSummary, TillOrderPayments, TillPayment } from '@kiosk/contracts';
import type { CustomerInfo } from '@kiosk/domain';
import { apiErrorKey, isApiError, orderProblems, randomId, toast } from '@kiosk/ui';
import type { TFunction } from 'i18next';
import { PinCancelled } from '../../../lib/manager-pin/pin-flow';
import { sendWithManagerPin } from '../../../lib/manager-pin/pin-store';
import { cancelPayment } from '../api/cancel-payment';
import { chooseTestOutcome } from '../api/choose-test-outcome';
import { createOrder } from '../api/create-order';
import { getOrderPayments } from '../api/get-order-payments';
import { startPayment } from '../api/start-payment';
import {
  type CheckoutDraft,
  type CheckoutEvent,
  createOrderBody,
  startPartBody,
} from '../utils/checkout-flow';
import { rememberCheckout } from '../utils/checkout-memory';
import { isRunning, type PartRequest, START_ERROR_CODES, TILL_SESSION_START_CODES } from '../utils/tender';

/** The checkout's calls to the server; each tells the checkout's reducer what happened. */
type Dispatch = (event: CheckoutEvent) => void;

/** The order's payments, or null when they could not be read (the screen keeps what it had). */
async function loadMoney(orderId: string): Promise<TillOrderPayments | null> {
  try {
    return await getOrderPayments(orderId);
  } catch {
    return null;
  }
}

async function takeOrder(dispatch: Dispatch, order: OrderSummary): Promise<void> {
  dispatch({ type: 'order', order });
  dispatch({ type: 'order_loaded', money: await loadMoney(order.id) });
}

/**
 * Creates the cart's order once (the key makes a resent request answer the same order); manual
 * discounts over the limit ask for a manager's PIN and send again with it.
 */
export async function createCheckoutOrder(input: {
  dispatch: Dispatch;
  draft: CheckoutDraft;
  draftKey: string;
  orderKey: string;
  customer: CustomerInfo | null;
  t: TFunction;
}): Promise<void> {
  const { dispatch, draft, t } = input;
  dispatch({ type: 'creating' });
  if (draft.existing_order) return takeOrder(dispatch, draft.existing_order);
  try {
    const body = createOrderBody(draft, input.customer);
    const created = await sendWithManagerPin((pin) =>
      createOrder(pin ? { ...body, manager_pin: pin } : body, input.orderKey),
    );
    rememberCheckout(input.draftKey, input.orderKey, input.customer);
    await takeOrder(dispatch, created);
  } catch (error) {
    if (error instanceof PinCancelled) {
      dispatch({ type: 'create_failed', message: t('sale.pricing.pin.cancelled'), lines: [] });
      return;
    }
    const problems = orderProblems(error);
    if (problems && (problems.customerRequired || Object.keys(problems.customer).length > 0)) {
      dispatch({ type: 'customer_refused', issues: problems.customer });
      return;
    }
    dispatch({
      type: 'create_failed',
      message: t(`payment.errors.${apiErrorKey(error, 'create')}`, {
        defaultValue: t('payment.errors.unknown'),
      }),
      lines: problems?.lines ?? [],
    });
  }
}

/** A part has ended: its outcome shown, the order's money read again. */
export async function endPart(dispatch: Dispatch, payment: TillPayment): Promise<void> {
  dispatch({ type: 'part_ended', payment });
  dispatch({ type: 'part_settled', money: await loadMoney(payment.order_id) });
}

/** Starts one part at the terminal (test environment: the simulator's outcome chosen first). */
export async function startPart(input: {
  dispatch: Dispatch;
  orderId: string;
  terminalId: string;
  request: PartRequest;
  t: TFunction;
}): Promise<void> {
  const { dispatch, request, terminalId, t } = input;
  dispatch({ type: 'part_starting' });
  try {
    if (request.method === 'card' && request.outcome) {
      try {
        await chooseTestOutcome(terminalId, request.outcome, request.outcomeDelayMs);
      } catch {
        toast.warning(t('payment.testEnvironment.failed'));
      }
    }
    const payment = await startPayment(input.orderId, startPartBody(request, terminalId), randomId());
    if (isRunning(payment.step)) dispatch({ type: 'part_running', payment });
    else await endPart(dispatch, payment);
  } catch (error) {
    const code = isApiError(error) ? error.code : '';
    dispatch({
      type: 'part_start_failed',
      message: TILL_SESSION_START_CODES.has(code)
        ? t(`sale.tillSession.errors.${code}`)
        : START_ERROR_CODES.has(code)
          ? t(`sale.checkout.errors.${code}`)
          : t(`payment.errors.${apiErrorKey(error, 'start')}`, {
              defaultValue: t('sale.checkout.errors.generic'),
            }),
    });
    const money = await loadMoney(input.orderId);
    if (money) dispatch({ type: 'money', money });
  } finally {
    dispatch({ type: 'part_start_done' });
  }
}

/** Asks the terminal to cancel the running part; polling goes on until it has ended. */
export async function cancelPart(dispatch: Dispatch, paymentId: string, t: TFunction): Promise<void> {
  dispatch({ type: 'cancelling' });
  try {
    const payment = await cancelPayment(paymentId);
    if (!isRunning(payment.step)) await endPart(dispatch, payment);
  } catch {
    toast.error(t('payment.errors.communication'));
    dispatch({ type: 'cancel_failed' });
  }
}
