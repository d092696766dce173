import type {
  CreateOrder,
  OrderSummary,
  SimulatorOutcome,
  TillOrderPayments,
  TillPayment,
  TillPaymentMethod,
} from '@kiosk/contracts';
import { type CustomerInfo, customerInfoRequired } from '@kiosk/domain';
import { apiErrorKey, isApiError, orderProblems, randomId, toast } from '@kiosk/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelPayment } from '../api/cancel-payment';
import { chooseTestOutcome } from '../api/choose-test-outcome';
import { createOrder } from '../api/create-order';
import { useCustomerInfoSetting } from '../api/get-customer-info-setting';
import { getOrderPayments } from '../api/get-order-payments';
import { getPayment } from '../api/get-payment';
import { startPayment } from '../api/start-payment';
import { rememberCheckout, rememberedCheckout } from '../utils/checkout-memory';
import { type DraftLine, orderNotes } from '../utils/order-notes';
import { isRunning, START_ERROR_CODES } from '../utils/tender';

export interface CheckoutDraft {
  items: DraftLine[];
  order_type: 'eat_in' | 'takeaway';
  notes?: string;
  total_minor: number;
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

export interface PartRequest {
  method: TillPaymentMethod;
  amountMinor: number;
  tenderedMinor?: number;
  /** Test environment: the simulator's outcome for this card part. */
  outcome?: SimulatorOutcome;
  /** Test environment: how long the simulator takes to answer. */
  outcomeDelayMs?: number;
}

const POLL_MS = 600;
function moneyOf(order: OrderSummary | null, payments: TillOrderPayments | null): Money | null {
  if (payments) return payments;
  if (!order) return null;
  return { total_minor: order.total_minor, paid_minor: 0, remaining_minor: order.total_minor, payments: [] };
}

export function useCheckout(options: { draft: CheckoutDraft; open: boolean; terminalId: string | null }) {
  const { draft, open, terminalId } = options;
  const { t } = useTranslation();
  const setting = useCustomerInfoSetting();
  const needsCustomer = !draft.existing_order && customerInfoRequired(draft.total_minor, setting);

  const [stage, setStage] = useState<Stage | null>(null);
  const [order, setOrder] = useState<OrderSummary | null>(null);
  const [payments, setPayments] = useState<TillOrderPayments | null>(null);
  const [customer, setCustomer] = useState<CustomerInfo | null>(
    () => rememberedCheckout(JSON.stringify(draft))?.customer ?? null,
  );
  const [customerIssues, setCustomerIssues] = useState<Record<string, string>>({});
  const [lastPart, setLastPart] = useState<TillPayment | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const draftKey = JSON.stringify(draft);
  // after a reload, the same cart gets the same key: the server answers the order already made
  const orderKey = useRef<string>('');
  if (!orderKey.current) orderKey.current = rememberedCheckout(draftKey)?.key ?? randomId();
  const seenDraft = useRef(draftKey);

  // a changed cart starts a new checkout (a new order) unless money was taken on this one (the
  // checkout cannot be closed then); an order created and left unpaid stays unpaid
  if (seenDraft.current !== draftKey && ((payments?.paid_minor ?? 0) === 0 || stage?.kind === 'receipt')) {
    seenDraft.current = draftKey;
    const remembered = rememberedCheckout(draftKey);
    orderKey.current = remembered?.key ?? randomId();
    setStage(null);
    setOrder(null);
    setPayments(null);
    setCustomer(remembered?.customer ?? null);
    setCustomerIssues({});
    setLastPart(null);
    setStartError(null);
  }

  const refreshMoney = useCallback(async (orderId: string): Promise<TillOrderPayments | null> => {
    try {
      const money = await getOrderPayments(orderId);
      setPayments(money);
      return money;
    } catch {
      return null;
    }
  }, []);

  const create = useCallback(
    async (details: CustomerInfo | null) => {
      setStage({ kind: 'creating' });
      if (draft.existing_order) {
        const existing = draft.existing_order;
        setOrder(existing);
        const money = await refreshMoney(existing.id);
        const running = money?.payments.find((p) => isRunning(p.step));
        if (running) setStage({ kind: 'running', payment: running, cancelling: false });
        else setStage(money && money.remaining_minor === 0 ? { kind: 'receipt' } : { kind: 'tender' });
        return;
      }
      const lineLabel = (n: number) => `#${n}`;
      const body: CreateOrder = {
        order_type: draft.order_type,
        payment_method: 'card',
        items: draft.items.map((line) => ({
          product_id: line.product_id,
          quantity: line.quantity,
          selection: line.selection,
        })),
      };
      const notes = orderNotes(draft.items, draft.notes, lineLabel);
      if (notes) body.notes = notes;
      if (details) body.customer = details;
      try {
        const created = await createOrder(body, orderKey.current);
        rememberCheckout(draftKey, orderKey.current, details);
        setOrder(created);
        const money = await refreshMoney(created.id);
        // a part still running (the page was reloaded during it) is followed again
        const running = money?.payments.find((p) => isRunning(p.step));
        if (running) setStage({ kind: 'running', payment: running, cancelling: false });
        else setStage(money && money.remaining_minor === 0 ? { kind: 'receipt' } : { kind: 'tender' });
      } catch (error) {
        const problems = orderProblems(error);
        if (problems && (problems.customerRequired || Object.keys(problems.customer).length > 0)) {
          setCustomerIssues(problems.customer);
          setStage({ kind: 'customer' });
          return;
        }
        setStage({
          kind: 'create_failed',
          message: t(`payment.errors.${apiErrorKey(error, 'create')}`, {
            defaultValue: t('payment.errors.unknown'),
          }),
          lines: problems?.lines ?? [],
        });
      }
    },
    [draft, draftKey, refreshMoney, t],
  );

  // opening the checkout: customer details first when the total needs them, else the order at once
  useEffect(() => {
    if (!open || stage !== null || !terminalId) return;
    if (needsCustomer && !customer) setStage({ kind: 'customer' });
    else void create(customer);
  }, [open, stage, terminalId, needsCustomer, customer, create]);

  const submitCustomer = useCallback(
    (details: CustomerInfo) => {
      setCustomer(details);
      setCustomerIssues({});
      void create(details);
    },
    [create],
  );

  const ended = useCallback(
    async (payment: TillPayment) => {
      setLastPart(payment);
      const money = await refreshMoney(payment.order_id);
      setStage(money && money.remaining_minor === 0 ? { kind: 'receipt' } : { kind: 'tender' });
    },
    [refreshMoney],
  );

  const pay = useCallback(
    async (request: PartRequest) => {
      if (!order || !terminalId || starting) return;
      setStarting(true);
      setStartError(null);
      setLastPart(null);
      try {
        if (request.method === 'card' && request.outcome) {
          try {
            await chooseTestOutcome(terminalId, request.outcome, request.outcomeDelayMs);
          } catch {
            toast.warning(t('payment.testEnvironment.failed'));
          }
        }
        const payment = await startPayment(
          order.id,
          {
            pos_device_id: terminalId,
            method: request.method,
            amount_minor: request.amountMinor,
            ...(request.method === 'cash' && request.tenderedMinor !== undefined
              ? { tendered_minor: request.tenderedMinor }
              : {}),
          },
          randomId(),
        );
        if (isRunning(payment.step)) setStage({ kind: 'running', payment, cancelling: false });
        else await ended(payment);
      } catch (error) {
        const code = isApiError(error) ? error.code : '';
        setStartError(
          START_ERROR_CODES.has(code)
            ? t(`sale.checkout.errors.${code}`)
            : t(`payment.errors.${apiErrorKey(error, 'start')}`, {
                defaultValue: t('sale.checkout.errors.generic'),
              }),
        );
        await refreshMoney(order.id);
      } finally {
        setStarting(false);
      }
    },
    [order, terminalId, starting, ended, refreshMoney, t],
  );

  // a running part is polled until the server says it has ended (also after a cancel)
  const runningId = stage?.kind === 'running' ? stage.payment.id : null;
  useEffect(() => {
    if (!runningId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const payment = await getPayment(runningId, controller.signal);
        if (controller.signal.aborted) return;
        if (!isRunning(payment.step)) {
          await ended(payment);
          return;
        }
        setStage((current) =>
          current?.kind === 'running' && current.payment.id === payment.id
            ? { ...current, payment }
            : current,
        );
      } catch {
        // a missed answer is asked again at the next tick
      }
      if (!controller.signal.aborted) timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [runningId, ended]);

  const cancel = useCallback(async () => {
    if (stage?.kind !== 'running' || stage.cancelling) return;
    setStage({ ...stage, cancelling: true });
    try {
      const payment = await cancelPayment(stage.payment.id);
      if (!isRunning(payment.step)) await ended(payment);
    } catch {
      toast.error(t('payment.errors.communication'));
      setStage((current) => (current?.kind === 'running' ? { ...current, cancelling: false } : current));
    }
  }, [stage, ended, t]);

  const retryCreate = useCallback(() => void create(customer), [create, customer]);

  return {
    stage,
    order,
    money: moneyOf(order, payments),
    needsCustomer,
    setting,
    customer,
    customerIssues,
    lastPart,
    startError,
    starting,
    submitCustomer,
    pay,
    cancel,
    retryCreate,
    /** Nothing may close the checkout while a part runs or once money is taken but some remains. */
    closable:
      stage?.kind !== 'running' &&
      stage?.kind !== 'creating' &&
      !(stage?.kind === 'tender' && (payments?.paid_minor ?? 0) > 0),
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
