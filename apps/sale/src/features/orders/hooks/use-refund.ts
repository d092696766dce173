import type { OrderSummary, TillOrderPayments, TillRefund } from '@kiosk/contracts';
import { isApiError, randomId, toast } from '@kiosk/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTillTerminalId } from '../../../lib/till-terminal';
import { useCreateRefund } from '../api/create-refund';
import { refundableItems } from '../utils/orders';
import { canReview, chosenLines, type RefundScope, refundTotal } from '../utils/refund-form';

/**
 * The refund dialog's state: scope, line quantities and reason (checked once the refund was
 * asked for), the confirmation, and the refunds this request made (one idempotency key per try).
 */
export function useRefund(order: OrderSummary, money: TillOrderPayments) {
  const { t } = useTranslation();
  const terminalId = useTillTerminalId();
  const items = useMemo(() => refundableItems(order, money.refunds), [order, money.refunds]);
  const [scope, setScope] = useState<RefundScope>('whole');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<TillRefund[] | null>(null);
  const key = useRef(randomId());
  const refund = useCreateRefund(order.id);

  const chosen = chosenLines(scope, quantities);
  const amount = refundTotal(items, chosen, money.paid_minor);

  const review = () => {
    setSubmitted(true);
    if (!canReview({ reason, scope, chosen, amountMinor: amount })) return;
    setConfirming(true);
  };

  const send = () => {
    if (!terminalId) return;
    const before = new Set(money.refunds.map((r) => r.id));
    refund.mutate(
      {
        body: { pos_device_id: terminalId, reason: reason.trim(), ...(chosen ? { lines: chosen } : {}) },
        idempotencyKey: key.current,
      },
      {
        onSuccess: (data) => {
          setConfirming(false);
          setResult(data.refunds.filter((r) => !before.has(r.id)));
          toast.success(t('sale.orders.refund.done'));
        },
        onError: (error) => {
          setConfirming(false);
          key.current = randomId();
          const code = isApiError(error) ? error.code : '';
          toast.error(t('sale.orders.refund.failed'), {
            description: t(`sale.orders.refund.errors.${code}`, {
              defaultValue: isApiError(error) ? error.message : t('sale.orders.refund.errors.terminal'),
            }),
          });
        },
      },
    );
  };

  return {
    terminalId,
    items,
    scope,
    setScope,
    quantities,
    setQuantity: (itemId: string, quantity: number) => setQuantities((q) => ({ ...q, [itemId]: quantity })),
    reason,
    setReason,
    amount,
    reasonError: submitted && !reason.trim() ? t('sale.orders.refund.reasonRequired') : undefined,
    linesError:
      submitted && scope === 'lines' && (chosen?.length ?? 0) === 0
        ? t('sale.orders.refund.chooseLines')
        : undefined,
    confirming,
    setConfirming,
    result,
    pending: refund.isPending,
    review,
    send,
  };
}

export type RefundState = ReturnType<typeof useRefund>;
