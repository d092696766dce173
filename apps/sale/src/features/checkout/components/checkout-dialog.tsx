import { attemptErrorKey, Button, buttonClassName, cn, Dialog, Spinner } from '@kiosk/ui';
import { AlertTriangle, CheckCircle2, RotateCcw, Settings, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatTl } from '../../../lib/money';
import { TILL_PATHS } from '../../../lib/till-paths';
import { useTillTerminalId } from '../../../lib/till-terminal';
import { useTillTerminal } from '../api/get-till-terminals';
import { type Checkout, type CheckoutDraft, useCheckout } from '../hooks/use-checkout';
import { forgetCheckout } from '../utils/checkout-memory';
import { CustomerDetailsForm } from './customer-details-form';
import { PaymentProgress } from './payment-progress';
import { ReceiptView } from './receipt-view';
import { TenderPanel } from './tender-panel';

export interface CheckoutDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  draft: CheckoutDraft;
  /** The sale is paid and the cashier pressed "New sale" (or closed the receipt): clear the cart. */
  onCompleted(): void;
}

/**
 * The till's checkout: customer details above the threshold, the order created once, then card /
 * cash parts until nothing remains (split payments), the card's progress with cancel, and the
 * receipt. It cannot be closed while a part runs or once money is taken but some remains.
 */
export function CheckoutDialog({ open, onOpenChange, draft, onCompleted }: CheckoutDialogProps) {
  const { t } = useTranslation();
  const terminalId = useTillTerminalId();
  const { terminal } = useTillTerminal(terminalId);
  const checkout = useCheckout({ draft, open, terminalId: terminal === null ? null : terminalId });
  const { stage } = checkout;
  const complete = () => {
    forgetCheckout();
    onCompleted();
  };

  const onChange = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (stage?.kind === 'receipt') return complete();
    // Esc and the overlay never stop a running card payment: only its Cancel button does
    if (!checkout.closable) return;
    onOpenChange(false);
  };

  let body: ReactNode;
  if (!terminalId || terminal === null) {
    body = <NoTerminal notFound={Boolean(terminalId)} />;
  } else if (!stage || stage.kind === 'creating') {
    body = (
      <div className="flex min-h-64 items-center justify-center" data-testid="checkout-creating">
        <Spinner size="lg" showLabel label={t('sale.checkout.creating')} />
      </div>
    );
  } else if (stage.kind === 'customer') {
    body = (
      <CustomerDetailsForm
        setting={checkout.setting}
        initial={checkout.customer}
        serverIssues={checkout.customerIssues}
        onSubmit={checkout.submitCustomer}
        onCancel={() => onOpenChange(false)}
      />
    );
  } else if (stage.kind === 'create_failed') {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 py-8 text-center"
        data-testid="create-failed"
      >
        <XCircle className="size-14 text-red-600" aria-hidden="true" />
        <h3 className="font-bold text-red-800 text-xl">{t('sale.checkout.createFailed')}</h3>
        <p className="text-ink">{stage.message}</p>
        {stage.lines.map((line) => (
          <p key={`${line.index}-${line.key}`} className="text-red-800">
            {t('sale.checkout.lineProblem', {
              line: line.index + 1,
              problem: t(`sale.checkout.lineIssues.${line.key}`, {
                defaultValue: t('sale.checkout.lineIssues.invalid'),
              }),
            })}
          </p>
        ))}
        <p className="text-ink-muted text-sm">{t('sale.checkout.createFailedHint')}</p>
        <Button size="lg" onClick={checkout.retryCreate}>
          <RotateCcw aria-hidden="true" />
          {t('sale.checkout.retryCreate')}
        </Button>
      </div>
    );
  } else if (stage.kind === 'receipt' && checkout.order) {
    body = (
      <ReceiptView order={checkout.order} payments={checkout.money?.payments ?? []} onNewSale={complete} />
    );
  } else {
    body = (
      <div className="grid gap-6 md:grid-cols-[17rem_1fr]">
        <MoneySummary checkout={checkout} cartTotalMinor={draft.total_minor} />
        {stage.kind === 'running' ? (
          <PaymentProgress payment={stage.payment} cancelling={stage.cancelling} onCancel={checkout.cancel} />
        ) : (
          <div className="flex flex-col gap-4">
            <PartResult checkout={checkout} />
            {checkout.startError && (
              <p
                role="alert"
                className="rounded-xl bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200"
                data-testid="start-error"
              >
                {checkout.startError}
              </p>
            )}
            <TenderPanel
              remainingMinor={checkout.money?.remaining_minor ?? draft.total_minor}
              retry={
                checkout.lastPart && checkout.lastPart.step !== 'paid'
                  ? { method: checkout.lastPart.method, amountMinor: checkout.lastPart.amount_minor }
                  : undefined
              }
              testEnvironment={terminal?.test_environment ?? false}
              busy={checkout.starting}
              onPay={(request) => void checkout.pay(request)}
            />
          </div>
        )}
      </div>
    );
  }

  const title =
    stage?.kind === 'customer'
      ? t('sale.checkout.customer.title')
      : checkout.order
        ? `${t('sale.checkout.title')} · ${t('sale.checkout.orderNumber')} ${checkout.order.order_number}`
        : t('sale.checkout.title');

  return (
    <Dialog open={open} onOpenChange={onChange} title={title} size="xl" hideClose={!checkout.closable}>
      <div
        data-testid="checkout-dialog"
        data-stage={stage?.kind ?? 'idle'}
        data-order-number={checkout.order?.order_number}
      >
        {body}
      </div>
    </Dialog>
  );
}

