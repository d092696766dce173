import { Button, PageSpinner, useDocumentTitle } from '@kiosk/ui';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWelcomeSettings } from '../api/get-welcome-settings';
import { WelcomeSettingsForm } from './welcome-settings-form';

/** /welcome-settings (spec section 2, "Welcome page settings"): what the kiosk's welcome screen shows. */
export function WelcomeSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('welcomeSettings.title'), t('common.appName.admin'));
  const settings = useWelcomeSettings();

  return (
    <div className="mx-auto w-full max-w-5xl">
      <header className="mb-6">
        <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">
          {t('welcomeSettings.title')}
        </h1>
        <p className="mt-1 text-ink-muted">{t('welcomeSettings.subtitle')}</p>
      </header>
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <section
          role="alert"
          className="flex flex-col items-center rounded-3xl border border-line border-dashed bg-white px-6 py-16 text-center shadow-card"
        >
          <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-red-50 text-red-600">
            <AlertTriangle className="size-8" aria-hidden="true" />
          </div>
          <h2 className="font-semibold text-ink text-xl">{t('welcomeSettings.loadError')}</h2>
          <p className="mt-2 max-w-md text-ink-muted">{t('welcomeSettings.loadErrorHint')}</p>
          <Button
            variant="outline"
            className="mt-6"
            onClick={() => void settings.refetch()}
            loading={settings.isFetching}
          >
            <RotateCcw aria-hidden="true" />
            {t('welcomeSettings.retry')}
          </Button>
        </section>
      ) : (
        <WelcomeSettingsForm key={settings.data.updated_at ?? 'defaults'} record={settings.data} />
      )}
    </div>
  );
}
