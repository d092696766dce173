import type { OrderDetail } from '@kiosk/contracts';
import { Button, cn } from '@kiosk/ui';
import { CreditCard, ReceiptText, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReceiptType } from '../api/get-receipt-url';
import { paymentMethodKey, paymentStatusKey } from '../utils/order-status';
import { DetailCard, DetailList } from './detail-card';

/** 'Müşteri Bilgileri', or 'Misafir Müşteri' when no customer details were taken. */
export function CustomerCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const c = order.customer;
  const name = c ? `${c.first_name} ${c.last_name}`.trim() : '';
  const hasDetails = c && (name || c.email || c.phone || c.company_name || c.address || c.tc_kimlik_no);
  return (
    <DetailCard title={t('orders.detail.customer.title')} icon={UserRound} data-testid="customer-details">
      {hasDetails ? (
        <DetailList
          rows={[
            { label: t('orders.detail.customer.name'), value: name },
            { label: t('orders.detail.customer.email'), value: c.email },
            { label: t('orders.detail.customer.phone'), value: c.phone },
            { label: t('orders.detail.tcKimlik'), value: c.tc_kimlik_no ?? null },
            { label: t('orders.detail.customer.company'), value: c.company_name },
            { label: t('orders.detail.customer.address'), value: c.address },
          ]}
        />
      ) : (
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
            <UserRound className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold text-ink">{t('orders.guest')}</p>
            <p className="text-ink-muted text-sm">{t('orders.detail.customer.guestHint')}</p>
          </div>
        </div>
      )}
    </DetailCard>
  );
}

const paymentTone: Record<string, string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  unpaid: 'bg-surface-muted text-ink-muted ring-line',
  in_progress: 'bg-amber-50 text-amber-800 ring-amber-200',
  refunded: 'bg-sky-50 text-sky-800 ring-sky-200',
  partially_refunded: 'bg-sky-50 text-sky-800 ring-sky-200',
};

/** 'Ödeme Bilgileri': method, card, authorization, batch, response code and payment status. */
export function PaymentCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const p = order.payment_details;
  const method = paymentMethodKey(order.payment_method);
  const status = paymentStatusKey(order.payment_state);
  const card = p
    ? [p.card_brand, p.card_last4 ? `•••• ${p.card_last4}` : null].filter(Boolean).join(' ')
    : '';
  return (
    <DetailCard title={t('orders.detail.payment.title')} icon={CreditCard} data-testid="payment-details">
      <DetailList
        rows={[
          { label: t('orders.detail.payment.method'), value: method ? t(method) : order.payment_method },
          { label: t('orders.detail.payment.card'), value: card, mono: true },
          { label: t('orders.detail.payment.cardType'), value: p?.card_type },
          { label: t('orders.detail.payment.authorizationCode'), value: p?.authorization_code, mono: true },
          { label: t('orders.detail.payment.batchNo'), value: p?.batch_no, mono: true },
          { label: t('orders.detail.payment.responseCode'), value: p?.response_code, mono: true },
          {
            label: t('orders.detail.payment.status'),
            value: (
              <span
                className={cn(
                  'inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
                  paymentTone[order.payment_state] ?? 'bg-surface-muted text-ink-muted ring-line',
                )}
                data-testid="payment-state"
              >
                {status ? t(status) : order.payment_state}
              </span>
            ),
          },
        ]}
      />
    </DetailCard>
  );
}

/** 'Fişler': a button per stored receipt, opening its preview. */
export function ReceiptsCard({ order, onOpen }: { order: OrderDetail; onOpen: (type: ReceiptType) => void }) {
  const { t } = useTranslation();
  const available: ReceiptType[] = [];
  if (order.receipts.customer_receipt_id) available.push('customer');
  if (order.receipts.merchant_receipt_id) available.push('merchant');
  return (
    <DetailCard title={t('orders.detail.receipts.title')} icon={ReceiptText} data-testid="receipts">
      {available.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('orders.detail.receipts.none')}</p>
      ) : (
        <div className="grid gap-2">
          {available.map((type) => (
            <Button
              key={type}
              variant="outline"
              className="justify-start"
              onClick={() => onOpen(type)}
              data-testid={`open-receipt-${type}`}
            >
              <ReceiptText aria-hidden="true" />
              {t(`orders.detail.receipts.${type}`)}
            </Button>
          ))}
        </div>
      )}
    </DetailCard>
  );
}
