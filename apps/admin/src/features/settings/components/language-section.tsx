import { SUPPORTED_LANGUAGES } from '@kiosk/i18n';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import type { SettingsFormControl } from '../hooks/use-settings-form';
import { ChoiceCard } from './choice-card';

/** The default language of the kiosk. */
export function LanguageSection({ id, control }: { id: string; control: SettingsFormControl }) {
  const { t } = useTranslation();
  const { settings } = control.form;
  return (
    <FormSection
      icon={<Languages className="size-5" aria-hidden="true" />}
      title={t('settings.language.title')}
      description={t('settings.language.description')}
    >
      <fieldset className="mx-0 min-w-0 border-0 p-0">
        <legend className="mb-2 font-medium text-ink text-sm">{t('settings.language.label')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {SUPPORTED_LANGUAGES.map((code) => (
            <ChoiceCard
              key={code}
              name={`${id}-language`}
              checked={settings.defaultLanguage === code}
              onSelect={() => control.set({ defaultLanguage: code })}
              badge={<span className="uppercase">{code}</span>}
              label={<span lang={code}>{t(`ui.language.names.${code}`)}</span>}
            />
          ))}
        </div>
      </fieldset>
    </FormSection>
  );
}
