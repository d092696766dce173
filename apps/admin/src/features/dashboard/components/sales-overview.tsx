import { ErrorPanel } from '@kiosk/catalogue-ui';
import { customRangeProblem, MAX_REPORT_RANGE_DAYS, type SalesDashboard } from '@kiosk/contracts';
import { changePercent } from '@kiosk/domain';
import { Button, cn, isApiError, usePriceFormatter } from '@kiosk/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SalesPreset, type SalesRange, useSalesDashboard } from '../api/get-sales-dashboard';
import { useSalesLiveUpdates } from '../hooks/use-sales-live-updates';
import { SuggestionRate } from './suggestion-rate';

const SalesCharts = lazy(async () => ({ default: (await import('./sales-charts')).SalesCharts }));

const PRESETS: SalesPreset[] = ['today', 'yesterday', 'this_week', 'this_month', 'custom'];

/** The summary's figures against last week: their text key, field, test id and whether an amount. */
const SUMMARY_FIGURES = [
  { key: 'gross', field: 'gross_sales_minor', testId: 'sales-gross', amount: true },
  { key: 'orders', field: 'orders', testId: 'sales-orders', amount: false },
  { key: 'averageTicket', field: 'average_ticket_minor', testId: 'sales-average', amount: true },
  { key: 'refunds', field: 'refunds_minor', testId: 'sales-refunds', amount: true },
  { key: 'card', field: 'card_minor', testId: 'sales-card', amount: true },
  { key: 'cash', field: 'cash_minor', testId: 'sales-cash', amount: true },
] as const satisfies ReadonlyArray<{
  key: string;
  field: keyof SalesDashboard['summary'];
  testId: string;
  amount: boolean;
}>;

function Figure({
  label,
  value,
  previous,
  change,
  testId,
}: {
  label: string;
  value: string;
  previous?: string | undefined;
  /** Whole percent against last week (null: last week was zero). */
  change?: number | null | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-line bg-white p-4 shadow-card">
      <p className="font-medium text-ink-muted text-sm">{label}</p>
      <p className="mt-1 font-bold text-2xl text-ink tabular-nums" data-testid={testId}>
        {value}
      </p>
      {previous !== undefined ? (
        <p className="mt-1 text-ink-muted text-xs tabular-nums">
          {t('reports.dashboard.vsLastWeek', { value: previous })}
          {typeof change === 'number' ? (
            <span className={cn('ms-1 font-semibold', change >= 0 ? 'text-emerald-700' : 'text-red-700')}>
              {`${change > 0 ? '+' : ''}${change}%`}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** The dashboard's sales: a date range, today's live figures against last week, and charts. */
export function SalesOverview() {
  const { t } = useTranslation();
  const { formatAmount } = usePriceFormatter();
  const [range, setRange] = useState<SalesRange>({ preset: 'today' });
  useSalesLiveUpdates();
  const query = useSalesDashboard(range);
  // A custom range is checked at its fields (the server's rule); the server refusing one anyway
  // (400 on the range) says the same. Figures of another range are never shown under these dates.
  const problem =
    range.preset === 'custom' && range.from && range.to ? customRangeProblem(range.from, range.to) : null;
  const refused = isApiError(query.error) && query.error.status === 400;
  const rangeError =
    problem === 'order'
      ? t('reports.dashboard.range.orderError')
      : problem === 'too_long' || refused
        ? t('reports.dashboard.range.tooLong', { max: MAX_REPORT_RANGE_DAYS })
        : null;
  const data: SalesDashboard | undefined = rangeError || query.isPlaceholderData ? undefined : query.data;
  const money = (minor: number) => formatAmount(minor, 'TL');
  const s = data?.summary;
  const p = data?.previous_summary;
  return (
    <section className="mb-6" aria-labelledby="sales-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="sales-title" className="flex items-center gap-2 font-semibold text-ink text-lg">
          {t('reports.dashboard.title')}
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-700 text-xs">
            {t('reports.dashboard.live')}
          </span>
        </h2>
        <fieldset
          className="m-0 flex flex-wrap items-center gap-2 border-0 p-0"
          aria-label={t('reports.dashboard.range.label')}
        >
          {PRESETS.map((preset) => (
            <Button
              key={preset}
              size="sm"
              variant={range.preset === preset ? 'primary' : 'outline'}
              aria-pressed={range.preset === preset}
              onClick={() => setRange((r) => ({ ...r, preset }))}
            >
              {t(`reports.dashboard.range.${preset}`)}
            </Button>
          ))}
          {range.preset === 'custom' ? (
            <>
              <label className="flex items-center gap-1 text-sm">
                {t('reports.dashboard.range.from')}
                <input
                  type="date"
                  data-testid="sales-range-from"
                  className={cn('rounded-lg border px-2 py-1', rangeError ? 'border-red-600' : 'border-line')}
                  value={range.from ?? ''}
                  aria-invalid={rangeError ? true : undefined}
                  onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
                />
              </label>
              <label className="flex items-center gap-1 text-sm">
                {t('reports.dashboard.range.to')}
                <input
                  type="date"
                  data-testid="sales-range-to"
                  className={cn(
                    'rounded-lg border px-2 py-1',
                    rangeError ? 'border-red-600 text-red-700' : 'border-line',
                  )}
                  value={range.to ?? ''}
                  aria-invalid={rangeError ? true : undefined}
                  aria-describedby={rangeError ? 'sales-range-error' : undefined}
                  onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
                />
              </label>
              {rangeError ? (
                <p
                  id="sales-range-error"
                  role="alert"
                  data-testid="sales-range-error"
                  className="basis-full text-red-700 text-sm"
                >
                  {rangeError}
                </p>
              ) : null}
            </>
          ) : null}
        </fieldset>
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
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy={query.isFetching}>
          {SUMMARY_FIGURES.map(({ key, field, testId, amount }) => {
            const shown = (summary: SalesDashboard['summary']) =>
              amount ? money(summary[field]) : String(summary[field]);
            return (
              <Figure
                key={key}
                label={t(`reports.dashboard.cards.${key}`)}
                value={s ? shown(s) : '…'}
                previous={p ? shown(p) : undefined}
                change={s && p ? changePercent(s[field], p[field]) : undefined}
                testId={testId}
              />
            );
          })}
          <Figure
            label={t('reports.dashboard.cards.openOrders')}
            value={data ? String(data.live.open_orders) : '…'}
            testId="sales-open"
          />
          <Figure
            label={t('reports.dashboard.cards.inKitchen')}
            value={data ? String(data.live.in_kitchen) : '…'}
            testId="sales-kitchen"
          />
          <SuggestionRate data={data} />
        </div>
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
