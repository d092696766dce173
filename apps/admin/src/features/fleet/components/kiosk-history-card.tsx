import type { KioskDetail } from '@kiosk/contracts';
import { Badge, useLanguage } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../utils/format';
import { sessionEndReasonText } from '../utils/session-end-reason';
import { DetailCard } from './kiosk-detail-card';

const HISTORY_COLUMNS = ['loggedInAt', 'lastActivity', 'endedAt', 'endReason', 'ipAddress'] as const;

/** The kiosk's past sessions: a table on wide screens, labelled blocks on a phone. */
export function HistoryCard({ kiosk }: { kiosk: KioskDetail }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <DetailCard title={t('fleet.detail.history')} testId="kiosk-history">
      {kiosk.session_history.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('fleet.detail.noHistory')}</p>
      ) : (
        // A phone shows each session as a block of labelled lines; wider screens a table.
        <table className="block w-full text-left text-sm sm:table">
          <thead className="hidden text-ink-muted sm:table-header-group">
            <tr>
              {HISTORY_COLUMNS.map((column) => (
                <th key={column} className="py-2 pr-4 font-medium last:pr-0">
                  {t(`fleet.detail.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block divide-y divide-line sm:table-row-group">
            {kiosk.session_history.map((s) => (
              <tr key={s.id} data-testid="history-row" className="block py-2 sm:table-row sm:py-0">
                {[
                  formatDateTime(s.logged_in_at, locale),
                  formatDateTime(s.last_activity_at, locale),
                  s.is_active ? (
                    <Badge key="active" tone="success" dot>
                      {t('fleet.detail.activeNow')}
                    </Badge>
                  ) : (
                    formatDateTime(s.ended_at, locale)
                  ),
                  sessionEndReasonText(s.end_reason, t),
                  s.ip_address ?? '',
                ].map((value, index) => (
                  <td
                    key={HISTORY_COLUMNS[index]}
                    className="flex justify-between gap-3 py-0.5 sm:table-cell sm:py-2 sm:pr-4 sm:last:pr-0"
                  >
                    <span className="text-ink-muted sm:hidden">
                      {t(`fleet.detail.${HISTORY_COLUMNS[index]}`)}
                    </span>
                    <span className="min-w-0 break-all text-right sm:text-left">{value}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DetailCard>
  );
}
