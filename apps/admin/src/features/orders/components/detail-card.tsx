import { cn } from '@kiosk/ui';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

export interface DetailCardProps {
  title: ReactNode;
  icon: LucideIcon;
  /** Buttons on the right of the title. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A titled section of the order detail page. */
export function DetailCard({ title, icon: Icon, action, className, children, ...props }: DetailCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-line bg-white shadow-card', className)}
      data-testid={props['data-testid']}
    >
      <div className="flex items-center justify-between gap-3 border-line border-b px-5 py-3.5">
        <h2 id={headingId} className="flex items-center gap-2.5 font-semibold text-ink">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          {title}
        </h2>
        {action}
      </div>
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}

export interface DetailRow {
  label: ReactNode;
  value: ReactNode;
  /** Monospaced value (codes, numbers). */
  mono?: boolean;
  /** Shown as '—' when empty instead of being left out (fields the spec always lists). */
  always?: boolean;
}

/** Label/value pairs; rows without a value are left out. Two columns on wider screens with `columns={2}`. */
export function DetailList({ rows, columns = 1 }: { rows: DetailRow[]; columns?: 1 | 2 }) {
  const empty = (row: DetailRow) => row.value === null || row.value === undefined || row.value === '';
  const shown = rows
    .filter((row) => row.always || !empty(row))
    .map((row) => (empty(row) ? { ...row, value: '—', mono: false } : row));
  const list = (
    <dl
      className={cn(
        columns === 2
          ? '-mb-px grid gap-x-8 sm:grid-cols-2 [&>div]:border-line/70 [&>div]:border-b'
          : 'divide-y divide-line/70',
      )}
    >
      {shown.map((row, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed per render
          key={index}
          className={cn(
            'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2',
            columns === 1 && 'first:pt-0 last:pb-0',
          )}
        >
          <dt className="text-ink-muted text-sm">{row.label}</dt>
          <dd
            className={cn(
              'text-right font-medium text-ink text-sm',
              row.mono && 'font-mono text-[0.8125rem]',
            )}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
  // two columns: every row has a bottom rule; the last ones' rules are clipped away
  return columns === 2 ? <div className="overflow-hidden">{list}</div> : list;
}
