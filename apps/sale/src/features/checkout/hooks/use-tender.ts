import type { SimulatorOutcome, TillPaymentMethod } from '@kiosk/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import { moneyInput, parseMoney } from '../../../lib/money-input';
import { changeDue } from '../utils/cash';
import { type PartRequest, partProblem, tenderRequest } from '../utils/tender';

/** The simulator's answer delays offered in the test environment. */
export const TEST_DELAYS_MS = [1000, 3000, 8000] as const;

/**
 * The tender's state: method, this part's amount (what remains, or a failed part's amount again),
 * cash tendered and the change due, the test outcome; the problems shown once a payment was tried.
 */
export function useTender(input: {
  remainingMinor: number;
  retry: { method: TillPaymentMethod; amountMinor: number } | undefined;
  testEnvironment: boolean;
  busy: boolean;
  onPay(request: PartRequest): void;
}) {
  const { remainingMinor, retry } = input;
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const [method, setMethodState] = useState<TillPaymentMethod>(retry?.method ?? 'card');
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
  const submit = () => {
    setSubmitted(true);
    if (problem || amountMinor === null || input.busy) return;
    const testEnvironment = input.testEnvironment;
    input.onPay(tenderRequest({ method, amountMinor, tenderedMinor, testEnvironment, outcome, delayMs }));
  };
  return {
    method,
    setMethod: (value: TillPaymentMethod) => {
      setMethodState(value);
      setSubmitted(false);
    },
    amountText,
    setAmountText,
    amountMinor,
    tenderedText,
    setTenderedText,
    tenderedMinor,
    change:
      method === 'cash' && amountMinor !== null && tenderedMinor !== null
        ? changeDue(tenderedMinor, amountMinor)
        : 0,
    amountError:
      submitted && problem?.field === 'amount'
        ? t(`sale.checkout.errors.${problem.key}`, { amount: formatTl(remainingMinor) })
        : undefined,
    tenderedError:
      submitted && problem?.field === 'tendered' ? t(`sale.checkout.errors.${problem.key}`) : undefined,
    outcome,
    setOutcome,
    delayMs,
    setDelayMs,
    submit,
  };
}

export type TenderState = ReturnType<typeof useTender>;
