import type { SimulatorOutcome, TillPaymentMethod } from '@kiosk/contracts';
import { Button, cn, describedBy, Field, Input, TestOutcomeChooser } from '@kiosk/ui';
import { Banknote, CreditCard } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import type { PartRequest } from '../hooks/use-checkout';
import { changeDue, moneyInput, parseMoney, quickCashAmounts } from '../utils/cash';
import { partProblem } from '../utils/tender';

/** The simulator's answer delays offered in the test environment. */
const TEST_DELAYS_MS = [1000, 3000, 8000] as const;

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
}: {
  remainingMinor: number;
  /** A part that failed: its method and amount are offered again (a retry keeps the paid parts). */
  retry?: { method: TillPaymentMethod; amountMinor: number } | undefined;
  testEnvironment: boolean;
  busy: boolean;
  onPay(request: PartRequest): void;
}) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const id = useId();
  const [method, setMethod] = useState<TillPaymentMethod>(retry?.method ?? 'card');
  const [amountText, setAmountText] = useState(() =>
    moneyInput(retry ? Math.min(retry.amountMinor, remainingMinor) : remainingMinor),
  );
  const shownRemaining = useRef(remainingMinor);
  const [tenderedText, setTenderedText] = useState('');
  const [outcome, setOutcome] = useState<SimulatorOutcome>('approve');
  const [delayMs, setDelayMs] = useState<number>(TEST_DELAYS_MS[0]);
  const [submitted, setSubmitted] = useState(false);

  // what remains changed (a part was paid): the next part defaults to it
  useEffect(() => {
    if (shownRemaining.current === remainingMinor) return;
    shownRemaining.current = remainingMinor;
    setAmountText(moneyInput(remainingMinor));
    setTenderedText('');
    setSubmitted(false);
  }, [remainingMinor]);

  const amountMinor = parseMoney(amountText);
  const tenderedMinor = parseMoney(tenderedText);
  const problem = partProblem({ method, amountMinor, remainingMinor, tenderedMinor });
  const change =
    method === 'cash' && amountMinor !== null && tenderedMinor !== null
      ? changeDue(tenderedMinor, amountMinor)
      : 0;
  const amountError =
    submitted && problem?.field === 'amount'
      ? t(`sale.checkout.errors.${problem.key}`, { amount: formatTl(remainingMinor) })
      : undefined;
  const tenderedError =
    submitted && problem?.field === 'tendered' ? t(`sale.checkout.errors.${problem.key}`) : undefined;

  const submit = () => {
    setSubmitted(true);
    if (problem || amountMinor === null || busy) return;
    onPay({
      method,
      amountMinor,
      ...(method === 'cash' && tenderedMinor !== null ? { tenderedMinor } : {}),
      ...(method === 'card' && testEnvironment ? { outcome, outcomeDelayMs: delayMs } : {}),
    });
  };

  const methodButton = (value: TillPaymentMethod, Icon: typeof CreditCard) => (
    <button
      type="button"
      aria-pressed={method === value}
      data-testid={`method-${value}`}
      onClick={() => {
        setMethod(value);
        setSubmitted(false);
      }}
      className={cn(
        'flex h-16 items-center justify-center gap-3 rounded-2xl font-bold text-lg ring-2 transition-colors',
        'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
        method === value
          ? 'bg-secondary-900 text-white ring-secondary-900'
          : 'bg-white text-ink ring-line hover:ring-primary-300',
      )}
    >
      <Icon className="size-6" aria-hidden="true" />
      {t(`sale.checkout.methods.${value}`)}
    </button>
  );

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="m-0 grid grid-cols-2 gap-3 border-0 p-0">
        <legend className="sr-only">{t('sale.checkout.method')}</legend>
        {methodButton('card', CreditCard)}
        {methodButton('cash', Banknote)}
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
          value={amountText}
          invalid={Boolean(amountError)}
          aria-describedby={describedBy(`${id}-amount`, amountError, true)}
          onChange={(event) => setAmountText(event.target.value)}
          onFocus={(event) => event.target.select()}
          className="h-14 text-right font-bold text-2xl tabular-nums"
          data-testid="part-amount"
        />
      </Field>

      {method === 'cash' && (
        <div className="flex flex-col gap-3">
          <Field id={`${id}-tendered`} label={t('sale.checkout.tendered')} error={tenderedError}>
            <Input
              id={`${id}-tendered`}
              inputMode="decimal"
              autoComplete="off"
              value={tenderedText}
              invalid={Boolean(tenderedError)}
              aria-describedby={describedBy(`${id}-tendered`, tenderedError)}
              onChange={(event) => setTenderedText(event.target.value)}
              className="h-14 text-right font-bold text-2xl tabular-nums"
              data-testid="cash-tendered"
            />
          </Field>
          <fieldset className="m-0 grid auto-cols-fr grid-flow-col gap-2 border-0 p-0">
            <legend className="sr-only">{t('sale.checkout.quickCash')}</legend>
            {quickCashAmounts(amountMinor ?? 0).map((value, index) => (
              <button
                key={value}
                type="button"
                data-testid={`quick-cash-${value}`}
                onClick={() => setTenderedText(moneyInput(value))}
                className={cn(
                  'h-14 rounded-xl bg-white px-1 font-semibold text-sm tabular-nums ring-1 ring-line transition-colors',
                  'hover:bg-primary-50 hover:ring-primary-300 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
                  tenderedMinor === value && 'bg-primary-100 ring-2 ring-primary-500',
                )}
              >
                {index === 0 ? (
                  <>
                    <span className="block text-ink-muted text-xs">{t('sale.checkout.exact')}</span>
                    {formatTl(value)}
                  </>
                ) : (
                  formatTl(value)
                )}
              </button>
            ))}
          </fieldset>
          <div className="flex items-baseline justify-between rounded-2xl bg-emerald-50 px-5 py-3 ring-1 ring-emerald-200">
            <span className="font-semibold text-emerald-900 text-lg">{t('sale.checkout.change')}</span>
            <span className="font-extrabold text-4xl text-emerald-800 tabular-nums" data-testid="change-due">
              {formatTl(change)}
            </span>
          </div>
        </div>
      )}

      {method === 'card' && testEnvironment && (
        <TestOutcomeChooser
          size="compact"
          label={t('sale.checkout.testOutcome')}
          outcome={outcome}
          onOutcomeChange={setOutcome}
          delayMs={delayMs}
          onDelayChange={setDelayMs}
          delays={TEST_DELAYS_MS}
        />
      )}

      {/* kept in sight at the foot of the dialog when a failed part's notice pushes it down (1366x768) */}
      <Button
        type="submit"
        size="xl"
        loading={busy}
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
