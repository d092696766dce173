import { PageSpinner, useDocumentTitle } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../api/get-settings';
import { AlertSettingsSection } from './alert-settings-section';
import { ApprovalPinSection } from './approval-pin-section';
import { DiscountLimitSection } from './discount-limit-section';
import { SettingsForm } from './settings-form';

/** /settings (spec section 2, "Settings"): language, currency and rates, customer info, product images. */
export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'), t('common.appName.admin'));
  const settings = useSettings();

  return (
    <div className="mx-auto w-full max-w-4xl">
      <header className="mb-6">
        <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">{t('settings.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('settings.subtitle')}</p>
      </header>
      {settings.data ? (
        <SettingsForm
          // starts again only when what the server holds changed (a save, another admin's save), not
          // on every read: a read after a reconnect must not throw away what was typed
          key={JSON.stringify(settings.data.settings)}
          initial={settings.data.settings}
          fromCache={settings.data.source === 'cache'}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <PageSpinner />
      )}
      {/* issue 33: their own forms and saves (a setting and the admin's own PIN) */}
      <div className="mt-6 flex flex-col gap-6 pb-4">
        <DiscountLimitSection />
        <ApprovalPinSection />
        {/* issue 34: the alerts' thresholds and opening hours */}
        <AlertSettingsSection />
      </div>
    </div>
  );
}
