import type {
  CreateOrder,
  OrderSummary,
  StartTillPayment,
  TillOrderPayments,
  TillPayment,
} from '@kiosk/contracts';
import type { CustomerInfo } from '@kiosk/domain';
import { type DraftLine, orderNotes } from './order-notes';
import { isRunning, type PartRequest } from './tender';

export interface CheckoutDraft {
  items: DraftLine[];
  order_type: 'eat_in' | 'takeaway';
  notes?: string;
  total_minor: number;
  /** Manual discounts (`line` = index in items); above the limit the server asks for a manager's PIN. */
  discounts?: CreateOrder['discounts'];
  /** An order made already (a linked open order): the checkout takes its payments, creates none. */
  existing_order?: OrderSummary;
}

/**
 * Where the checkout stands: customer details (above the threshold) -> creating the order (once,
 * one idempotency key per checkout) -> tender (card / cash parts until nothing remains) -> a part
 * running at the terminal (polled; cancel asks the terminal and keeps polling) -> receipt.
 */
export type Stage =
  | { kind: 'customer' }
  | { kind: 'creating' }
  | { kind: 'create_failed'; message: string; lines: Array<{ index: number; key: string }> }
  | { kind: 'tender' }
  | { kind: 'running'; payment: TillPayment; cancelling: boolean }
  | { kind: 'receipt' };

/** The money of the order as the tender screen shows it (the server's, else the order's total). */
export interface Money {
  total_minor: number;
  paid_minor: number;
  remaining_minor: number;
  payments: TillPayment[];
}

/** Everything the checkout remembers between renders; `stage` null = not started. */
export interface CheckoutState {
  stage: Stage | null;
  order: OrderSummary | null;
  payments: TillOrderPayments | null;
  customer: CustomerInfo | null;
  customerIssues: Record<string, string>;
  lastPart: TillPayment | null;
  startError: string | null;
  starting: boolean;
}

export type CheckoutEvent =
  /** A new cart: a new checkout (the customer details remembered for that cart, if any). */
  | { type: 'reset'; customer: CustomerInfo | null }
  | { type: 'ask_customer' }
  | { type: 'customer_submitted'; customer: CustomerInfo }
  | { type: 'creating' }
  | { type: 'order'; order: OrderSummary }
  /** The order's payments after creating (or taking) it; null when they could not be read. */
  | { type: 'order_loaded'; money: TillOrderPayments | null }
  | { type: 'customer_refused'; issues: Record<string, string> }
  | { type: 'create_failed'; message: string; lines: Array<{ index: number; key: string }> }
  | { type: 'money'; money: TillOrderPayments }
  | { type: 'part_starting' }
  | { type: 'part_start_failed'; message: string }
  | { type: 'part_start_done' }
  | { type: 'part_running'; payment: TillPayment }
  | { type: 'part_polled'; payment: TillPayment }
  | { type: 'part_ended'; payment: TillPayment }
  /** After a part ended: the order's payments (null when they could not be read). */
  | { type: 'part_settled'; money: TillOrderPayments | null }
  | { type: 'cancelling' }
  | { type: 'cancel_failed' };

export function initialCheckout(customer: CustomerInfo | null): CheckoutState {
  return {
    stage: null,
    order: null,
    payments: null,
    customer,
    customerIssues: {},
    lastPart: null,
    startError: null,
    starting: false,
  };
}

const settledStage = (money: TillOrderPayments | null): Stage =>
  money && money.remaining_minor === 0 ? { kind: 'receipt' } : { kind: 'tender' };

/** The stage once the order is there: a part still running (after a reload) is followed again. */
function loadedStage(money: TillOrderPayments | null): Stage {
  const running = money?.payments.find((p) => isRunning(p.step));
  return running ? { kind: 'running', payment: running, cancelling: false } : settledStage(money);
}

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  const stage = state.stage;
  switch (event.type) {
    case 'reset':
      return initialCheckout(event.customer);
    case 'ask_customer':
      return { ...state, stage: { kind: 'customer' } };
    case 'customer_submitted':
      return { ...state, customer: event.customer, customerIssues: {} };
    case 'creating':
      return { ...state, stage: { kind: 'creating' } };
    case 'order':
      return { ...state, order: event.order };
    case 'order_loaded':
      return { ...state, payments: event.money ?? state.payments, stage: loadedStage(event.money) };
    case 'customer_refused':
      return { ...state, customerIssues: event.issues, stage: { kind: 'customer' } };
    case 'create_failed':
      return { ...state, stage: { kind: 'create_failed', message: event.message, lines: event.lines } };
    case 'money':
      return { ...state, payments: event.money };
    case 'part_starting':
      return { ...state, starting: true, startError: null, lastPart: null };
    case 'part_start_failed':
      return { ...state, startError: event.message };
    case 'part_start_done':
      return { ...state, starting: false };
    case 'part_running':
      return { ...state, stage: { kind: 'running', payment: event.payment, cancelling: false } };
    case 'part_polled':
      return stage?.kind === 'running' && stage.payment.id === event.payment.id
        ? { ...state, stage: { ...stage, payment: event.payment } }
        : state;
    case 'part_ended':
      return { ...state, lastPart: event.payment };
    case 'part_settled':
      return { ...state, payments: event.money ?? state.payments, stage: settledStage(event.money) };
    case 'cancelling':
      return stage?.kind === 'running' ? { ...state, stage: { ...stage, cancelling: true } } : state;
    case 'cancel_failed':
      return stage?.kind === 'running' ? { ...state, stage: { ...stage, cancelling: false } } : state;
  }
}

export function moneyOf(order: OrderSummary | null, payments: TillOrderPayments | null): Money | null {
  if (payments) return payments;
  if (!order) return null;
  return { total_minor: order.total_minor, paid_minor: 0, remaining_minor: order.total_minor, payments: [] };
}

/** Nothing may close the checkout while a part runs or once money is taken but some remains. */
export function isClosable(state: Pick<CheckoutState, 'stage' | 'payments'>): boolean {
  const kind = state.stage?.kind;
  return (
    kind !== 'running' && kind !== 'creating' && !(kind === 'tender' && (state.payments?.paid_minor ?? 0) > 0)
  );
}

/**
 * A changed cart starts a new checkout (a new order) unless money was taken on this one (the
 * checkout cannot be closed then); an order created and left unpaid stays unpaid.
 */
export function startsNewCheckout(state: CheckoutState): boolean {
  return (state.payments?.paid_minor ?? 0) === 0 || state.stage?.kind === 'receipt';
}

/** The order the till creates from the cart (line notes folded into the order note). */
export function createOrderBody(draft: CheckoutDraft, customer: CustomerInfo | null): CreateOrder {
  const body: CreateOrder = {
    order_type: draft.order_type,
    payment_method: 'card',
    items: draft.items.map((line) => ({
      product_id: line.product_id,
      quantity: line.quantity,
      selection: line.selection,
      ...(line.parts?.length ? { parts: line.parts } : {}),
    })),
    ...(draft.discounts?.length ? { discounts: draft.discounts } : {}),
  };
  const notes = orderNotes(draft.items, draft.notes, (n) => `#${n}`);
  if (notes) body.notes = notes;
  if (customer) body.customer = customer;
  return body;
}

/** The start request of a part at this terminal (the cash tendered only for cash). */
export function startPartBody(request: PartRequest, terminalId: string): StartTillPayment {
  return {
    pos_device_id: terminalId,
    method: request.method,
    amount_minor: request.amountMinor,
    ...(request.method === 'cash' && request.tenderedMinor !== undefined
      ? { tendered_minor: request.tenderedMinor }
      : {}),
  };
}
