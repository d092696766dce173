import type { TillPaymentMethod } from '@kiosk/contracts';
import { Button, cn, describedBy, Field, Input, TestOutcomeChooser } from '@kiosk/ui';
import { Banknote, CreditCard } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import { TEST_DELAYS_MS, type TenderState, useTender } from '../hooks/use-tender';
import type { PartRequest } from '../utils/tender';
import { CashTender } from './cash-tender';

/**
 * The tender: card or cash, the amount of this part (the remaining by default, smaller for a
 * split), cash received with quick amounts and the change due. Enter takes the payment.
 */
export function TenderPanel({
  remainingMinor,
  retry,
  testEnvironment,
  busy,
  onPay,
  cashBlock,
}: {
  remainingMinor: number;
  /** A part that failed: its method and amount are offered again (a retry keeps the paid parts). */
  retry?: { method: TillPaymentMethod; amountMinor: number } | undefined;
  testEnvironment: boolean;
  busy: boolean;
  onPay(request: PartRequest): void;
  /** Shown instead of the cash tender when cash cannot be taken (the take button is then disabled). */
  cashBlock?: ReactNode;
}) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const id = useId();
  const tender = useTender({ remainingMinor, retry, testEnvironment, busy, onPay });
  const { method, amountMinor, amountError } = tender;
  const cashBlocked = method === 'cash' && Boolean(cashBlock);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!cashBlocked) tender.submit();
      }}
    >
      <fieldset className="m-0 grid grid-cols-2 gap-3 border-0 p-0">
        <legend className="sr-only">{t('sale.checkout.method')}</legend>
        <MethodButton value="card" Icon={CreditCard} tender={tender} />
        <MethodButton value="cash" Icon={Banknote} tender={tender} />
      </fieldset>

      <Field
        id={`${id}-amount`}
        label={t('sale.checkout.amount')}
        hint={t('sale.checkout.amountHint')}
        error={amountError}
      >
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={tender.amountText}
          invalid={Boolean(amountError)}
          aria-describedby={describedBy(`${id}-amount`, amountError, true)}
          onChange={(event) => tender.setAmountText(event.target.value)}
          onFocus={(event) => event.target.select()}
          className="h-14 text-right font-bold text-2xl tabular-nums"
          data-testid="part-amount"
        />
      </Field>

      {method === 'cash' && (cashBlock || <CashTender id={id} tender={tender} />)}

      {method === 'card' && testEnvironment && (
        <TestOutcomeChooser
          size="compact"
          label={t('sale.checkout.testOutcome')}
          outcome={tender.outcome}
          onOutcomeChange={tender.setOutcome}
          delayMs={tender.delayMs}
          onDelayChange={tender.setDelayMs}
          delays={TEST_DELAYS_MS}
        />
      )}

      {/* kept in sight at the foot of the dialog when a failed part's notice pushes it down (1366x768) */}
      <Button
        type="submit"
        size="xl"
        loading={busy}
        disabled={cashBlocked}
        className="sticky bottom-0 w-full shadow-[0_-1rem_1rem_-0.25rem_white]"
        data-testid="take-payment"
      >
        {method === 'card' ? <CreditCard aria-hidden="true" /> : <Banknote aria-hidden="true" />}
        {t(method === 'card' ? 'sale.checkout.chargeCard' : 'sale.checkout.takeCash', {
          amount: amountMinor !== null ? formatTl(amountMinor) : '—',
        })}
      </Button>
    </form>
  );
}

function MethodButton({
  value,
  Icon,
  tender,
}: {
  value: TillPaymentMethod;
  Icon: typeof CreditCard;
  tender: TenderState;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={tender.method === value}
      data-testid={`method-${value}`}
      onClick={() => tender.setMethod(value)}
      className={cn(
        'flex h-16 items-center justify-center gap-3 rounded-2xl font-bold text-lg ring-2 transition-colors',
        'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
        tender.method === value
          ? 'bg-secondary-900 text-white ring-secondary-900'
          : 'bg-white text-ink ring-line hover:ring-primary-300',
      )}
    >
      <Icon className="size-6" aria-hidden="true" />
      {t(`sale.checkout.methods.${value}`)}
    </button>
  );
}
