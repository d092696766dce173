import { SwitchRow } from '@kiosk/ui';
import { MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import type { WelcomeFormState } from '../hooks/use-welcome-form';

/** What else the welcome screen shows: the language selector and the kiosk's id. */
export function DisplaySection({ id, state: { form, set } }: { id: string; state: WelcomeFormState }) {
  const { t } = useTranslation();
  return (
    <FormSection
      icon={<MonitorSmartphone className="size-5" aria-hidden="true" />}
      title={t('welcomeSettings.display.title')}
      description={t('welcomeSettings.display.description')}
    >
      <div className="grid gap-3 md:grid-cols-2">
        <SwitchRow
          id={`${id}-language-selector`}
          label={t('welcomeSettings.display.languageSelector')}
          hint={t('welcomeSettings.display.languageSelectorHint')}
          checked={form.showLanguageSelector}
          onCheckedChange={(showLanguageSelector) => set({ showLanguageSelector })}
        />
        <SwitchRow
          id={`${id}-kiosk-id`}
          label={t('welcomeSettings.display.kioskId')}
          hint={t('welcomeSettings.display.kioskIdHint')}
          checked={form.showKioskId}
          onCheckedChange={(showKioskId) => set({ showKioskId })}
        />
      </div>
    </FormSection>
  );
}
