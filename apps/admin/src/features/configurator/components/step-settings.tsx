import { cn, SwitchRow } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { type StepDraft, setStepType } from '../utils/configuration-draft';
import { LabeledInput } from './form-fields';

interface StepPartProps {
  id: string;
  step: StepDraft;
  onChange: (next: StepDraft) => void;
}

/** The step's title and subtitle in Turkish and English (the Turkish title is required). */
export function StepTitles({ id, step, onChange, showIssues }: StepPartProps & { showIssues: boolean }) {
  const { t } = useTranslation();
  const titleMissing = showIssues && !step.titleTr.trim();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <LabeledInput
        id={`${id}-title-tr`}
        label={t('configurator.step.titleTr')}
        required
        value={step.titleTr}
        onChange={(titleTr) => onChange({ ...step, titleTr })}
        invalid={titleMissing}
        error={titleMissing ? t('configurator.validation.titleRequired') : undefined}
        lang="tr"
      />
      <LabeledInput
        id={`${id}-title-en`}
        label={t('configurator.step.titleEn')}
        value={step.titleEn}
        onChange={(titleEn) => onChange({ ...step, titleEn })}
        lang="en"
      />
      <LabeledInput
        id={`${id}-subtitle-tr`}
        label={t('configurator.step.subtitleTr')}
        value={step.subtitleTr}
        onChange={(subtitleTr) => onChange({ ...step, subtitleTr })}
        lang="tr"
      />
      <LabeledInput
        id={`${id}-subtitle-en`}
        label={t('configurator.step.subtitleEn')}
        value={step.subtitleEn}
        onChange={(subtitleEn) => onChange({ ...step, subtitleEn })}
        lang="en"
      />
    </div>
  );
}

/** Single choice (radio) or multiple with quantities (stepper). */
export function StepTypeChoice({ id, step, onChange }: StepPartProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="mx-0 min-w-0 border-0 p-0">
      <legend className="mb-2 font-medium text-ink text-sm">{t('configurator.step.type')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {(['radio', 'stepper'] as const).map((type) => (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500',
              step.type === type
                ? 'border-primary-400 bg-primary-50'
                : 'border-line hover:border-primary-200',
            )}
          >
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={step.type === type}
              onChange={() => onChange(setStepType(step, type))}
              className="mt-0.5 size-4 accent-primary-600"
            />
            <span>
              <span className="block font-semibold text-ink text-sm">
                {type === 'radio' ? t('configurator.step.single') : t('configurator.step.multiple')}
              </span>
              <span className="block text-ink-muted text-xs">
                {type === 'radio' ? t('configurator.step.singleHint') : t('configurator.step.multipleHint')}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Whether the step must be answered and whether it shows the options' images. */
export function StepFlags({ id, step, onChange }: StepPartProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <SwitchRow
        id={`${id}-required`}
        density="compact"
        label={t('configurator.step.required')}
        hint={t('configurator.step.requiredHint')}
        checked={step.required}
        onCheckedChange={(required) => onChange({ ...step, required })}
      />
      <SwitchRow
        id={`${id}-images`}
        density="compact"
        label={t('configurator.step.showImages')}
        hint={t('configurator.step.showImagesHint')}
        checked={step.showImages}
        onCheckedChange={(showImages) => onChange({ ...step, showImages })}
      />
    </div>
  );
}
