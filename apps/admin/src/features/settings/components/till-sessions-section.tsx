import { Input, SwitchRow } from '@kiosk/ui';
import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import type { SettingsFormControl } from '../hooks/use-settings-form';
import { thresholdMinor } from '../utils/settings-form';

/** Issue 32: cash needs an open till session; the count difference above which a note is required. */
export function TillSessionsSection({ id, control }: { id: string; control: SettingsFormControl }) {
  const { t } = useTranslation();
  const { thresholdError, setThresholdError, thresholdInvalid } = control;
  const inputId = `${id}-till-threshold`;
  return (
    <FormSection
      icon={<Banknote className="size-5" aria-hidden="true" />}
      title={t('tillSessions.settings.title')}
      description={t('tillSessions.settings.description')}
    >
      <SwitchRow
        id={`${id}-till-required`}
        testId="till-sessions-required"
        label={t('tillSessions.settings.required')}
        hint={t('tillSessions.settings.requiredHint')}
        checked={control.form.settings.tillSessionsRequired}
        onCheckedChange={(tillSessionsRequired) => control.set({ tillSessionsRequired })}
      />
      <label htmlFor={inputId} className="mt-5 mb-1.5 block font-medium text-ink text-sm">
        {t('tillSessions.settings.threshold')}
      </label>
      <div className="relative max-w-xs">
        <Input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={control.form.thresholdText}
          onChange={(event) => {
            const thresholdText = event.target.value;
            control.setTexts({ thresholdText });
            if (thresholdError && thresholdMinor(thresholdText) !== undefined) setThresholdError(undefined);
          }}
          onBlur={(event) => {
            if (thresholdMinor(event.target.value) === undefined) setThresholdError(thresholdInvalid);
          }}
          className="scroll-mb-48 pr-14 tabular-nums"
          aria-invalid={thresholdError ? true : undefined}
          aria-describedby={`${inputId}-hint${thresholdError ? ` ${inputId}-error` : ''}`}
          data-testid="till-threshold"
        />
        <span className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 font-medium text-ink-muted text-sm">
          ₺
        </span>
      </div>
      {thresholdError && (
        <p
          id={`${inputId}-error`}
          role="alert"
          className="mt-2 font-medium text-red-700 text-sm"
          data-testid="till-threshold-error"
        >
          {thresholdError}
        </p>
      )}
      <p id={`${inputId}-hint`} className="mt-2 text-ink-muted text-sm">
        {t('tillSessions.settings.thresholdHint')}
      </p>
    </FormSection>
  );
}
