import { ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import { RANGE_REPORT_ERRORS, type RangeReport, type RangeReportErrorCode } from '@kiosk/contracts';
import { isApiError, PageHeader, useDocumentTitle, useLanguage } from '@kiosk/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReportDownloads } from '../../../components/report-downloads';
import { rangeQuery, useRangeReport } from '../api/get-range-report';
import {
  presetRange,
  type RangeChoice,
  rangeReady,
  readRangeChoice,
  writeRangeChoice,
} from '../utils/range-presets';
import { shortDay } from '../utils/report-format';
import { outletToday } from '../utils/today';
import { RangeFigures } from './range-figures';
import { RangeFilters } from './range-filters';
import { RangeTables } from './range-tables';
import { ReportTabs } from './report-tabs';

const RangeCharts = lazy(async () => ({ default: (await import('./range-charts')).RangeCharts }));

/** The server's 422 on the range, at its field (the same rule as the page's own check). */
function serverFieldError(error: unknown) {
  if (!isApiError(error) || error.status !== 422) return null;
  const code = error.code as RangeReportErrorCode;
  return code in RANGE_REPORT_ERRORS ? { code, field: RANGE_REPORT_ERRORS[code] } : null;
}

function Body({ report, refreshing }: { report: RangeReport; refreshing: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const empty =
    report.totals.orders === 0 && report.previous_totals.orders === 0 && report.totals.refunds === 0;
  return (
    <div aria-busy={refreshing}>
      <p className="mb-3 text-ink-muted text-sm" data-testid="range-comparing">
        {t('reports.period.comparing', {
          from: shortDay(report.range.from, locale),
          to: shortDay(report.range.to, locale),
          previousFrom: shortDay(report.previous.from, locale),
          previousTo: shortDay(report.previous.to, locale),
        })}
      </p>
      {empty ? (
        <p
          className="rounded-2xl border border-line bg-white p-6 text-center text-ink-muted shadow-card"
          data-testid="range-empty"
        >
          {t('reports.period.empty')}
        </p>
      ) : (
        <>
          <RangeFigures report={report} />
          <Suspense
            fallback={<p className="mt-4 text-ink-muted text-sm">{t('reports.period.charts.loading')}</p>}
          >
            <RangeCharts report={report} />
          </Suspense>
          <RangeTables report={report} />
        </>
      )}
    </div>
  );
}

/** /reports/range: sales of a period beside the previous one, its charts, tables and files. */
export function RangeReportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reports.period.title'), t('common.appName.admin'));
  const [params, setParams] = useSearchParams();
  const today = outletToday();
  const choice = readRangeChoice(params, today);
  const query = useRangeReport(choice);
  const serverError = serverFieldError(query.error);
  const change = (next: Partial<RangeChoice>) => {
    const merged = { ...choice, ...next };
    // Custom starts from the dates shown; a preset brings its own.
    if (next.preset && next.preset !== 'custom') Object.assign(merged, presetRange(next.preset, today));
    setParams(writeRangeChoice(merged), { replace: true });
  };
  const ready = rangeReady(choice) && !serverError;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('reports.period.title')} description={t('reports.period.description')} />
      <ReportTabs />
      <div className="mb-2 flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <RangeFilters choice={choice} onChange={change} serverError={serverError} />
        <ReportDownloads
          path="/rest/v1/reports/range/export"
          query={rangeQuery(choice)}
          fileName={(lang) =>
            `${lang === 'tr' ? 'donem-raporu' : 'range-report'}-${choice.from}_${choice.to}`
          }
          testId="range-download"
          disabled={!ready || !query.data}
        />
      </div>
      {!ready ? null : query.isError ? (
        <div className="rounded-2xl border border-line bg-white shadow-card">
          <ErrorPanel
            message={t('reports.period.loadError')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : query.data ? (
        <Body report={query.data} refreshing={query.isFetching} />
      ) : (
        <LoadingPanel />
      )}
    </div>
  );
}
