import { SwitchRow } from '@kiosk/ui';
import { Image, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import type { SettingsFormControl } from '../hooks/use-settings-form';

/** Whether the kiosk shows product images. */
export function ProductImagesSection({ id, control }: { id: string; control: SettingsFormControl }) {
  const { t } = useTranslation();
  return (
    <FormSection
      icon={<Image className="size-5" aria-hidden="true" />}
      title={t('settings.display.title')}
      description={t('settings.display.description')}
    >
      <SwitchRow
        id={`${id}-images`}
        label={t('settings.display.showImages')}
        hint={t('settings.display.showImagesHint')}
        checked={control.form.settings.showProductImages}
        onCheckedChange={(showProductImages) => control.set({ showProductImages })}
      />
    </FormSection>
  );
}

/** Whether the kiosk offers paying at the counter. */
export function PayAtCounterSection({ id, control }: { id: string; control: SettingsFormControl }) {
  const { t } = useTranslation();
  return (
    <FormSection
      icon={<Wallet className="size-5" aria-hidden="true" />}
      title={t('settings.payAtCounter.title')}
      description={t('settings.payAtCounter.description')}
    >
      <SwitchRow
        id={`${id}-pay-at-counter`}
        label={t('settings.payAtCounter.label')}
        hint={t('settings.payAtCounter.hint')}
        checked={control.form.settings.payAtCounter}
        onCheckedChange={(payAtCounter) => control.set({ payAtCounter })}
      />
    </FormSection>
  );
}
