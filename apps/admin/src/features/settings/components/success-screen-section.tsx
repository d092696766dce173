import { SUCCESS_SCREEN_SECONDS } from '@kiosk/contracts';
import { Input } from '@kiosk/ui';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import type { SettingsFormControl } from '../hooks/use-settings-form';
import { validSeconds } from '../utils/settings-form';

/** How long the kiosk's success screen stays, checked as typed. */
export function SuccessScreenSection({ id, control }: { id: string; control: SettingsFormControl }) {
  const { t } = useTranslation();
  const { secondsError, setSecondsError, secondsInvalid } = control;
  return (
    <FormSection
      icon={<Timer className="size-5" aria-hidden="true" />}
      title={t('settings.successScreen.title')}
      description={t('settings.successScreen.description')}
    >
      <label htmlFor={`${id}-success-seconds`} className="mb-1.5 block font-medium text-ink text-sm">
        {t('settings.successScreen.label')}
      </label>
      <div className="relative max-w-xs">
        <Input
          id={`${id}-success-seconds`}
          type="number"
          min={SUCCESS_SCREEN_SECONDS.min}
          max={SUCCESS_SCREEN_SECONDS.max}
          step={1}
          inputMode="numeric"
          value={control.form.secondsText}
          onChange={(event) => {
            const secondsText = event.target.value;
            control.setTexts({ secondsText });
            if (secondsError && validSeconds(secondsText)) setSecondsError(undefined);
          }}
          onBlur={(event) => {
            if (!validSeconds(event.target.value)) setSecondsError(secondsInvalid);
          }}
          className="scroll-mb-48 pr-20 tabular-nums"
          aria-invalid={secondsError ? true : undefined}
          aria-describedby={`${id}-success-seconds-hint${secondsError ? ` ${id}-success-seconds-error` : ''}`}
          data-testid="success-screen-seconds"
        />
        <span className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 font-medium text-ink-muted text-sm">
          {t('settings.successScreen.unit')}
        </span>
      </div>
      {secondsError && (
        <p
          id={`${id}-success-seconds-error`}
          role="alert"
          className="mt-2 font-medium text-red-700 text-sm"
          data-testid="success-screen-seconds-error"
        >
          {secondsError}
        </p>
      )}
      <p id={`${id}-success-seconds-hint`} className="mt-2 text-ink-muted text-sm">
        {t('settings.successScreen.hint', {
          default: SUCCESS_SCREEN_SECONDS.default,
          min: SUCCESS_SCREEN_SECONDS.min,
          max: SUCCESS_SCREEN_SECONDS.max,
        })}
      </p>
    </FormSection>
  );
}
