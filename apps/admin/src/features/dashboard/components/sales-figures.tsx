import type { SalesDashboard } from '@kiosk/contracts';
import { changePercent } from '@kiosk/domain';
import { cn, usePriceFormatter } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { SuggestionRate } from './suggestion-rate';

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

/** The range's figures against last week, then the live counts and the suggestion rate. */
export function SalesFigures({ data, busy }: { data: SalesDashboard | undefined; busy: boolean }) {
  const { t } = useTranslation();
  const { formatAmount } = usePriceFormatter();
  const money = (minor: number) => formatAmount(minor, 'TL');
  const s = data?.summary;
  const p = data?.previous_summary;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy={busy}>
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
  );
}
