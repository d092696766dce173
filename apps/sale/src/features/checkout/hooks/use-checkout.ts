import type { TillPayment } from '@kiosk/contracts';
import { type CustomerInfo, customerInfoRequired } from '@kiosk/domain';
import { randomId } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TILL_SESSION_QUERY_KEY } from '../../../lib/till-session-key';
import { useCustomerInfoSetting } from '../api/get-customer-info-setting';
import {
  type CheckoutDraft,
  checkoutReducer,
  initialCheckout,
  isClosable,
  moneyOf,
  startsNewCheckout,
} from '../utils/checkout-flow';
import { rememberedCheckout } from '../utils/checkout-memory';
import type { PartRequest } from '../utils/tender';
import { cancelPart, createCheckoutOrder, endPart, startPart } from './checkout-actions';
import { usePartPolling } from './use-part-polling';

export type { CheckoutDraft } from '../utils/checkout-flow';

/** The till's checkout: the state of `checkout-flow.ts` and the server calls that drive it. */
export function useCheckout(options: { draft: CheckoutDraft; open: boolean; terminalId: string | null }) {
  const { draft, open, terminalId } = options;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setting = useCustomerInfoSetting();
  const needsCustomer = !draft.existing_order && customerInfoRequired(draft.total_minor, setting);
  const draftKey = JSON.stringify(draft);
  const [state, dispatch] = useReducer(checkoutReducer, draftKey, (key) =>
    initialCheckout(rememberedCheckout(key)?.customer ?? null),
  );
  const { stage, order, customer, starting } = state;
  // after a reload, the same cart gets the same key: the server answers the order already made
  const orderKey = useRef<string>('');
  if (!orderKey.current) orderKey.current = rememberedCheckout(draftKey)?.key ?? randomId();
  const seenDraft = useRef(draftKey);
  if (seenDraft.current !== draftKey && startsNewCheckout(state)) {
    seenDraft.current = draftKey;
    const remembered = rememberedCheckout(draftKey);
    orderKey.current = remembered?.key ?? randomId();
    dispatch({ type: 'reset', customer: remembered?.customer ?? null });
  }

  const create = useCallback(
    (details: CustomerInfo | null) =>
      createCheckoutOrder({ dispatch, draft, draftKey, orderKey: orderKey.current, customer: details, t }),
    [draft, draftKey, t],
  );

  // opening the checkout: customer details first when the total needs them, else the order at once
  useEffect(() => {
    if (!open || stage !== null || !terminalId) return;
    if (needsCustomer && !customer) dispatch({ type: 'ask_customer' });
    else void create(customer);
  }, [open, stage, terminalId, needsCustomer, customer, create]);

  const submitCustomer = useCallback(
    (details: CustomerInfo) => {
      dispatch({ type: 'customer_submitted', customer: details });
      void create(details);
    },
    [create],
  );

  const pay = useCallback(
    async (request: PartRequest) => {
      if (!order || !terminalId || starting) return;
      await startPart({ dispatch, orderId: order.id, terminalId, request, t });
      // the drawer's state may have changed (a refusal: no open session; a cash part: what it holds)
      void queryClient.invalidateQueries({ queryKey: TILL_SESSION_QUERY_KEY });
    },
    [order, terminalId, starting, t, queryClient],
  );

  const onProgress = useCallback((payment: TillPayment) => dispatch({ type: 'part_polled', payment }), []);
  const onEnded = useCallback((payment: TillPayment) => endPart(dispatch, payment), []);
  usePartPolling(stage?.kind === 'running' ? stage.payment.id : null, onProgress, onEnded);

  const cancel = useCallback(async () => {
    if (stage?.kind !== 'running' || stage.cancelling) return;
    await cancelPart(dispatch, stage.payment.id, t);
  }, [stage, t]);

  const retryCreate = useCallback(() => void create(customer), [create, customer]);

  return {
    stage,
    order,
    money: moneyOf(order, state.payments),
    needsCustomer,
    setting,
    customer,
    customerIssues: state.customerIssues,
    lastPart: state.lastPart,
    startError: state.startError,
    starting,
    submitCustomer,
    pay,
    cancel,
    retryCreate,
    /** Nothing may close the checkout while a part runs or once money is taken but some remains. */
    closable: isClosable(state),
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
