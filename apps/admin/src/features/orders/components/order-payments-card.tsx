import type { OrderDetail } from '@kiosk/contracts';
import { cn, useLanguage } from '@kiosk/ui';
import { Banknote, CreditCard, Undo2, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatOrderDate, formatOrderMoney } from '../utils/order-format';
import { cardLabel } from '../utils/payment-lines';
import { DetailCard } from './detail-card';

const stepTone: Record<string, string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  connecting: 'bg-amber-50 text-amber-800 ring-amber-200',
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  timed_out: 'bg-red-50 text-red-700 ring-red-200',
  cancelled: 'bg-surface-muted text-ink-muted ring-line',
};

function Pill({ tone, children }: { tone: string; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
        stepTone[tone] ?? 'bg-surface-muted text-ink-muted ring-line',
      )}
    >
      {children}
    </span>
  );
}

/**
 * 'Ödemeler ve İadeler': every payment of the order (method, amount, status, transaction number,
 * card, who, when; cash with what was handed over and the change) and every refund (kind, amount,
 * status, reason, who, when).
 */
export function OrderPaymentsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = (minor: number) => formatOrderMoney(minor, order.currency_code, locale);
  const when = (iso: string) => formatOrderDate(iso, locale) ?? '';
  return (
    <DetailCard title={t('orders.detail.payments.title')} icon={Wallet} data-testid="order-payments">
      <dl className="mb-4 grid grid-cols-3 gap-2 text-sm" data-testid="order-money">
        {(
          [
            ['paidAmount', order.paid_minor],
            ['refundedAmount', order.refunded_minor],
            ['dueAmount', order.due_minor],
          ] as const
        ).map(([key, minor]) => (
          <div key={key} className="rounded-xl bg-surface-muted px-3 py-2" data-testid={`order-money-${key}`}>
            <dt className="text-ink-muted text-xs">{t(`orders.detail.payments.${key}`)}</dt>
            <dd className="font-semibold text-ink tabular-nums">{money(minor)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mb-2 font-semibold text-ink-muted text-xs uppercase tracking-wide">
        {t('orders.detail.payments.paymentsHeading')}
      </h3>
      {order.payments.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('orders.detail.payments.none')}</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="order-payment-list">
          {order.payments.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} money={money} when={when} />
          ))}
        </ul>
      )}
      <h3 className="mt-4 mb-2 font-semibold text-ink-muted text-xs uppercase tracking-wide">
        {t('orders.detail.payments.refundsHeading')}
      </h3>
      {order.refunds.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('orders.detail.payments.noRefunds')}</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="order-refund-list">
          {order.refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} money={money} when={when} />
          ))}
        </ul>
      )}
    </DetailCard>
  );
}

type Money = (minor: number) => string;

/** One payment: method and amount, its step, when and by whom, transaction, card, cash given and change. */
function PaymentItem({
  payment,
  money,
  when,
}: {
  payment: OrderDetail['payments'][number];
  money: Money;
  when: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const Icon = payment.method === 'cash' ? Banknote : CreditCard;
  const card = cardLabel(payment.card);
  const who = payment.created_by;
  return (
    <li className="flex items-start gap-3 py-2.5" data-testid="order-payment">
      <Icon className="mt-0.5 size-4 shrink-0 text-ink-muted" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">
            {t(`orders.detail.payments.method.${payment.method}`)} · {money(payment.amount_minor)}
          </span>
          <Pill tone={payment.step}>{t(`orders.detail.payments.step.${payment.step}`)}</Pill>
        </div>
        <div className="mt-0.5 flex flex-wrap gap-x-3 text-ink-muted text-xs">
          <span>{when(payment.created_at)}</span>
          {who && <span>{t('orders.detail.payments.by', { who })}</span>}
          {payment.transaction_id && (
            <span className="font-mono">
              {t('orders.detail.payments.transactionId', { id: payment.transaction_id })}
            </span>
          )}
          {card && <span className="font-mono">{card}</span>}
          {payment.tendered_minor !== null && payment.change_minor !== null && (
            <span>
              {t('orders.detail.payments.tendered', {
                tendered: money(payment.tendered_minor),
                change: money(payment.change_minor),
              })}
            </span>
          )}
          {payment.refunded_minor > 0 && (
            <span>{t('orders.detail.payments.refunded', { amount: money(payment.refunded_minor) })}</span>
          )}
        </div>
        {payment.error_message && payment.step !== 'paid' && (
          <p className="mt-0.5 text-red-700 text-xs">{payment.error_message}</p>
        )}
      </div>
    </li>
  );
}

/** One refund: kind and amount, its status, when and by whom, the reason and a failure's message. */
function RefundItem({
  refund,
  money,
  when,
}: {
  refund: OrderDetail['refunds'][number];
  money: Money;
  when: (iso: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start gap-3 py-2.5" data-testid="order-refund">
      <Undo2 className="mt-0.5 size-4 shrink-0 text-ink-muted" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">
            {t(`orders.detail.payments.kind.${refund.kind}`)} · {money(refund.amount_minor)}
          </span>
          <Pill tone={refund.status}>{t(`orders.detail.payments.refundStatus.${refund.status}`)}</Pill>
        </div>
        <div className="mt-0.5 flex flex-wrap gap-x-3 text-ink-muted text-xs">
          <span>{when(refund.created_at)}</span>
          {refund.created_by && <span>{t('orders.detail.payments.by', { who: refund.created_by })}</span>}
        </div>
        <p className="mt-0.5 text-ink text-xs">
          {t('orders.detail.payments.reason', { reason: refund.reason })}
        </p>
        {refund.error_message && refund.status === 'failed' && (
          <p className="mt-0.5 text-red-700 text-xs">{refund.error_message}</p>
        )}
      </div>
    </li>
  );
}
