import { Button, buttonClassName, Spinner } from '@kiosk/ui';
import { AlertTriangle, RotateCcw, Settings, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TILL_PATHS } from '../../../lib/till-paths';
import type { Checkout } from '../hooks/use-checkout';
import type { Stage } from '../utils/checkout-flow';
import { MoneySummary } from './money-summary';
import { PartResult } from './part-result';
import { PaymentProgress } from './payment-progress';
import { TenderPanel } from './tender-panel';

/** No terminal linked to this till (or the linked one is gone): a way to the settings. */
export function NoTerminal({ notFound }: { notFound: boolean }) {
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

export function CheckoutCreating() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-64 items-center justify-center" data-testid="checkout-creating">
      <Spinner size="lg" showLabel label={t('sale.checkout.creating')} />
    </div>
  );
}

/** The order could not be made: why (and which lines), and a retry. */
export function CreateFailed({
  stage,
  onRetry,
}: {
  stage: Extract<Stage, { kind: 'create_failed' }>;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  return (
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
      <Button size="lg" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t('sale.checkout.retryCreate')}
      </Button>
    </div>
  );
}

/** The money on the left; on the right the running part, else the last outcome and the tender. */
export function TenderStage({
  checkout,
  cartTotalMinor,
  testEnvironment,
  cashBlock,
}: {
  checkout: Checkout;
  cartTotalMinor: number;
  testEnvironment: boolean;
  cashBlock?: ReactNode;
}) {
  const { stage, lastPart } = checkout;
  return (
    <div className="grid gap-6 md:grid-cols-[17rem_1fr]">
      <MoneySummary money={checkout.money} cartTotalMinor={cartTotalMinor} />
      {stage?.kind === 'running' ? (
        <PaymentProgress payment={stage.payment} cancelling={stage.cancelling} onCancel={checkout.cancel} />
      ) : (
        <div className="flex flex-col gap-4">
          <PartResult part={lastPart} paidBefore={(checkout.money?.paid_minor ?? 0) > 0} />
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
            remainingMinor={checkout.money?.remaining_minor ?? cartTotalMinor}
            retry={
              lastPart && lastPart.step !== 'paid'
                ? { method: lastPart.method, amountMinor: lastPart.amount_minor }
                : undefined
            }
            testEnvironment={testEnvironment}
            busy={checkout.starting}
            cashBlock={cashBlock}
            onPay={(request) => void checkout.pay(request)}
          />
        </div>
      )}
    </div>
  );
}
