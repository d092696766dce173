import type { TillSession } from '@kiosk/contracts';
import { Badge } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';

/** Open, closed, or open past its business day (must be closed before the till sells again). */
export function SessionStatusBadge({ session }: { session: Pick<TillSession, 'status' | 'must_close'> }) {
  const { t } = useTranslation();
  if (session.status === 'closed') return <Badge tone="muted">{t('tillSessions.status.closed')}</Badge>;
  if (session.must_close)
    return (
      <Badge tone="warning" dot>
        {t('tillSessions.status.mustClose')}
      </Badge>
    );
  return (
    <Badge tone="info" dot>
      {t('tillSessions.status.open')}
    </Badge>
  );
}
