import { changePercent } from '@kiosk/domain';
import type { ExportColumn, ExportTable } from './table-export.js';

/** One column of an export table. */
export const col = (key: string, header: string, kind: ExportColumn['kind']): ExportColumn => ({
  key,
  header,
  kind,
});

/** A figure of a period's totals: its key in the totals, its column header and its kind. */
export type PeriodFigure<K extends string> = readonly [key: K, header: string, kind: ExportColumn['kind']];

interface PeriodText {
  report: string;
  totals: string;
  period: string;
  previous: string;
  change: string;
  from: string;
  to: string;
}

interface Period<K extends string> {
  range: { from: string; to: string };
  totals: Record<K, number>;
}

/**
 * A report's totals beside the previous period's (a row each), then each figure's change in % (the
 * domain's `changePercent`, as the admin shows it): the first two tables of the dashboard's and the
 * range report's exports.
 */
export function periodComparisonTables<K extends string>(
  figures: readonly PeriodFigure<K>[],
  current: Period<K>,
  previous: Period<K>,
  t: PeriodText,
): ExportTable[] {
  const row = (name: string, p: Period<K>) => ({
    period: name,
    from: p.range.from,
    to: p.range.to,
    ...Object.fromEntries(figures.map(([key]) => [key, p.totals[key]])),
  });
  return [
    {
      title: `${t.report} – ${t.totals}`,
      sheetName: t.totals,
      columns: [
        col('period', t.period, 'text'),
        col('from', t.from, 'date'),
        col('to', t.to, 'date'),
        ...figures.map(([key, header, kind]) => col(key, header, kind)),
      ],
      rows: [row(t.period, current), row(t.previous, previous)],
    },
    {
      title: t.change,
      columns: figures.map(([key, header]) => col(key, header, 'percent')),
      rows: [
        Object.fromEntries(
          figures.map(([key]) => [key, changePercent(current.totals[key], previous.totals[key])]),
        ),
      ],
    },
  ];
}
