import { MAX_PAYMENT_ATTEMPTS } from '@kiosk/contracts';
import { cn } from '@kiosk/ui';
import { Check, CreditCard, Loader2, Nfc, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { formatTry } from '../../../lib/money';
import type { PaymentPhase } from '../utils/payment-flow';
import { isWaitingForCard, type StepState, stepStates, timeLeft } from '../utils/payment-view';
import { TestOutcomeChooser } from './test-outcome-chooser';

/**
 * A payment under way: the amount and the card terminal's picture beside the three steps (or, in
 * the test environment before the sale, the result chooser).
 */
export function PaymentProgress({
  phase,
  amount,
  testUrl,
  startedAt,
  onCancel,
  onOutcomeChosen,
}: {
  phase: PaymentPhase;
  amount: number;
  testUrl: string | null;
  startedAt: number | null;
  onCancel: () => void;
  onOutcomeChosen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid w-full items-center gap-10 landscape:grid-cols-2 landscape:gap-16">
      <div className="flex flex-col items-center gap-8">
        <div>
          <p className="font-semibold text-2xl text-secondary-200">{t('kiosk.payment.amount')}</p>
          <p className="font-extrabold text-8xl tracking-tight tabular-nums" data-testid="payment-amount">
            {formatTry(amount)}
          </p>
        </div>
        <TerminalVisual waiting={isWaitingForCard(phase)} />
      </div>
      {phase.kind === 'choose_outcome' && testUrl ? (
        <TestOutcomeChooser url={testUrl} onChosen={onOutcomeChosen} />
      ) : (
        <PaymentSteps phase={phase} startedAt={startedAt} onCancel={onCancel} />
      )}
    </div>
  );
}

/** Ticks every second while `running`, for the time left. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** The card and terminal picture, with what to do while the terminal waits for the card. */
function TerminalVisual({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div
        className={cn(
          'relative grid size-56 place-items-center landscape:size-48',
          waiting && 'animate-float',
        )}
      >
        <span
          className={cn(
            'absolute inset-0 rounded-full bg-primary-500/20',
            waiting && 'animate-ping [animation-duration:2s]',
          )}
        />
        <span className="relative grid size-48 place-items-center rounded-full bg-gradient-to-br from-primary-300 via-primary-500 to-primary-700 text-secondary-950 shadow-raised landscape:size-40">
          {waiting ? (
            <Nfc className="size-24 landscape:size-20" strokeWidth={1.5} aria-hidden="true" />
          ) : (
            <CreditCard className="size-24 landscape:size-20" strokeWidth={1.5} aria-hidden="true" />
          )}
        </span>
      </div>
      {waiting && (
        <div>
          <p className="text-balance font-bold text-4xl">{t('kiosk.payment.presentCard')}</p>
          <p className="mt-3 text-balance text-2xl text-secondary-200">{t('kiosk.payment.followTerminal')}</p>
        </div>
      )}
    </>
  );
}

/** The three steps of the payment and, while the terminal works, the time left and "cancel". */
function PaymentSteps({
  phase,
  startedAt,
  onCancel,
}: {
  phase: PaymentPhase;
  startedAt: number | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const states = stepStates(phase);
  const labels = [
    t('kiosk.payment.steps.creating'),
    t('kiosk.payment.steps.connecting'),
    t('kiosk.payment.steps.waiting'),
  ];
  const time = timeLeft(startedAt, useNow(isWaitingForCard(phase)));

  return (
    <div className="flex w-full flex-col gap-8">
      <ol
        aria-label={t('kiosk.payment.stepsLabel')}
        className="flex w-full flex-col gap-3 text-left"
        data-testid="payment-steps"
      >
        {labels.map((label, index) => (
          <StepItem key={label} label={label} index={index} state={states[index] ?? 'todo'} />
        ))}
      </ol>
      {phase.kind === 'processing' && (
        <div className="flex w-full flex-wrap items-center justify-between gap-4">
          <p
            className="font-semibold text-2xl text-secondary-200 tabular-nums"
            data-testid="payment-time-left"
          >
            {t('kiosk.payment.timeLeft', { time })}
            <span className="ml-4 text-secondary-300/70 text-xl">
              {t('kiosk.payment.attempt', { n: phase.attempt.attempts_used, max: MAX_PAYMENT_ATTEMPTS })}
            </span>
          </p>
          <KioskButton
            variant="glass"
            size="lg"
            onClick={onCancel}
            loading={phase.cancelling}
            data-testid="cancel-payment"
          >
            {!phase.cancelling && <X aria-hidden="true" />}
            {phase.cancelling ? t('kiosk.payment.cancelling') : t('kiosk.payment.cancel')}
          </KioskButton>
        </div>
      )}
    </div>
  );
}

function StepItem({ label, index, state }: { label: string; index: number; state: StepState }) {
  return (
    <li
      data-state={state}
      aria-current={state === 'active' ? 'step' : undefined}
      className={cn(
        'flex items-center gap-5 rounded-3xl px-6 py-5 text-2xl ring-1 transition-colors',
        state === 'active' && 'bg-white/12 font-bold ring-primary-400/60',
        state === 'done' && 'text-secondary-100 ring-white/10',
        state === 'todo' && 'text-white/45 ring-white/5',
      )}
    >
      <span
        className={cn(
          'grid size-12 shrink-0 place-items-center rounded-full',
          state === 'done'
            ? 'bg-emerald-500 text-white'
            : state === 'active'
              ? 'bg-primary-500 text-secondary-950'
              : 'bg-white/10',
        )}
      >
        {state === 'done' ? (
          <Check className="size-7" strokeWidth={3} aria-hidden="true" />
        ) : state === 'active' ? (
          <Loader2 className="size-7 animate-spin" aria-hidden="true" />
        ) : (
          <span className="font-bold text-xl">{index + 1}</span>
        )}
      </span>
      {label}
    </li>
  );
}
