import { type Language, SUPPORTED_LANGUAGES } from '@kiosk/i18n';
import { Input } from '@kiosk/ui';
import { Type } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import type { WelcomeFormState } from '../hooks/use-welcome-form';
import { SUBTITLE_TEXT_MAX, WELCOME_TEXT_MAX } from '../utils/welcome-form';
import { WelcomePreview } from './welcome-preview';

/** The welcome and subtitle texts per language, with a preview in the language being edited. */
export function TextSection({ id, state: { form, set } }: { id: string; state: WelcomeFormState }) {
  const { t, i18n } = useTranslation();
  const [previewLanguage, setPreviewLanguage] = useState<Language>(
    i18n.resolvedLanguage === 'en' ? 'en' : 'tr',
  );
  return (
    <FormSection
      icon={<Type className="size-5" aria-hidden="true" />}
      title={t('welcomeSettings.text.title')}
      description={t('welcomeSettings.text.description')}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid content-start gap-5">
          {SUPPORTED_LANGUAGES.map((language) => (
            <fieldset key={language} className="mx-0 min-w-0 space-y-3 border-0 p-0" lang={language}>
              <legend className="mb-1 flex items-center gap-2 font-semibold text-ink text-sm">
                <span className="rounded-md bg-secondary-100 px-1.5 py-0.5 font-bold text-secondary-800 text-xs uppercase">
                  {language}
                </span>
                {t(`ui.language.names.${language}`)}
              </legend>
              <TextField
                id={`${id}-welcome-${language}`}
                label={t('welcomeSettings.text.welcome')}
                value={form.welcomeText[language]}
                max={WELCOME_TEXT_MAX}
                onChange={(value) => set({ welcomeText: { ...form.welcomeText, [language]: value } })}
                onFocus={() => setPreviewLanguage(language)}
                testId={`welcome-text-${language}`}
              />
              <TextField
                id={`${id}-subtitle-${language}`}
                label={t('welcomeSettings.text.subtitle')}
                value={form.subtitleText[language]}
                max={SUBTITLE_TEXT_MAX}
                onChange={(value) => set({ subtitleText: { ...form.subtitleText, [language]: value } })}
                onFocus={() => setPreviewLanguage(language)}
                testId={`subtitle-text-${language}`}
              />
            </fieldset>
          ))}
        </div>
        <WelcomePreview
          language={previewLanguage}
          onLanguageChange={setPreviewLanguage}
          title={form.welcomeText[previewLanguage]}
          subtitle={form.subtitleText[previewLanguage]}
          showLanguageSelector={form.showLanguageSelector}
          showKioskId={form.showKioskId}
        />
      </div>
    </FormSection>
  );
}

function TextField({
  id,
  label,
  value,
  max,
  onChange,
  onFocus,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  onFocus: () => void;
  testId: string;
}) {
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="font-medium text-ink text-sm">
          {label}
        </label>
        <span className="text-ink-muted text-xs tabular-nums" aria-hidden="true">
          {value.length}/{max}
        </span>
      </div>
      <Input
        id={id}
        value={value}
        maxLength={max}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        className="h-11"
        data-testid={testId}
      />
    </div>
  );
}
