import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../api/get-alerts';
import { AlertsState } from './alerts-state';

/** The dashboard's alerts card: every alert now, or all clear. */
export function AlertsCard() {
  const { t } = useTranslation();
  const query = useAlerts();
  const count = query.data?.alerts.length ?? 0;
  return (
    <section
      aria-labelledby="alerts-card-title"
      className="mb-6 overflow-hidden rounded-2xl border border-line bg-white shadow-card"
      data-testid="alerts-card"
    >
      <div className="flex items-start gap-3 border-line border-b px-4 py-3 sm:px-5">
        <BellRing className="mt-0.5 size-5 shrink-0 text-ink-muted" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="alerts-card-title" className="font-semibold text-ink text-lg">
            {t('alerts.card.title')}
            {count > 0 && <span className="ml-2 text-ink-muted text-base tabular-nums">({count})</span>}
          </h2>
          <p className="text-ink-muted text-sm">{t('alerts.card.description')}</p>
        </div>
      </div>
      <AlertsState query={query} />
    </section>
  );
}
