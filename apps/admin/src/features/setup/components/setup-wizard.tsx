import type { SetupResult } from '@kiosk/contracts';
import { Button } from '@kiosk/ui';
import { AlertCircle, ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type SetupWizardState, useSetupWizard } from '../hooks/use-setup-wizard';
import { SETUP_STEPS } from '../utils/setup-form';
import { AccountStep, BusinessStep, OutletStep } from './setup-steps';

/** The setup's three steps (account, business and store, outlet); each step is checked before the next. */
export function SetupWizard({ token, onDone }: { token: string; onDone(result: SetupResult): void }) {
  const { t } = useTranslation();
  const wizard = useSetupWizard(token, onDone);
  const { step } = wizard;
  return (
    <form noValidate onSubmit={wizard.submit} className="mt-4" aria-labelledby="setup-title">
      <h1 id="setup-title" className="font-bold text-3xl text-ink tracking-tight">
        {t('setup.title')}
      </h1>
      <p className="mt-2 text-ink-muted">{t('setup.subtitle')}</p>
      <SetupProgress wizard={wizard} />
      <section
        className="mt-6 rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6"
        data-testid={`setup-step-${step}`}
      >
        <h2 className="font-semibold text-ink text-lg">{t(`setup.steps.${step}`)}</h2>
        <p className="mb-5 text-ink-muted text-sm">{t(`setup.stepHints.${step}`)}</p>
        {wizard.stepHasErrors && <SetupAlert text={t('setup.fixFields')} />}
        {wizard.failed && <SetupAlert text={t('setup.failed')} />}
        {step === 'account' && <AccountStep form={wizard.form} errorText={wizard.errorText} />}
        {step === 'business' && (
          <BusinessStep form={wizard.form} errorText={wizard.errorText} provinces={wizard.provinces} />
        )}
        {step === 'outlet' && <OutletStep form={wizard.form} errorText={wizard.errorText} />}
      </section>
      <SetupNavigation wizard={wizard} />
    </form>
  );
}

/** The three steps, those reached so far highlighted and the current one marked. */
function SetupProgress({ wizard: { step, index } }: { wizard: SetupWizardState }) {
  const { t } = useTranslation();
  return (
    <ol
      className="mt-6 grid grid-cols-3 gap-2"
      aria-label={t('setup.stepOf', { step: index + 1, count: SETUP_STEPS.length })}
    >
      {SETUP_STEPS.map((s, i) => (
        <li
          key={s}
          aria-current={s === step ? 'step' : undefined}
          className={`rounded-xl border px-3 py-2 text-sm ${
            i <= index
              ? 'border-primary-300 bg-primary-50 text-secondary-900'
              : 'border-line bg-white text-ink-muted'
          }`}
        >
          <span className="block text-xs">
            {t('setup.stepOf', { step: i + 1, count: SETUP_STEPS.length })}
          </span>
          <span className="block font-semibold leading-tight">{t(`setup.steps.${s}`)}</span>
        </li>
      ))}
    </ol>
  );
}

function SetupAlert({ text }: { text: string }) {
  return (
    <div
      role="alert"
      className="mb-4 flex gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
    >
      <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** Back (after the first step), and Next or, on the last step, Finish. */
function SetupNavigation({ wizard }: { wizard: SetupWizardState }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex items-center justify-between gap-3">
      {wizard.index > 0 ? (
        <Button type="button" variant="outline" size="lg" onClick={wizard.back}>
          <ArrowLeft aria-hidden="true" />
          {t('setup.back')}
        </Button>
      ) : (
        <span />
      )}
      {wizard.last ? (
        // keys: a new element, so the Next click that reaches the last step cannot submit through it
        <Button key="finish" type="submit" size="lg" loading={wizard.pending} data-testid="setup-finish">
          {wizard.pending ? t('setup.finishing') : t('setup.finish')}
        </Button>
      ) : (
        <Button
          key="next"
          type="button"
          size="lg"
          onClick={() => void wizard.next()}
          data-testid="setup-next"
        >
          {t('setup.next')}
          <ArrowRight aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
