import { cn } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const TABS = [
  { to: '/reports', key: 'z', end: true },
  { to: '/reports/range', key: 'period', end: false },
] as const;

/** Raporlar: the end-of-day (Z) report and the range report, one link each; not printed. */
export function ReportTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('reports.tabs.label')} className="z-no-print mb-4 flex gap-1 border-line border-b">
      {TABS.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          end={tab.end}
          data-testid={`report-tab-${tab.key}`}
          className={({ isActive }) =>
            cn(
              '-mb-px inline-flex min-h-11 items-center border-b-2 px-4 font-medium text-sm',
              isActive ? 'border-primary-600 text-ink' : 'border-transparent text-ink-muted hover:text-ink',
            )
          }
        >
          {t(`reports.tabs.${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
