import { ErrorPanel } from '@kiosk/catalogue-ui';
import { MAX_REPORT_RANGE_DAYS, type SalesDashboard } from '@kiosk/contracts';
import { isApiError } from '@kiosk/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDownloads } from '../../../components/report-downloads';
import { type SalesRange, salesRangeQuery, useSalesDashboard } from '../api/get-sales-dashboard';
import { useSalesLiveUpdates } from '../hooks/use-sales-live-updates';
import { salesRangeIssue } from '../utils/sales-range';
import { DiscountsCard } from './discounts-card';
import { SalesFigures } from './sales-figures';
import { SalesRangePicker } from './sales-range-picker';

const SalesCharts = lazy(async () => ({ default: (await import('./sales-charts')).SalesCharts }));

/** The dashboard's sales: a date range, today's live figures against last week, and charts. */
export function SalesOverview() {
  const { t } = useTranslation();
  const [range, setRange] = useState<SalesRange>({ preset: 'today' });
  useSalesLiveUpdates();
  const query = useSalesDashboard(range);
  const refused = isApiError(query.error) && query.error.status === 400;
  const issue = salesRangeIssue(range, refused);
  // A start after the end is said at the start, a too long range at the end.
  const rangeError =
    issue === 'order'
      ? { field: 'from' as const, message: t('reports.dashboard.range.orderError') }
      : issue === 'too_long'
        ? {
            field: 'to' as const,
            message: t('reports.dashboard.range.tooLong', { max: MAX_REPORT_RANGE_DAYS }),
          }
        : null;
  // Figures of another range are never shown under these dates.
  const data: SalesDashboard | undefined = rangeError || query.isPlaceholderData ? undefined : query.data;
  return (
    <section className="mb-6" aria-labelledby="sales-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="sales-title" className="flex items-center gap-2 font-semibold text-ink text-lg">
          {t('reports.dashboard.title')}
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-700 text-xs">
            {t('reports.dashboard.live')}
          </span>
        </h2>
        <div className="flex flex-wrap items-start gap-3">
          <SalesRangePicker range={range} setRange={setRange} rangeError={rangeError} />
          <ReportDownloads
            path="/functions/v1/sales-dashboard/export"
            query={salesRangeQuery(range)}
            fileName={(lang) =>
              `${lang === 'tr' ? 'kontrol-paneli' : 'dashboard'}-${data?.range.from}_${data?.range.to}`
            }
            testId="dashboard-download"
            disabled={!data}
          />
        </div>
      </div>
      {query.isError && !refused ? (
        <div className="rounded-2xl border border-line bg-white shadow-card">
          <ErrorPanel
            message={t('reports.dashboard.loadError')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : (
        <>
          <SalesFigures data={data} busy={query.isFetching} />
          <DiscountsCard report={data?.discounts} />
        </>
      )}
      {data ? (
        <Suspense
          fallback={<p className="mt-4 text-ink-muted text-sm">{t('reports.dashboard.charts.loading')}</p>}
        >
          <SalesCharts data={data} />
        </Suspense>
      ) : null}
    </section>
  );
}
