import { SIMULATOR_OUTCOMES, type SimulatorOutcome } from '@kiosk/contracts';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.js';

export interface TestOutcomeChooserProps {
  outcome: SimulatorOutcome;
  onOutcomeChange(outcome: SimulatorOutcome): void;
  delayMs: number;
  onDelayChange(delayMs: number): void;
  /** The simulator's answer delays offered, in milliseconds. */
  delays: readonly number[];
  /**
   * `large`: the kiosk's titled panel with big touch targets; `compact`: a strip inside the till's
   * tender form, its `label` read out as the group's name.
   */
  size?: 'large' | 'compact';
  /** The compact strip's name (the large panel is titled 'Test environment'). */
  label?: string;
  /** Under the choices (the kiosk's start button). */
  children?: ReactNode;
}

const FOCUS = 'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400';

/** The outcome choices (approve, decline, ...); the chosen one is pressed. */
function OutcomeButtons({
  outcome,
  onOutcomeChange,
  large,
}: Pick<TestOutcomeChooserProps, 'outcome' | 'onOutcomeChange'> & { large: boolean }) {
  const { t } = useTranslation();
  return SIMULATOR_OUTCOMES.map((value) => (
    <button
      key={value}
      type="button"
      aria-pressed={outcome === value}
      data-outcome={value}
      onClick={() => onOutcomeChange(value)}
      className={cn(
        'transition-colors',
        FOCUS,
        large
          ? 'min-h-16 rounded-2xl px-4 py-3 font-semibold text-lg ring-2 active:scale-[0.98]'
          : 'h-9 rounded-lg px-3 font-medium text-sm ring-1',
        outcome === value
          ? value === 'approve'
            ? 'bg-emerald-800 text-white ring-emerald-800'
            : 'bg-secondary-900 text-white ring-secondary-900'
          : large
            ? 'bg-surface text-ink ring-line hover:ring-primary-200'
            : 'bg-white text-ink ring-line hover:ring-amber-400',
      )}
    >
      {t(`payment.testEnvironment.outcomes.${value}`)}
    </button>
  ));
}

/** The answer delays offered, in seconds; the chosen one is pressed. */
function DelayButtons({
  delayMs,
  onDelayChange,
  delays,
  large,
}: Pick<TestOutcomeChooserProps, 'delayMs' | 'onDelayChange' | 'delays'> & { large: boolean }) {
  const { t } = useTranslation();
  return delays.map((value) => (
    <button
      key={value}
      type="button"
      aria-pressed={delayMs === value}
      data-delay={value}
      onClick={() => onDelayChange(value)}
      className={cn(
        'transition-colors',
        FOCUS,
        large
          ? 'h-14 min-w-24 rounded-2xl px-5 font-semibold text-lg ring-2'
          : 'h-8 min-w-14 rounded-lg px-2 font-medium text-sm ring-1',
        delayMs === value
          ? large
            ? 'bg-primary-500 text-secondary-950 ring-primary-500'
            : 'bg-amber-400 text-secondary-950 ring-amber-500'
          : large
            ? 'bg-surface ring-line'
            : 'bg-white ring-line',
      )}
    >
      {t('payment.testEnvironment.seconds', { count: value / 1000 })}
    </button>
  ));
}

/**
 * The spec's test-environment result chooser: with the terminal simulator, staff choose the outcome
 * and the delay of the next card sale before it is sent (the kiosk's payment, the till's card part).
 */
export function TestOutcomeChooser({
  outcome,
  onOutcomeChange,
  delayMs,
  onDelayChange,
  delays,
  size = 'large',
  label,
  children,
}: TestOutcomeChooserProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const large = size === 'large';
  const outcomeButtons = <OutcomeButtons outcome={outcome} onOutcomeChange={onOutcomeChange} large={large} />;
  const delayButtons = (
    <DelayButtons delayMs={delayMs} onDelayChange={onDelayChange} delays={delays} large={large} />
  );

  if (!large) {
    return (
      <fieldset
        className="m-0 rounded-2xl border-0 bg-amber-50 p-3 ring-2 ring-amber-300"
        data-testid="test-outcome-chooser"
      >
        <legend className="sr-only">{label ?? t('payment.testEnvironment.title')}</legend>
        <p aria-hidden="true" className="mb-2 flex items-center gap-2 font-semibold text-amber-900 text-sm">
          <FlaskConical className="size-4" />
          {label ?? t('payment.testEnvironment.title')}
        </p>
        <div className="flex flex-wrap gap-2">{outcomeButtons}</div>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="font-medium text-amber-900 text-sm">{t('payment.testEnvironment.delay')}</span>
          {delayButtons}
        </div>
        {children}
      </fieldset>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      data-testid="test-outcome-chooser"
      className="w-full rounded-[2rem] bg-white/95 p-8 text-left text-ink shadow-raised ring-4 ring-amber-300"
    >
      <div className="mb-6 flex items-center gap-4">
        <span className="grid size-14 place-items-center rounded-2xl bg-amber-300 text-secondary-950">
          <FlaskConical className="size-8" aria-hidden="true" />
        </span>
        <div>
          <h2 id={titleId} className="font-extrabold text-3xl text-secondary-900">
            {label ?? t('payment.testEnvironment.title')}
          </h2>
          <p className="text-ink-muted text-lg">{t('payment.testEnvironment.description')}</p>
        </div>
      </div>
      <fieldset className="m-0 border-0 p-0">
        <legend className="mb-3 font-bold text-secondary-900 text-xl">
          {t('payment.testEnvironment.outcome')}
        </legend>
        <div className="grid grid-cols-3 gap-3">{outcomeButtons}</div>
      </fieldset>
      <fieldset className="m-0 mt-6 border-0 p-0">
        <legend className="mb-3 font-bold text-secondary-900 text-xl">
          {t('payment.testEnvironment.delay')}
        </legend>
        <div className="flex flex-wrap gap-3">{delayButtons}</div>
      </fieldset>
      {children}
    </section>
  );
}
