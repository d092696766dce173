import { Popover, PopoverContent, PopoverTrigger } from '@kiosk/ui';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAlerts } from '../api/get-alerts';
import { useAlertsLiveUpdates } from '../hooks/use-alerts-live-updates';
import { AlertsState } from './alerts-state';

/** How many alerts the panel lists; the dashboard's card lists them all. */
const PANEL_LIMIT = 8;

/** The top bar's bell: the number of alerts as a badge, opening a panel that lists them (Escape closes). */
export function AlertsBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useAlerts();
  useAlertsLiveUpdates();
  const count = query.data?.alerts.length ?? 0;
  const critical = query.data?.alerts.some((a) => a.severity === 'critical') ?? false;
  const label = count > 0 ? t('alerts.bell.labelWithCount', { count }) : t('alerts.bell.label');
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={label}
        title={label}
        data-testid="alerts-bell"
        className="relative inline-flex size-11 items-center justify-center rounded-xl border border-line bg-white text-ink shadow-sm transition-colors hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 data-[state=open]:border-primary-400 data-[state=open]:bg-primary-50"
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            data-testid="alerts-count"
            aria-hidden="true"
            className={`-right-1.5 -top-1.5 absolute flex h-5 min-w-5 items-center justify-center rounded-full px-1 font-bold text-white text-xs ring-2 ring-white ${critical ? 'bg-red-600' : 'bg-amber-600'}`}
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </PopoverTrigger>
      <PopoverContent
        className="w-[min(24rem,calc(100vw-1.5rem))] overflow-hidden p-0"
        collisionPadding={12}
        aria-label={t('alerts.panel.title')}
        data-testid="alerts-panel"
      >
        <div className="border-line border-b px-4 py-3">
          <p className="font-semibold text-ink">{t('alerts.panel.title')}</p>
          <p className="text-ink-muted text-xs">{t('alerts.panel.description')}</p>
        </div>
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
          <AlertsState query={query} limit={PANEL_LIMIT} onNavigate={() => setOpen(false)} />
        </div>
        {count > 0 && (
          <Link
            to="/dashboard"
            onClick={() => setOpen(false)}
            className="flex min-h-11 items-center justify-center border-line border-t px-4 font-semibold text-primary-800 text-sm hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-inset"
          >
            {t('alerts.panel.showAll')}
          </Link>
        )}
      </PopoverContent>
    </Popover>
  );
}
