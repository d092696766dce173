import type { OrderSummary, TillPayment } from '@kiosk/contracts';
import { Button, Dialog } from '@kiosk/ui';
import { Banknote, CheckCircle2, CreditCard, Plus, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';

/**
 * After payment: order number, queue number, each payment (method, amount, card, transaction id),
 * the change due and the terminal's receipt image. "New sale" (or Enter) empties the cart.
 */
export function ReceiptView({
  order,
  payments,
  onNewSale,
}: {
  order: OrderSummary;
  payments: TillPayment[];
  onNewSale(): void;
}) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const [receiptUrl, setReceiptUrl] = useState<string | null>(null);
  const approved = payments.filter((p) => p.step === 'paid');
  const change = approved.reduce((sum, p) => sum + (p.change_minor ?? 0), 0);
  const terminalReceipt = [...approved].reverse().find((p) => p.receipt_url)?.receipt_url ?? null;

  return (
    <section className="flex flex-col gap-5" data-testid="checkout-receipt" aria-labelledby="receipt-title">
      <div className="flex items-center gap-4 rounded-2xl bg-emerald-50 px-5 py-4 ring-1 ring-emerald-200">
        <CheckCircle2 className="size-12 shrink-0 text-emerald-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h3 id="receipt-title" className="font-bold text-2xl text-emerald-900">
            {t('sale.checkout.receipt.title')}
          </h3>
          <p className="font-semibold text-emerald-800 text-lg tabular-nums">{formatTl(order.total_minor)}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <div className="rounded-2xl bg-white p-4 ring-1 ring-line">
          <dt className="font-medium text-ink-muted text-sm">{t('sale.checkout.orderNumber')}</dt>
          <dd className="font-bold text-2xl text-ink tabular-nums" data-testid="receipt-order-number">
            {order.order_number}
          </dd>
        </div>
        <div className="rounded-2xl bg-secondary-900 p-4 text-white">
          <dt className="font-medium text-primary-200 text-sm">{t('sale.checkout.queueNumber')}</dt>
          <dd className="font-extrabold text-4xl tabular-nums" data-testid="receipt-queue-number">
            {order.reference_number}
          </dd>
        </div>
      </dl>
      <div>
        <h4 className="mb-2 font-semibold text-ink">{t('sale.checkout.receipt.payments')}</h4>
        <ul className="flex flex-col gap-2" data-testid="receipt-payments">
          {approved.map((payment) => (
            <ReceiptPaymentRow key={payment.id} payment={payment} />
          ))}
        </ul>
      </div>
      {change > 0 && (
        <div className="flex items-baseline justify-between rounded-2xl bg-emerald-50 px-5 py-3 ring-1 ring-emerald-200">
          <span className="font-semibold text-emerald-900 text-lg">{t('sale.checkout.receipt.change')}</span>
          <span
            className="font-extrabold text-4xl text-emerald-800 tabular-nums"
            data-testid="receipt-change"
          >
            {formatTl(change)}
          </span>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-3 border-line border-t pt-4">
        {terminalReceipt && (
          <Button
            variant="outline"
            size="lg"
            onClick={() => setReceiptUrl(terminalReceipt)}
            data-testid="show-terminal-receipt"
          >
            <ReceiptText aria-hidden="true" />
            {t('sale.checkout.receipt.showTerminalReceipt')}
          </Button>
        )}
        <Button size="xl" onClick={onNewSale} data-testid="new-sale" autoFocus>
          <Plus aria-hidden="true" />
          {t('sale.checkout.receipt.newSale')}
        </Button>
      </div>
      <Dialog
        open={receiptUrl !== null}
        onOpenChange={(next) => !next && setReceiptUrl(null)}
        title={t('sale.checkout.receipt.terminalReceipt')}
        size="sm"
      >
        {receiptUrl && (
          <img
            src={receiptUrl}
            alt={t('sale.checkout.receipt.terminalReceipt')}
            className="mx-auto w-full max-w-xs"
            data-testid="terminal-receipt-image"
          />
        )}
      </Dialog>
    </section>
  );
}

/** One approved payment: method, card, transaction id or cash tendered, and its amount. */
function ReceiptPaymentRow({ payment }: { payment: TillPayment }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  return (
    <li
      data-method={payment.method}
      className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-line"
    >
      {payment.method === 'card' ? (
        <CreditCard className="size-5 text-secondary-700" aria-hidden="true" />
      ) : (
        <Banknote className="size-5 text-emerald-700" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">
          {t(`sale.checkout.receipt.${payment.method}`)}
          {payment.card?.brand || payment.card?.last4 ? (
            <span className="ml-2 font-normal text-ink-muted">
              {[payment.card.brand, payment.card.last4 ? `•••• ${payment.card.last4}` : null]
                .filter(Boolean)
                .join(' ')}
            </span>
          ) : null}
        </p>
        <p className="text-ink-muted text-sm">
          {[
            payment.transaction_id
              ? t('sale.checkout.receipt.transaction', { id: payment.transaction_id })
              : null,
            payment.method === 'cash' && payment.tendered_minor !== null
              ? t('sale.checkout.receipt.tendered', { amount: formatTl(payment.tendered_minor) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <span className="font-bold text-ink text-lg tabular-nums">{formatTl(payment.amount_minor)}</span>
    </li>
  );
}
