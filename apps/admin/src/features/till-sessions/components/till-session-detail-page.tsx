import { buttonClassName, useDocumentTitle } from '@kiosk/ui';
import { AlertTriangle, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTillSession } from '../api/get-till-session';
import { isSessionId } from '../api/till-session-keys';
import { SessionFigures } from './session-figures';
import { HandoversCard, MovementsCard } from './session-history';
import { BackButton, isNotFound, SessionPlaceholder } from './session-shell';
import { SessionStatusBadge } from './session-status-badge';

/** /till-sessions/:id: the session's figures, cash movements, handovers and a link to its report. */
export function TillSessionDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const detail = useTillSession(id);
  const data = detail.data;
  const name = data ? (data.session.device_name ?? t('tillSessions.noTill')) : undefined;
  useDocumentTitle(
    name ? `${t('tillSessions.detail.title')} · ${name}` : t('tillSessions.detail.title'),
    t('common.appName.admin'),
  );

  if (!isSessionId(id) || !data)
    return (
      <SessionPlaceholder
        notFound={!isSessionId(id) || isNotFound(detail.error)}
        failed={detail.isError}
        errorText={t('tillSessions.detail.loadError')}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  const { session } = data;
  return (
    <div className="mx-auto max-w-7xl space-y-6" data-testid="till-session-detail">
      <div className="flex flex-wrap items-center gap-3">
        <BackButton to="/till-sessions" label={t('tillSessions.detail.back')} />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink-muted text-sm">{t('tillSessions.detail.title')}</p>
          <h1 className="flex flex-wrap items-center gap-2 font-bold text-2xl text-ink tracking-tight sm:text-3xl">
            <span className="min-w-0 break-words">{name}</span>
            <SessionStatusBadge session={session} />
          </h1>
        </div>
        <Link
          to={`/till-sessions/${session.id}/report`}
          className={buttonClassName({ variant: 'outline' })}
          data-testid="open-session-report"
        >
          <FileText aria-hidden="true" />
          {session.status === 'open'
            ? t('tillSessions.detail.xReport')
            : t('tillSessions.detail.closeReport')}
        </Link>
      </div>
      {session.must_close && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('tillSessions.detail.mustClose')}
        </p>
      )}
      <SessionFigures session={session} />
      <MovementsCard movements={data.movements} />
      <HandoversCard handovers={data.handovers} />
    </div>
  );
}
