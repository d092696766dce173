import { PrinterX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePrinterProblems } from './get-printer-status';
import { problemSince } from './printer-problems';

/**
 * A compact red badge per printer with a problem ("Yazıcı: Mutfak · kağıt bitti", since when and
 * the waiting jobs on hover and for screen readers); nothing when every printer is well. Shown in
 * the till's top bar and the kitchen display's header.
 */
export function PrinterProblemBadge() {
  const { t, i18n } = useTranslation();
  const problems = usePrinterProblems();
  if (problems.length === 0) return null;
  return (
    <div role="status" className="flex min-w-0 flex-wrap items-center gap-1.5">
      {problems.map((p) => {
        const since = t('sale.printer.since', {
          time: problemSince(p.since, i18n.language),
          count: p.waiting_jobs,
        });
        return (
          <span
            key={p.id}
            data-testid="printer-problem"
            data-status={p.status}
            title={since}
            className="flex min-h-10 min-w-0 items-center gap-2 rounded-xl bg-red-600 px-3 py-1 text-white shadow-sm ring-1 ring-red-300/60"
          >
            <PrinterX className="size-4 shrink-0" aria-hidden="true" />
            <span className="leading-tight">
              <span className="block whitespace-nowrap font-semibold text-sm">
                {t('sale.printer.label', { name: p.name, status: t(`sale.printer.status.${p.status}`) })}
              </span>
              <span className="block whitespace-nowrap text-[11px] text-red-100">{since}</span>
            </span>
          </span>
        );
      })}
    </div>
  );
}
