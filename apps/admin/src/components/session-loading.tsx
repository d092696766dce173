import { BrandMark, Spinner } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';

/** Full-page 'Loading...' while the stored session is checked with the server. */
export function SessionLoading() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-surface-muted p-6">
      <BrandMark size="lg" />
      <Spinner size="md" showLabel label={t('ui.loading')} />
    </main>
  );
}
