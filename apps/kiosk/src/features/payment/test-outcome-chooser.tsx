import { SIMULATOR_OUTCOMES, type SimulatorOutcome } from '@kiosk/contracts';
import { cn } from '@kiosk/ui';
import { FlaskConical, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../components/kiosk-button';
import { notify } from '../../components/notices';
import { chooseTestOutcome } from './payment-api';

const DELAYS_MS = [500, 1500, 3000, 8000] as const;

/**
 * The spec's test-environment result chooser: with the terminal simulator, staff choose the outcome
 * (and delay) of the sale before it is sent.
 */
export function TestOutcomeChooser({ url, onChosen }: { url: string; onChosen: () => void }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<SimulatorOutcome>('approve');
  const [delayMs, setDelayMs] = useState<number>(1500);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      await chooseTestOutcome(url, outcome, delayMs);
    } catch {
      notify({ tone: 'warning', title: t('payment.testEnvironment.failed') });
    }
    setBusy(false);
    onChosen();
  };

  return (
    <section
      aria-labelledby="test-environment-title"
      data-testid="test-outcome-chooser"
      className="w-full rounded-[2rem] bg-white/95 p-8 text-left text-ink shadow-raised ring-4 ring-amber-300"
    >
      <div className="mb-6 flex items-center gap-4">
        <span className="grid size-14 place-items-center rounded-2xl bg-amber-300 text-secondary-950">
          <FlaskConical className="size-8" aria-hidden="true" />
        </span>
        <div>
          <h2 id="test-environment-title" className="font-extrabold text-3xl text-secondary-900">
            {t('payment.testEnvironment.title')}
          </h2>
          <p className="text-ink-muted text-lg">{t('payment.testEnvironment.description')}</p>
        </div>
      </div>
      <fieldset className="m-0 border-0 p-0">
        <legend className="mb-3 font-bold text-secondary-900 text-xl">
          {t('payment.testEnvironment.outcome')}
        </legend>
        <div className="grid grid-cols-3 gap-3">
          {SIMULATOR_OUTCOMES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={outcome === value}
              data-outcome={value}
              onClick={() => setOutcome(value)}
              className={cn(
                'min-h-16 rounded-2xl px-4 py-3 font-semibold text-lg ring-2 transition-colors active:scale-[0.98]',
                'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
                outcome === value
                  ? value === 'approve'
                    ? 'bg-emerald-600 text-white ring-emerald-600'
                    : 'bg-secondary-900 text-white ring-secondary-900'
                  : 'bg-surface text-ink ring-line hover:ring-primary-200',
              )}
            >
              {t(`payment.testEnvironment.outcomes.${value}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="m-0 mt-6 border-0 p-0">
        <legend className="mb-3 font-bold text-secondary-900 text-xl">
          {t('payment.testEnvironment.delay')}
        </legend>
        <div className="flex flex-wrap gap-3">
          {DELAYS_MS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={delayMs === value}
              data-delay={value}
              onClick={() => setDelayMs(value)}
              className={cn(
                'h-14 min-w-24 rounded-2xl px-5 font-semibold text-lg ring-2 transition-colors',
                'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
                delayMs === value
                  ? 'bg-primary-500 text-secondary-950 ring-primary-500'
                  : 'bg-surface ring-line',
              )}
            >
              {t('payment.testEnvironment.seconds', { count: value / 1000 })}
            </button>
          ))}
        </div>
      </fieldset>
      <KioskButton
        size="xl"
        className="mt-8 w-full"
        onClick={start}
        loading={busy}
        data-testid="test-outcome-start"
      >
        {!busy && <Play aria-hidden="true" />}
        {t('payment.testEnvironment.start')}
      </KioskButton>
    </section>
  );
}
