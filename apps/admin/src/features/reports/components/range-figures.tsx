import type { RangeReport, RangeTotals } from '@kiosk/contracts';
import { cn, useLanguage, usePriceFormatter } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { figureChange } from '../utils/figure-change';

const FIGURES = [
  { key: 'gross', field: 'gross_minor', kind: 'money' },
  { key: 'net', field: 'net_minor', kind: 'money' },
  { key: 'orders', field: 'orders', kind: 'count' },
  { key: 'averageTicket', field: 'average_ticket_minor', kind: 'money' },
  { key: 'items', field: 'items', kind: 'count' },
  { key: 'itemsPerOrder', field: 'items_per_order', kind: 'decimal' },
  { key: 'refunds', field: 'refunds_minor', kind: 'money' },
  { key: 'voids', field: 'voids_minor', kind: 'money' },
] as const satisfies ReadonlyArray<{ key: string; field: keyof RangeTotals; kind: string }>;

/** A change's colour: up is good for sales, bad for refunds and voids. */
function toneClass(tone: 'up' | 'down' | 'same', upIsGood: boolean) {
  if (tone === 'same') return 'text-ink-muted';
  return (tone === 'up') === upIsGood ? 'text-emerald-700' : 'text-red-700';
}

/** The range's totals, each with the previous period's figure and the change in %. */
export function RangeFigures({ report }: { report: RangeReport }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { formatAmount } = usePriceFormatter();
  const shown = (kind: (typeof FIGURES)[number]['kind'], value: number) =>
    kind === 'money'
      ? formatAmount(value, 'TL')
      : kind === 'decimal'
        ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)
        : new Intl.NumberFormat(locale).format(value);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {FIGURES.map(({ key, field, kind }) => {
        const now = report.totals[field];
        const before = report.previous_totals[field];
        const change = figureChange(now, before);
        const upIsGood = key !== 'refunds' && key !== 'voids';
        return (
          <div key={key} className="min-w-0 rounded-2xl border border-line bg-white p-3 shadow-card sm:p-4">
            <p className="font-medium text-ink-muted text-sm">{t(`reports.period.cards.${key}`)}</p>
            <p
              className="mt-1 break-words font-bold text-ink text-xl tabular-nums sm:text-2xl"
              data-testid={`range-${key}`}
            >
              {shown(kind, now)}
            </p>
            <p className="mt-1 text-ink-muted text-xs tabular-nums" data-testid={`range-${key}-previous`}>
              {t('reports.period.previous', { value: shown(kind, before) })}
              {change ? (
                <span
                  className={cn('ms-1 font-semibold', toneClass(change.tone, upIsGood))}
                  data-testid={`range-${key}-change`}
                >
                  {change.text}
                </span>
              ) : null}
            </p>
          </div>
        );
      })}
    </div>
  );
}
