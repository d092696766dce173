import type { RangeItemRow, RangeReport } from '@kiosk/contracts';
import { cn, useLanguage, usePriceFormatter } from '@kiosk/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { figureChange } from '../utils/figure-change';

interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** A figure (right-aligned, tabular) rather than a name. */
  figure?: boolean;
}

/** A titled table that scrolls sideways in its own box on a narrow screen (never the page). */
function ReportTable<R>({
  title,
  testId,
  columns,
  rows,
  rowKey,
}: {
  title: string;
  testId: string;
  columns: Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="min-w-0 rounded-2xl border border-line bg-white p-3 shadow-card sm:p-4"
      data-testid={testId}
    >
      <h3 className="mb-2 font-semibold text-ink text-sm">{title}</h3>
      {rows.length === 0 ? (
        <p className="py-2 text-ink-muted text-sm">{t('reports.period.tables.none')}</p>
      ) : (
        // a scrolling box is reached by keyboard to scroll it
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the box scrolls sideways by keyboard
        <section className="overflow-x-auto" tabIndex={0} aria-label={title}>
          <table className="w-full min-w-max text-sm">
            <thead>
              <tr className="border-line border-b text-ink-muted">
                {columns.map((c) => (
                  <th
                    key={c.header}
                    scope="col"
                    className={cn('py-1.5 pr-3 font-medium last:pr-0', c.figure ? 'text-right' : 'text-left')}
                  >
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-line border-b last:border-0">
                  {columns.map((c) => (
                    <td
                      key={c.header}
                      className={cn(
                        'py-1.5 pr-3 last:pr-0',
                        c.figure ? 'text-right tabular-nums' : 'max-w-56 truncate text-ink',
                      )}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function Change({ now, before }: { now: number; before: number }) {
  const change = figureChange(now, before);
  if (!change) return <span className="text-ink-muted">—</span>;
  const tone =
    change.tone === 'up' ? 'text-emerald-700' : change.tone === 'down' ? 'text-red-700' : 'text-ink-muted';
  return <span className={cn('font-semibold', tone)}>{change.text}</span>;
}

type ByReason = RangeReport['reversals']['by_reason'][number];
type ByStaff = RangeReport['reversals']['by_staff'][number];

/** The tables' words and figure formats. */
function useTableFormat() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { formatAmount } = usePriceFormatter();
  return {
    tt: (key: string) => t(`reports.period.tables.${key}`),
    money: (minor: number) => formatAmount(minor, 'TL'),
    share: (value: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value),
  };
}

/** Top and bottom sellers, by quantity and by amount. */
function SellerTables({ report }: { report: RangeReport }) {
  const { tt, money, share } = useTableFormat();
  const items: Column<RangeItemRow>[] = [
    { header: tt('item'), cell: (r) => r.name },
    { header: tt('quantity'), cell: (r) => r.quantity, figure: true },
    { header: tt('gross'), cell: (r) => money(r.gross_minor), figure: true },
    { header: tt('previous'), cell: (r) => money(r.previous_gross_minor), figure: true },
    {
      header: tt('change'),
      cell: (r) => <Change now={r.gross_minor} before={r.previous_gross_minor} />,
      figure: true,
    },
    { header: tt('share'), cell: (r) => share(r.share), figure: true },
  ];
  const tables = [
    ['topQuantity', 'range-top-quantity', report.top_sellers.by_quantity],
    ['topAmount', 'range-top-amount', report.top_sellers.by_amount],
    ['bottomQuantity', 'range-bottom-quantity', report.bottom_sellers.by_quantity],
    ['bottomAmount', 'range-bottom-amount', report.bottom_sellers.by_amount],
  ] as const;
  return tables.map(([title, testId, rows]) => (
    <ReportTable
      key={testId}
      title={tt(title)}
      testId={testId}
      columns={items}
      rows={rows}
      rowKey={(r) => r.product_key}
    />
  ));
}

/** Refunds and voids, by reason and by staff. */
function ReversalTables({ report }: { report: RangeReport }) {
  const { tt, money } = useTableFormat();
  const figures = <R extends ByReason | ByStaff>(): Column<R>[] => [
    { header: tt('kind'), cell: (r) => tt(r.kind) },
    { header: tt('count'), cell: (r) => r.count, figure: true },
    { header: tt('amount'), cell: (r) => money(r.amount_minor), figure: true },
    { header: tt('previous'), cell: (r) => money(r.previous_amount_minor), figure: true },
    {
      header: tt('change'),
      cell: (r) => <Change now={r.amount_minor} before={r.previous_amount_minor} />,
      figure: true,
    },
  ];
  return (
    <>
      <ReportTable<ByReason>
        title={tt('byReason')}
        testId="range-reasons"
        rows={report.reversals.by_reason}
        rowKey={(r) => `${r.kind}|${r.reason}`}
        columns={[{ header: tt('reason'), cell: (r) => r.reason }, ...figures<ByReason>()]}
      />
      <ReportTable<ByStaff>
        title={tt('byStaff')}
        testId="range-staff"
        rows={report.reversals.by_staff}
        rowKey={(r) => `${r.kind}|${r.user_id ?? ''}`}
        columns={[{ header: tt('staff'), cell: (r) => r.name || tt('nobody') }, ...figures<ByStaff>()]}
      />
    </>
  );
}

/** Categories and stores beside the previous period. */
function PlaceTables({ report }: { report: RangeReport }) {
  const { tt, money, share } = useTableFormat();
  return (
    <>
      <ReportTable
        title={tt('categories')}
        testId="range-categories"
        rows={report.by_category}
        rowKey={(r) => r.category_id ?? r.name}
        columns={[
          {
            header: tt('category'),
            cell: (r) => (r.category_id === null && !r.name ? tt('noCategory') : r.name),
          },
          { header: tt('quantity'), cell: (r) => r.quantity, figure: true },
          { header: tt('gross'), cell: (r) => money(r.gross_minor), figure: true },
          { header: tt('previous'), cell: (r) => money(r.previous_gross_minor), figure: true },
          {
            header: tt('change'),
            cell: (r) => <Change now={r.gross_minor} before={r.previous_gross_minor} />,
            figure: true,
          },
          { header: tt('share'), cell: (r) => share(r.share), figure: true },
        ]}
      />
      <ReportTable
        title={tt('stores')}
        testId="range-stores"
        rows={report.by_store}
        rowKey={(r) => r.store_id ?? ''}
        columns={[
          { header: tt('store'), cell: (r) => (r.store_id === null ? tt('noStore') : r.name) },
          { header: tt('orders'), cell: (r) => r.orders, figure: true },
          { header: tt('gross'), cell: (r) => money(r.gross_minor), figure: true },
          { header: tt('net'), cell: (r) => money(r.net_minor), figure: true },
          { header: tt('previous'), cell: (r) => money(r.previous_net_minor), figure: true },
          {
            header: tt('change'),
            cell: (r) => <Change now={r.net_minor} before={r.previous_net_minor} />,
            figure: true,
          },
        ]}
      />
    </>
  );
}

/** Items (top and bottom sellers), categories, stores, refunds and voids by reason and staff. */
export function RangeTables({ report }: { report: RangeReport }) {
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <SellerTables report={report} />
      <PlaceTables report={report} />
      <ReversalTables report={report} />
    </div>
  );
}
