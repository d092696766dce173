import type { OrderSummary, TillOrderPayments, TillRefund } from '@kiosk/contracts';
import { Button, Dialog } from '@kiosk/ui';
import { CheckCircle2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import { type RefundState, useRefund } from '../hooks/use-refund';
import { cashBack } from '../utils/refund-form';
import { RefundRow } from './money-rows';
import { RefundForm } from './refund-form';

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
  const refund = useRefund(order, money);
  const { result } = refund;

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !refund.pending && onClose()}
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
              onClick={refund.review}
              disabled={!refund.terminalId}
              data-testid="refund-submit"
            >
              <Undo2 aria-hidden="true" />
              {t('sale.orders.refund.submit')}
            </Button>
          </>
        )
      }
    >
      {result ? <RefundResult result={result} /> : <RefundForm order={order} refund={refund} />}
      <RefundConfirm refund={refund} />
    </Dialog>
  );
}

/** What the refund did per payment, and the cash to hand back. */
function RefundResult({ result }: { result: TillRefund[] }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const cash = cashBack(result);
  return (
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
      {cash > 0 && (
        <p
          className="rounded-2xl bg-amber-50 px-5 py-4 font-bold text-amber-900 text-xl ring-1 ring-amber-300"
          data-testid="refund-cash-back"
        >
          {t('sale.orders.refund.giveCash', { amount: formatTl(cash) })}
        </p>
      )}
    </div>
  );
}

function RefundConfirm({ refund }: { refund: RefundState }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  return (
    <Dialog
      open={refund.confirming}
      onOpenChange={(next) => !next && !refund.pending && refund.setConfirming(false)}
      title={t('sale.orders.refund.confirmTitle')}
      description={t('sale.orders.refund.confirmText', { amount: formatTl(refund.amount) })}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => refund.setConfirming(false)} disabled={refund.pending}>
            {t('sale.orders.refund.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={refund.send}
            loading={refund.pending}
            data-testid="refund-confirm"
          >
            {t('sale.orders.refund.confirm')}
          </Button>
        </>
      }
    />
  );
}
