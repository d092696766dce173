import type { TillSessionReport } from '@kiosk/contracts';
import { Button, buttonClassName, cn } from '@kiosk/ui';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatTl } from '../../../lib/money';
import { tillReportPath } from '../../../lib/till-paths';
import { differenceTone } from '../utils/close-flow';

const TONE = {
  over: 'bg-amber-50 text-amber-900 ring-amber-200',
  short: 'bg-red-50 text-red-800 ring-red-200',
  even: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
} as const;

/** After the blind count: expected, counted and the difference (over / short, coloured). */
export function CloseResult({ report, onDone }: { report: TillSessionReport; onDone(): void }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const difference = report.difference_minor ?? 0;
  const tone = differenceTone(difference);
  return (
    <div className="flex flex-col gap-4" data-testid="close-result" data-tone={tone}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-lg">
        <dt className="text-ink-muted">{t('sale.tillSession.expected')}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="close-expected">
          {formatTl(report.expected_cash_minor)}
        </dd>
        <dt className="text-ink-muted">{t('sale.tillSession.counted')}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="close-counted">
          {formatTl(report.counted_minor ?? 0)}
        </dd>
      </dl>
      <div className={cn('flex items-baseline justify-between rounded-2xl px-5 py-4 ring-1', TONE[tone])}>
        <span className="font-semibold">
          {t('sale.tillSession.difference')}
          {tone !== 'even' && ` · ${t(tone === 'over' ? 'sale.tillSession.over' : 'sale.tillSession.short')}`}
        </span>
        <span className="font-extrabold text-3xl tabular-nums" data-testid="close-difference">
          {formatTl(difference)}
        </span>
      </div>
      {report.session.close_note && <p className="text-ink-muted">{report.session.close_note}</p>}
      <div className="flex flex-wrap justify-end gap-3">
        <Link
          to={tillReportPath(report.session.id)}
          className={buttonClassName({ variant: 'outline', size: 'lg' })}
          onClick={onDone}
        >
          <Printer aria-hidden="true" />
          {t('sale.tillSession.drawer.printCloseReport')}
        </Link>
        <Button size="lg" onClick={onDone} data-testid="close-result-done">
          {t('sale.tillSession.drawer.done')}
        </Button>
      </div>
    </div>
  );
}
