import type { ReactNode } from 'react';

/** A label and its figure on one line of the 80 mm report. */
export function ReportRow({
  label,
  value,
  strong = false,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-3 py-0.5 ${strong ? 'font-semibold' : ''}`}>
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="shrink-0 text-right tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** A titled block of the report, set off by a dashed rule as on a till slip. */
export function ReportBlock({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="border-ink/30 border-t border-dashed pt-2 pb-2" data-testid={testId}>
      <h2 className="mb-1 font-bold text-xs uppercase tracking-wide">{title}</h2>
      <dl>{children}</dl>
    </section>
  );
}