function NoTerminal({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" data-testid="checkout-no-terminal">
      <AlertTriangle className="size-14 text-amber-500" aria-hidden="true" />
      <p className="max-w-md text-ink text-lg">
        {notFound ? t('sale.checkout.errors.terminal_not_found') : t('sale.checkout.noTerminal')}
      </p>
      <Link to={TILL_PATHS.settings} className={buttonClassName({ size: 'lg' })}>
        <Settings aria-hidden="true" />
        {t('sale.checkout.linkTerminal')}
      </Link>
    </div>
  );
}

/** Total, paid and remaining, big; the parts already paid under them. */
function MoneySummary({ checkout, cartTotalMinor }: { checkout: Checkout; cartTotalMinor: number }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const money = checkout.money;
  if (!money) return null;
  const paidParts = money.payments.filter((p) => p.step === 'paid');
  return (
    <aside className="flex flex-col gap-3" aria-label={t('sale.checkout.title')}>
      <div className="rounded-2xl bg-secondary-900 p-5 text-white">
        <p className="font-medium text-primary-200 text-sm">{t('sale.checkout.total')}</p>
        <p className="font-extrabold text-4xl tabular-nums" data-testid="checkout-total">
          {formatTl(money.total_minor)}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-white p-4 ring-1 ring-line">
          <p className="font-medium text-ink-muted text-sm">{t('sale.checkout.paid')}</p>
          <p className="font-bold text-emerald-700 text-xl tabular-nums" data-testid="checkout-paid">
            {formatTl(money.paid_minor)}
          </p>
        </div>
        <div className="rounded-2xl bg-primary-50 p-4 ring-2 ring-primary-400">
          <p className="font-medium text-secondary-800 text-sm">{t('sale.checkout.remaining')}</p>
          <p className="font-bold text-secondary-950 text-xl tabular-nums" data-testid="checkout-remaining">
            {formatTl(money.remaining_minor)}
          </p>
        </div>
      </div>
      {money.total_minor !== cartTotalMinor && (
        <p
          role="status"
          className="rounded-xl bg-amber-50 px-3 py-2 text-amber-900 text-sm ring-1 ring-amber-200"
          data-testid="price-changed"
        >
          {t('sale.checkout.priceChanged', {
            cart: formatTl(cartTotalMinor),
            order: formatTl(money.total_minor),
          })}
        </p>
      )}
      {paidParts.length > 0 && (
        <ul className="flex flex-col gap-1.5" data-testid="checkout-paid-parts">
          {paidParts.map((part) => (
            <li
              key={part.id}
              className="flex items-center justify-between rounded-xl bg-emerald-50 px-3 py-2 text-emerald-900 text-sm ring-1 ring-emerald-200"
            >
              <span className="flex items-center gap-2 font-medium">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                {t(`sale.checkout.methods.${part.method}`)}
                {part.card?.last4 ? ` •••• ${part.card.last4}` : ''}
              </span>
              <span className="font-semibold tabular-nums">{formatTl(part.amount_minor)}</span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/** The last part's outcome: paid, or why it failed (the card terminal's message) with the paid parts kept. */
function PartResult({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const part = checkout.lastPart;
  if (!part) return null;
  if (part.step === 'paid') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900 ring-1 ring-emerald-200"
        data-testid="part-approved"
      >
        <CheckCircle2 className="size-5" aria-hidden="true" />
        {t('sale.checkout.part.approved', { amount: formatTl(part.amount_minor) })}
      </p>
    );
  }
  const title =
    part.step === 'cancelled'
      ? t('sale.checkout.part.cancelledTitle')
      : part.step === 'timed_out'
        ? t('sale.checkout.part.timedOutTitle')
        : t('sale.checkout.part.failedTitle');
  const paidBefore = (checkout.money?.paid_minor ?? 0) > 0;
  const message = t(`payment.errors.${attemptErrorKey(part)}`, {
    defaultValue: part.error_message ?? t('payment.errors.unknown'),
  });
  // "The payment was cancelled" needs no second line saying the same
  const same = title.replace(/\.$/, '') === message.replace(/\.$/, '');
  return (
    <div
      role="alert"
      className={cn('rounded-xl bg-red-50 px-4 py-3 ring-1 ring-red-200')}
      data-testid="part-failed"
      data-step={part.step}
    >
      <p
        className="flex items-center gap-2 font-bold text-red-800"
        {...(same ? { 'data-testid': 'part-error' } : {})}
      >
        <XCircle className="size-5" aria-hidden="true" />
        {title}
      </p>
      {!same && (
        <p className="mt-1 text-red-900" data-testid="part-error">
          {message}
        </p>
      )}
      {paidBefore && <p className="mt-1 text-red-900/80 text-sm">{t('sale.checkout.part.keptParts')}</p>}
    </div>
  );
}
