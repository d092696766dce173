import type { ZReportResponse } from '@kiosk/contracts';
import { usePriceFormatter } from '@kiosk/ui';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TillDifference } from '../../../components/till-difference';
import { Card } from './figure-tables';

/** The day's till sessions with their over / short, each linking to the session (issue 32). */
export function ZTillSessions({ sessions }: { sessions: ZReportResponse['till_sessions'] }) {
  const { t } = useTranslation();
  const { formatAmount } = usePriceFormatter();
  const none = t('tillSessions.none');
  return (
    <div className="mt-4" data-testid="z-till-sessions">
      <Card title={t('tillSessions.zReport.title')}>
        {sessions.length === 0 ? (
          <p className="text-ink-muted text-sm">{t('tillSessions.zReport.empty')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {sessions.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/till-sessions/${s.id}`}
                  data-testid="z-till-session"
                  data-session-id={s.id}
                  className="flex min-h-11 flex-wrap items-center gap-x-4 gap-y-1 rounded-lg px-1 py-2 text-sm hover:bg-primary-50/60 sm:grid sm:grid-cols-[minmax(0,1fr)_11rem_11rem_9rem_1rem] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
                >
                  <span className="min-w-0 flex-1 font-semibold text-secondary-800">
                    {s.device_name ?? t('tillSessions.noTill')}
                    <span className="ml-2 font-normal text-ink-muted">
                      {t(`tillSessions.status.${s.status}`)}
                    </span>
                  </span>
                  <span className="text-ink-muted tabular-nums sm:text-right">
                    {t('tillSessions.columns.expected')}:{' '}
                    {s.expected_minor === null ? none : formatAmount(s.expected_minor, 'TL')}
                  </span>
                  <span className="text-ink-muted tabular-nums sm:text-right">
                    {t('tillSessions.columns.counted')}:{' '}
                    {s.counted_minor === null ? none : formatAmount(s.counted_minor, 'TL')}
                  </span>
                  <TillDifference
                    minor={s.difference_minor}
                    testId="z-till-session-difference"
                    className="sm:text-right"
                  />
                  <ChevronRight className="size-4 text-ink-muted print:hidden" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
