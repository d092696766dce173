import { ErrorPanel, useCatalogueLiveUpdates } from '@kiosk/catalogue-ui';
import { PageHeader, useDocumentTitle } from '@kiosk/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { SalesOverview } from './sales-overview';
import { StatCards } from './stat-cards';
import { StillOpenOrders } from './still-open-orders';
import { TillSessionsFlag } from './till-sessions-flag';

/**
 * /dashboard: the catalogue at a glance, shortcuts and what changed lately. `alerts`: the alerts card,
 * composed by the app (it belongs to the alerts feature, which the top bar's bell shares).
 */
export function DashboardPage({ alerts }: { alerts?: ReactNode } = {}) {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.nav.dashboard'), t('common.appName.admin'));
  useCatalogueLiveUpdates();
  const stats = useDashboardStats();
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={t('catalogue.dashboard.title')} description={t('catalogue.dashboard.description')} />
      <TillSessionsFlag count={stats.data?.till_sessions_to_close} />
      {alerts}
      {stats.isError ? (
        <div className="rounded-2xl border border-line bg-white shadow-card">
          <ErrorPanel
            message={t('catalogue.dashboard.stats.loadError')}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        </div>
      ) : (
        <StatCards stats={stats.data} />
      )}
      <div className="mt-6">
        <SalesOverview />
      </div>
      <StillOpenOrders />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <RecentActivity />
        <QuickActions />
      </div>
    </div>
  );
}
