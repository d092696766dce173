import { Button, buttonClassName, PageSpinner, useDocumentTitle } from '@kiosk/ui';
import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TILL_PATHS } from '../../../lib/till-paths';
import { useTillSessionReport } from '../api/get-report';
import { ReportBody } from './report-body';

/** Prints on an 80 mm receipt roll: only the report, no margins, the page as wide as the roll. */
const PRINT_CSS = `
@media print {
  @page { size: 80mm auto; margin: 0; }
  html, body { width: 80mm; margin: 0; background: #fff; }
  .till-report-actions { display: none !important; }
  .till-report-sheet { width: 80mm !important; max-width: none !important; box-shadow: none !important; border: 0 !important; margin: 0 !important; padding: 3mm !important; }
}`;

/** The X report (open session) or the close report, as an 80 mm page with a print button. */
export function TillReportPage() {
  const { t } = useTranslation();
  const { sessionId = '' } = useParams();
  const report = useTillSessionReport(sessionId);
  const title =
    report.data?.kind === 'close' ? t('sale.tillSession.closeReport') : t('sale.tillSession.xReport');
  useDocumentTitle(title);
  return (
    <div className="min-h-dvh bg-surface-muted px-4 py-6 print:bg-white print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="till-report-actions mx-auto mb-4 flex max-w-md flex-wrap justify-center gap-3">
        <Link to={TILL_PATHS.till} className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          <ArrowLeft aria-hidden="true" />
          {t('sale.tillSession.drawer.back')}
        </Link>
        <Button size="lg" onClick={() => window.print()} disabled={!report.data} data-testid="report-print">
          <Printer aria-hidden="true" />
          {t('sale.tillSession.drawer.print')}
        </Button>
      </div>
      <article
        className="till-report-sheet mx-auto w-[80mm] max-w-full bg-white px-4 py-5 font-mono text-[12px] text-black leading-snug shadow-raised"
        data-testid="till-report"
        data-kind={report.data?.kind}
      >
        {report.isPending ? (
          <PageSpinner />
        ) : report.isError ? (
          <p role="alert" className="text-red-700">
            {t('sale.tillSession.drawer.reportError')}
          </p>
        ) : (
          <ReportBody report={report.data} title={title} />
        )}
      </article>
    </div>
  );
}
