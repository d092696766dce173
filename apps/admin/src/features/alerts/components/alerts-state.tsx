import { ErrorPanel } from '@kiosk/catalogue-ui';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { useAlerts } from '../api/get-alerts';
import { AlertList } from './alert-list';

/** The alerts query as the bell and the card show it: loading, error with retry, all clear, or the list. */
export function AlertsState({
  query,
  limit,
  onNavigate,
}: {
  query: ReturnType<typeof useAlerts>;
  limit?: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p className="px-4 py-6 text-ink-muted text-sm" role="status">
        {t('alerts.panel.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <ErrorPanel
        message={t('alerts.panel.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { alerts } = query.data;
  if (alerts.length === 0) {
    return (
      <div className="flex items-center gap-3 px-4 py-5" data-testid="alerts-all-clear">
        <CheckCircle2 className="size-8 shrink-0 text-emerald-600" aria-hidden="true" />
        <div>
          <p className="font-semibold text-ink">{t('alerts.panel.allClear')}</p>
          <p className="text-ink-muted text-sm">{t('alerts.panel.allClearDescription')}</p>
        </div>
      </div>
    );
  }
  const shown = limit === undefined ? alerts : alerts.slice(0, limit);
  const now = query.dataUpdatedAt || Date.now();
  return (
    <>
      <AlertList alerts={shown} now={now} {...(onNavigate ? { onNavigate } : {})} />
      {alerts.length > shown.length && (
        <p className="border-line border-t px-4 py-2 text-ink-muted text-sm">
          {t('alerts.panel.more', { count: alerts.length - shown.length })}
        </p>
      )}
    </>
  );
}
