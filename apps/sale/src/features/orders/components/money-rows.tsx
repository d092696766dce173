import type { TillPayment, TillRefund } from '@kiosk/contracts';
import { Badge, Button, Dialog } from '@kiosk/ui';
import { Banknote, CreditCard, ReceiptText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';

/** One payment of an order: method, card, transaction, outcome, amount and the terminal's receipt. */
export function PaymentRow({ payment }: { payment: TillPayment }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const Icon = payment.method === 'card' ? CreditCard : Banknote;
  const [receipt, setReceipt] = useState(false);
  return (
    <li
      className="flex items-center gap-3 rounded-xl bg-white px-4 py-2.5 ring-1 ring-line"
      data-method={payment.method}
      data-step={payment.step}
    >
      <Icon className="size-5 text-secondary-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">
          {t(`sale.checkout.methods.${payment.method}`)}
          {payment.card?.last4 && (
            <span className="ml-2 text-ink-muted">
              {[payment.card.brand, `•••• ${payment.card.last4}`].filter(Boolean).join(' ')}
            </span>
          )}
        </p>
        <p className="text-ink-muted text-xs">
          {payment.transaction_id && t('sale.checkout.receipt.transaction', { id: payment.transaction_id })}
        </p>
      </div>
      <Badge tone={payment.step === 'paid' ? 'success' : 'warning'}>
        {payment.step === 'paid' ? t('sale.orders.status.paid') : t('sale.orders.status.failed')}
      </Badge>
      <span className="font-semibold tabular-nums">{formatTl(payment.amount_minor)}</span>
      {payment.receipt_url && (
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => setReceipt(true)}
          aria-label={t('sale.checkout.receipt.showTerminalReceipt')}
          title={t('sale.checkout.receipt.showTerminalReceipt')}
          data-testid="payment-receipt"
        >
          <ReceiptText aria-hidden="true" />
        </Button>
      )}
      {payment.receipt_url && (
        <Dialog
          open={receipt}
          onOpenChange={setReceipt}
          title={t('sale.checkout.receipt.terminalReceipt')}
          size="sm"
        >
          <img
            src={payment.receipt_url}
            alt={t('sale.checkout.receipt.terminalReceipt')}
            className="mx-auto w-full max-w-xs"
          />
        </Dialog>
      )}
    </li>
  );
}

/** One refund of an order: kind, reason, outcome and amount. */
export function RefundRow({ refund }: { refund: TillRefund }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  return (
    <li
      className="flex items-center gap-3 rounded-xl bg-white px-4 py-2.5 ring-1 ring-line"
      data-kind={refund.kind}
      data-status={refund.status}
    >
      <Undo2 className="size-5 text-red-600" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{t(`sale.orders.refund.kind.${refund.kind}`)}</p>
        <p className="truncate text-ink-muted text-xs">
          {t('sale.orders.detail.by', { reason: refund.reason })}
          {refund.error_message ? ` · ${refund.error_message}` : ''}
        </p>
      </div>
      <Badge
        tone={refund.status === 'completed' ? 'success' : refund.status === 'failed' ? 'warning' : 'info'}
      >
        {t(`sale.orders.refund.refundStatus.${refund.status}`)}
      </Badge>
      <span className="font-semibold tabular-nums">−{formatTl(refund.amount_minor)}</span>
    </li>
  );
}
