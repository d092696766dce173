import { AlertTriangle, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OPEN_TILL_SESSIONS_PATH } from '../../../lib/till-session-paths';

/** Till sessions left open past their business day (issue 32): a flag linking to the open sessions. */
export function TillSessionsFlag({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center"
      data-testid="till-sessions-flag"
    >
      <AlertTriangle className="hidden size-6 shrink-0 text-amber-600 sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('tillSessions.dashboardFlag.title', { count })}</p>
        <p className="text-amber-900 text-sm">{t('tillSessions.dashboardFlag.description')}</p>
      </div>
      <Link
        to={OPEN_TILL_SESSIONS_PATH}
        data-testid="till-sessions-flag-link"
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-amber-600 px-4 font-semibold text-sm text-white shadow-sm hover:bg-amber-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:ring-offset-2"
      >
        {t('tillSessions.dashboardFlag.link')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
