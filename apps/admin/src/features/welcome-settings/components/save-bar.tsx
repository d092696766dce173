import { Button } from '@kiosk/ui';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The sticky bar under the form: whether there are unsaved changes, discard and save. */
export function SaveBar({
  dirty,
  saving,
  onDiscard,
}: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-4 z-10 rounded-2xl border border-line bg-white/95 px-4 py-3 shadow-raised backdrop-blur">
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="mr-auto text-ink-muted text-sm" aria-live="polite">
          {dirty ? t('welcomeSettings.unsaved') : t('welcomeSettings.upToDate')}
        </p>
        {dirty && (
          <Button variant="outline" onClick={onDiscard}>
            {t('welcomeSettings.discard')}
          </Button>
        )}
        <Button type="submit" size="lg" loading={saving} data-testid="save-welcome-settings">
          {!saving && <Save aria-hidden="true" />}
          {saving ? t('welcomeSettings.saving') : t('welcomeSettings.save')}
        </Button>
      </div>
    </div>
  );
}
