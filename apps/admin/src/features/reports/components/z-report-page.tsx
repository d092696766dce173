import { ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import { PageHeader, useDocumentTitle, useLanguage } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseDay } from '../api/close-day';
import { useZReport } from '../api/get-z-report';
import { usePrintedAt } from '../hooks/use-printed-at';
import { longDay } from '../utils/report-format';
import { outletToday } from '../utils/today';
import { CloseDayDialog } from './close-day-dialog';
import { ReportBody } from './report-body';
import { ReportTabs } from './report-tabs';
import { CloseError, ClosingNotices, PrintHeader } from './z-report-notices';
import { ZReportToolbar } from './z-report-toolbar';
import { ZTillSessions } from './z-till-sessions';

// A4 print: only the report, no shell around it.
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 14mm; }
  body * { visibility: hidden; }
  #z-report, #z-report * { visibility: visible; }
  #z-report { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .z-no-print { display: none !important; }
}`;

/** /reports: a business day's end-of-day (Z) report, print (A4), CSV, close the day. */
export function ZReportPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  useDocumentTitle(t('reports.z.title'), t('common.appName.admin'));
  const [day, setDay] = useState(() => outletToday());
  const [confirming, setConfirming] = useState(false);
  const query = useZReport(day);
  const close = useCloseDay();
  const closing = query.data?.closing;
  const printedAt = usePrintedAt();
  const dayText = longDay(day, locale);
  return (
    <div className="mx-auto max-w-6xl" id="z-report">
      <style>{PRINT_CSS}</style>
      <PageHeader title={t('reports.z.title')} description={t('reports.z.description')} />
      <ReportTabs />
      <ZReportToolbar
        day={day}
        onDayChange={(next) => {
          close.reset();
          setDay(next);
        }}
        canClose={Boolean(query.data && !closing)}
        onClose={() => setConfirming(true)}
      />
      <PrintHeader
        outletName={query.data?.outlet_name}
        dayText={dayText}
        closing={closing}
        printedAt={printedAt}
      />
      <ClosingNotices closing={closing} />
      <CloseError error={close.error as { status?: number } | null} />
      {query.isError ? (
        <div className="rounded-2xl border border-line bg-white shadow-card">
          <ErrorPanel
            message={t('reports.z.loadError')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : query.data ? (
        <>
          <ReportBody report={query.data.report} />
          <ZTillSessions sessions={query.data.till_sessions} />
        </>
      ) : (
        <LoadingPanel />
      )}
      <CloseDayDialog
        open={confirming}
        onOpenChange={setConfirming}
        dayText={dayText}
        closing={close.isPending}
        onConfirm={() => close.mutate(day, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
