import type { OrderSummary, TillOrderPayments } from '@kiosk/contracts';
import { Button, Dialog, isApiError, Spinner, toast } from '@kiosk/ui';
import { HandPlatter, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import { useOrderPayments } from '../api/get-order-payments';
import { useHandOverOrder } from '../api/hand-over-order';
import { PaymentRow, RefundRow } from './money-rows';
import { OrderItems } from './order-items';
import { RefundDialog } from './refund-dialog';

/** One order at the till: its lines, where its money stands, each payment and refund; "Refund" when allowed. */
export function OrderDetailDialog({ order, onClose }: { order: OrderSummary; onClose(): void }) {
  const { t } = useTranslation();
  const payments = useOrderPayments(order.id);
  const [refunding, setRefunding] = useState(false);
  const money = payments.data;

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('sale.orders.detail.title', { number: order.order_number })}
      size="lg"
      footer={
        <DetailFooter order={order} money={money} onClose={onClose} onRefund={() => setRefunding(true)} />
      }
    >
      <div className="flex flex-col gap-5" data-testid="order-detail">
        <OrderItems order={order} money={money} />
        {payments.isLoading ? (
          <Spinner showLabel label={t('sale.orders.detail.loading')} />
        ) : payments.isError || !money ? (
          <p role="alert" className="text-red-700">
            {t('sale.orders.detail.loadFailed')}
          </p>
        ) : (
          <OrderMoney money={money} />
        )}
      </div>
      {refunding && money && <RefundDialog order={order} money={money} onClose={() => setRefunding(false)} />}
    </Dialog>
  );
}

/** Close; "Hand over" for a ready order; "Refund" when the caller may refund money paid. */
function DetailFooter({
  order,
  money,
  onClose,
  onRefund,
}: {
  order: OrderSummary;
  money: TillOrderPayments | undefined;
  onClose(): void;
  onRefund(): void;
}) {
  const { t } = useTranslation();
  const handOver = useHandOverOrder();
  return (
    <>
      <Button variant="outline" size="lg" onClick={onClose}>
        {t('sale.orders.detail.close')}
      </Button>
      {order.status === 'ready' && (
        <Button
          size="lg"
          data-testid="hand-over"
          disabled={handOver.isPending}
          onClick={() =>
            handOver.mutate(order.id, {
              onSuccess: onClose,
              onError: (error) =>
                toast.error(
                  t('sale.kitchen.handOverFailed', {
                    message: isApiError(error) ? error.message : String(error),
                  }),
                ),
            })
          }
        >
          <HandPlatter aria-hidden="true" />
          {t('sale.kitchen.handOver')}
        </Button>
      )}
      {money?.can_refund && money.paid_minor > 0 && (
        <Button variant="danger" size="lg" onClick={onRefund} data-testid="open-refund">
          <Undo2 aria-hidden="true" />
          {t('sale.orders.detail.refund')}
        </Button>
      )}
    </>
  );
}

/** Total, paid, remaining and refunded; each payment and refund; why no refund is offered. */
function OrderMoney({ money }: { money: TillOrderPayments }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  return (
    <>
      <dl className="grid grid-cols-4 gap-3" data-testid="order-money">
        {(
          [
            ['total', money.total_minor],
            ['paid', money.paid_minor],
            ['remaining', money.remaining_minor],
            ['refunded', money.refunded_minor],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-xl bg-surface p-3 ring-1 ring-line">
            <dt className="text-ink-muted text-xs">{t(`sale.orders.detail.${key}`)}</dt>
            <dd className="font-bold text-ink text-lg tabular-nums" data-testid={`order-${key}`}>
              {formatTl(value)}
            </dd>
          </div>
        ))}
      </dl>
      <section>
        <h3 className="mb-2 font-semibold text-ink">{t('sale.orders.detail.payments')}</h3>
        {money.payments.length === 0 ? (
          <p className="text-ink-muted">{t('sale.orders.detail.noPayments')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="order-payments">
            {money.payments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
        )}
      </section>
      {money.refunds.length > 0 && (
        <section>
          <h3 className="mb-2 font-semibold text-ink">{t('sale.orders.detail.refunds')}</h3>
          <ul className="flex flex-col gap-2" data-testid="order-refunds">
            {money.refunds.map((refund) => (
              <RefundRow key={refund.id} refund={refund} />
            ))}
          </ul>
        </section>
      )}
      {!money.can_refund && money.paid_minor > 0 && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm ring-1 ring-amber-200">
          {t('sale.orders.detail.cannotRefund')}
        </p>
      )}
    </>
  );
}
