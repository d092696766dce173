import type { OrderSummary, TillOrderPayments, TillRefund } from '@kiosk/contracts';
import { Button, cn, Dialog, Field, isApiError, randomId, Textarea, toast } from '@kiosk/ui';
import { CheckCircle2, Minus, Plus, Undo2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import { useTillTerminalId } from '../../../lib/till-terminal';
import { useCreateRefund } from '../api/create-refund';
import { refundAmount, refundableItems } from '../utils/orders';
import { RefundRow } from './order-detail-dialog';

/**
 * Refund a paid order: the whole order or chosen lines with quantities, a reason (required), a
 * confirmation, then what happened per payment (card void / refund at the terminal, cash returned).
 */
export function RefundDialog({
  order,
  money,
  onClose,
}: {
  order: OrderSummary;
  money: TillOrderPayments;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const terminalId = useTillTerminalId();
  const items = useMemo(() => refundableItems(order, money.refunds), [order, money.refunds]);
  const [scope, setScope] = useState<'whole' | 'lines'>('whole');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<TillRefund[] | null>(null);
  const key = useRef(randomId());
  const refund = useCreateRefund(order.id);

  const chosen =
    scope === 'lines'
      ? Object.entries(quantities)
          .filter(([, quantity]) => quantity > 0)
          .map(([order_item_id, quantity]) => ({ order_item_id, quantity }))
      : undefined;
  const left = money.paid_minor;
  const amount = Math.min(refundAmount(items, chosen) ?? 0, left);
  const reasonError = submitted && !reason.trim() ? t('sale.orders.refund.reasonRequired') : undefined;
  const linesError =
    submitted && scope === 'lines' && (chosen?.length ?? 0) === 0
      ? t('sale.orders.refund.chooseLines')
      : undefined;

  const review = () => {
    setSubmitted(true);
    if (!reason.trim() || (scope === 'lines' && (chosen?.length ?? 0) === 0) || amount <= 0) return;
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

  const cashBack = (result ?? [])
    .filter((r) => r.kind === 'cash_return' && r.status === 'completed')
    .reduce((s, r) => s + r.amount_minor, 0);

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !refund.isPending && onClose()}
      title={t('sale.orders.refund.title', { number: order.order_number })}
      size="lg"
      footer={
        result ? (
          <Button size="lg" onClick={onClose} data-testid="refund-close">
            {t('sale.orders.detail.close')}
          </Button>
        ) : (
          <>
            <Button variant="outline" size="lg" onClick={onClose}>
              {t('sale.orders.refund.cancel')}
            </Button>
            <Button
              variant="danger"
              size="lg"
              onClick={review}
              disabled={!terminalId}
              data-testid="refund-submit"
            >
              <Undo2 aria-hidden="true" />
              {t('sale.orders.refund.submit')}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <div className="flex flex-col gap-4" data-testid="refund-result">
          <p className="flex items-center gap-2 font-bold text-emerald-800 text-lg">
            <CheckCircle2 className="size-6" aria-hidden="true" />
            {t('sale.orders.refund.done')}
          </p>
          <ul className="flex flex-col gap-2">
            {result.map((r) => (
              <RefundRow key={r.id} refund={r} />
            ))}
          </ul>
          {cashBack > 0 && (
            <p
              className="rounded-2xl bg-amber-50 px-5 py-4 font-bold text-amber-900 text-xl ring-1 ring-amber-300"
              data-testid="refund-cash-back"
            >
              {t('sale.orders.refund.giveCash', { amount: formatTl(cashBack) })}
            </p>
          )}
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          {!terminalId && (
            <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
              {t('sale.checkout.noTerminal')}
            </p>
          )}
          <fieldset className="m-0 grid grid-cols-2 gap-3 border-0 p-0">
            <legend className="mb-2 font-semibold text-ink">{t('sale.orders.refund.scope')}</legend>
            {(['whole', 'lines'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={scope === value}
                data-testid={`refund-scope-${value}`}
                onClick={() => setScope(value)}
                className={cn(
                  'h-14 rounded-2xl font-semibold text-base ring-2 transition-colors',
                  'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
                  scope === value
                    ? 'bg-secondary-900 text-white ring-secondary-900'
                    : 'bg-white ring-line hover:ring-primary-300',
                )}
              >
                {t(`sale.orders.refund.${value}`)}
              </button>
            ))}
          </fieldset>
          {scope === 'lines' && (
            <div>
              <ul className="divide-y divide-line rounded-xl ring-1 ring-line" data-testid="refund-lines">
                {order.items.map((item) => {
                  const refundable = items.find((i) => i.id === item.id);
                  const max = refundable ? refundable.quantity - refundable.refundedQuantity : 0;
                  const value = quantities[item.id] ?? 0;
                  const set = (n: number) =>
                    setQuantities((q) => ({ ...q, [item.id]: Math.max(0, Math.min(max, n)) }));
                  return (
                    <li
                      key={item.id}
                      className="flex items-center gap-4 px-4 py-2.5"
                      data-testid="refund-line"
                      data-product={item.product_name}
                    >
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-ink">
                          {item.quantity}× {item.product_name}
                        </p>
                        <p className="text-ink-muted text-sm tabular-nums">
                          {formatTl(item.total_price_minor)}
                        </p>
                      </div>
                      <fieldset className="m-0 flex items-center gap-2 border-0 p-0">
                        <legend className="sr-only">{`${t('sale.orders.refund.quantity')}: ${item.product_name}`}</legend>
                        <Button
                          variant="outline"
                          size="icon"
                          onClick={() => set(value - 1)}
                          disabled={value <= 0}
                          aria-label="−"
                          data-testid="refund-line-minus"
                        >
                          <Minus aria-hidden="true" />
                        </Button>
                        <span
                          className="w-8 text-center font-bold text-lg tabular-nums"
                          data-testid="refund-line-quantity"
                        >
                          {value}
                        </span>
                        <Button
                          variant="outline"
                          size="icon"
                          onClick={() => set(value + 1)}
                          disabled={value >= max}
                          aria-label="+"
                          data-testid="refund-line-plus"
                        >
                          <Plus aria-hidden="true" />
                        </Button>
                      </fieldset>
                    </li>
                  );
                })}
              </ul>
              {linesError && (
                <p role="alert" className="mt-1.5 text-red-700 text-sm">
                  {linesError}
                </p>
              )}
            </div>
          )}
          <Field id="refund-reason" label={t('sale.orders.refund.reason')} required error={reasonError}>
            <Textarea
              id="refund-reason"
              rows={2}
              maxLength={500}
              value={reason}
              invalid={Boolean(reasonError)}
              placeholder={t('sale.orders.refund.reasonPlaceholder')}
              onChange={(event) => setReason(event.target.value)}
              data-testid="refund-reason"
            />
          </Field>
          <div className="flex items-baseline justify-between rounded-2xl bg-red-50 px-5 py-3 ring-1 ring-red-200">
            <span className="font-semibold text-red-900">{t('sale.orders.refund.amount')}</span>
            <span className="font-extrabold text-3xl text-red-800 tabular-nums" data-testid="refund-amount">
              {formatTl(amount)}
            </span>
          </div>
        </form>
      )}
      <Dialog
        open={confirming}
        onOpenChange={(next) => !next && !refund.isPending && setConfirming(false)}
        title={t('sale.orders.refund.confirmTitle')}
        description={t('sale.orders.refund.confirmText', { amount: formatTl(amount) })}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={refund.isPending}>
              {t('sale.orders.refund.cancel')}
            </Button>
            <Button variant="danger" onClick={send} loading={refund.isPending} data-testid="refund-confirm">
              {t('sale.orders.refund.confirm')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
