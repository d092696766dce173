import { Button, useDocumentTitle } from '@kiosk/ui';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTillSessionReport } from '../api/get-till-session-report';
import { isSessionId } from '../api/till-session-keys';
import { SessionReport } from './session-report';
import { BackButton, isNotFound, SessionPlaceholder } from './session-shell';

// An 80 mm till slip: only the report, no shell around it.
const PRINT_CSS = `@media print {
  @page { size: 80mm auto; margin: 3mm; }
  body * { visibility: hidden; }
  #till-report, #till-report * { visibility: visible; }
  #till-report { position: absolute; inset: 0 auto auto 0; width: 74mm; max-width: none; margin: 0;
    padding: 0; border: 0; border-radius: 0; box-shadow: none; font-size: 9pt; }
  .till-no-print { display: none !important; }
}`;

/** /till-sessions/:id/report: the session's X report (open) or close report (closed), printable at 80 mm. */
export function TillSessionReportPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const report = useTillSessionReport(id);
  const data = report.data;
  const title =
    data?.kind === 'close' ? t('tillSessions.report.closeTitle') : t('tillSessions.report.xTitle');
  useDocumentTitle(title, t('common.appName.admin'));
  if (!isSessionId(id) || !data)
    return (
      <SessionPlaceholder
        notFound={!isSessionId(id) || isNotFound(report.error)}
        failed={report.isError}
        errorText={t('tillSessions.report.loadError')}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  return (
    <div className="mx-auto max-w-7xl">
      <style>{PRINT_CSS}</style>
      <div className="till-no-print mb-6 flex flex-wrap items-center gap-3">
        <BackButton to={`/till-sessions/${id}`} label={t('tillSessions.report.back')} />
        <p className="min-w-0 flex-1 font-bold text-2xl text-ink tracking-tight">{title}</p>
        <Button variant="outline" onClick={() => window.print()} data-testid="print-session-report">
          <Printer aria-hidden="true" />
          {t('tillSessions.report.print')}
        </Button>
      </div>
      <SessionReport report={data} />
    </div>
  );
}
