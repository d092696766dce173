import { Button, FormMessage } from '@kiosk/ui';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsForm } from '../hooks/use-settings-form';
import type { AppSettings } from '../utils/settings-values';
import { CurrencySection } from './currency-section';
import { CustomerInfoSection } from './customer-info-section';
import { PayAtCounterSection, ProductImagesSection } from './kiosk-switch-sections';
import { LanguageSection } from './language-section';
import { SuccessScreenSection } from './success-screen-section';
import { TillSessionsSection } from './till-sessions-section';

/** The settings form: a section per setting group and the sticky save bar. */
export function SettingsForm({
  initial,
  fromCache,
  onRetry,
  retrying,
}: {
  initial: AppSettings;
  fromCache: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const control = useSettingsForm(initial, `${id}-success-seconds`, `${id}-till-threshold`);

  return (
    <form onSubmit={(event) => void control.onSubmit(event)} noValidate className="space-y-6 pb-4">
      {fromCache && (
        <FormMessage tone="info">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {t('settings.offline')}
            <button
              type="button"
              onClick={onRetry}
              disabled={retrying}
              className="font-semibold underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
            >
              {t('settings.retry')}
            </button>
          </span>
        </FormMessage>
      )}
      <LanguageSection id={id} control={control} />
      <CurrencySection id={id} control={control} />
      <CustomerInfoSection id={id} control={control} />
      <ProductImagesSection id={id} control={control} />
      <PayAtCounterSection id={id} control={control} />
      <SuccessScreenSection id={id} control={control} />
      <TillSessionsSection id={id} control={control} />

      <div className="sticky bottom-4 z-10 rounded-2xl border border-line bg-white/95 px-4 py-3 shadow-raised backdrop-blur">
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="mr-auto text-ink-muted text-sm" aria-live="polite">
            {control.dirty ? t('settings.unsaved') : t('settings.upToDate')}
          </p>
          {control.dirty && (
            <Button variant="outline" onClick={control.discard}>
              {t('settings.discard')}
            </Button>
          )}
          <Button type="submit" size="lg" loading={control.saving} data-testid="save-settings">
            {!control.saving && <Save aria-hidden="true" />}
            {control.saving ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
