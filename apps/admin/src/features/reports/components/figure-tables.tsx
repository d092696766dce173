import type { ReactNode } from 'react';

/** A figure of a table: its text, optionally bold or named for the browser tests. */
export interface Cell {
  value: string;
  testId?: string | undefined;
  strong?: boolean;
}

/** Label and figure, one a row (the summary and the counts). */
export function FigureList({ rows }: { rows: Array<Cell & { label: string }> }) {
  return (
    <table className="w-full text-sm">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-line border-b last:border-0">
            <th scope="row" className="py-1.5 pr-4 text-left font-normal text-ink-muted">
              {row.label}
            </th>
            <td
              className={`py-1.5 text-right tabular-nums ${row.strong ? 'font-semibold text-ink' : 'text-ink'}`}
              data-testid={row.testId}
            >
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A table of figures: a name in the first column, amounts right-aligned in the others; `total`,
 * when given, is a bold last row (by method, by KDV rate, by terminal).
 */
export function FigureTable({
  head,
  rows,
  total,
}: {
  head: string[];
  rows: Array<{ key: string; testId?: string; name: string; cells: Cell[] }>;
  total?: { name: string; cells: Cell[] };
}) {
  // On a phone each row is a block: its name, then one line a figure with the column's name.
  const cells = (list: Cell[]) =>
    list.map((cell, index) => (
      <td
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
        key={index}
        className={`flex justify-between gap-4 py-0.5 text-right sm:table-cell sm:py-1.5 print:table-cell print:py-1.5 ${cell.strong ? 'font-semibold' : ''}`}
        data-testid={cell.testId}
      >
        <span className="font-normal text-ink-muted sm:hidden print:hidden" aria-hidden="true">
          {head[index + 1]}
        </span>
        {cell.value}
      </td>
    ));
  const row = 'block py-1.5 sm:table-row sm:py-0 print:table-row print:py-0';
  const name =
    'block py-0.5 font-medium sm:table-cell sm:py-1.5 sm:font-normal print:table-cell print:py-1.5';
  return (
    <table className="block w-full text-sm tabular-nums sm:table print:table">
      <thead className="hidden sm:table-header-group print:table-header-group">
        <tr className="border-line border-b text-ink-muted">
          {head.map((label, index) => (
            <th key={label} className={`py-1.5 font-medium ${index === 0 ? 'text-left' : 'text-right'}`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block sm:table-row-group print:table-row-group">
        {rows.map((r) => (
          <tr
            key={r.key}
            className={`${row} border-line border-b ${total ? '' : 'last:border-0'}`}
            data-testid={r.testId}
          >
            <td className={name}>{r.name}</td>
            {cells(r.cells)}
          </tr>
        ))}
        {total ? (
          <tr className={`${row} font-semibold`}>
            <td className={`${name} font-semibold sm:font-semibold`}>{total.name}</td>
            {cells(total.cells)}
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

/** A titled card of the report (a plain block on paper). */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 break-inside-avoid rounded-2xl border border-line bg-white p-4 shadow-card print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <h2 className="mb-2 font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}
