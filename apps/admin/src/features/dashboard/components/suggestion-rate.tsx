import type { SalesDashboard } from '@kiosk/contracts';
import { useLanguage } from '@kiosk/ui';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * "Öneri kabul oranı": of the paid orders in the range whose customer saw the suggestions before
 * payment, the share with a line added from them.
 */
export function SuggestionRate({ data }: { data: SalesDashboard | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const figures = data?.suggestions;
  const shown = figures?.shown_orders ?? 0;
  const accepted = figures?.accepted_orders ?? 0;
  const rate =
    shown > 0
      ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(accepted / shown)
      : '–';
  return (
    <div className="col-span-2 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl border border-line bg-white p-4 shadow-card md:col-span-4">
      <span className="grid size-10 place-items-center rounded-xl bg-primary-50 text-primary-700">
        <Sparkles className="size-5" aria-hidden="true" />
      </span>
      <p className="font-medium text-ink-muted text-sm">{t('reports.dashboard.cards.suggestionRate')}</p>
      <p className="font-bold text-2xl text-ink tabular-nums" data-testid="sales-suggestion-rate">
        {figures ? rate : '…'}
      </p>
      <p className="text-ink-muted text-sm tabular-nums" data-testid="sales-suggestion-detail">
        {figures
          ? shown > 0
            ? t('reports.dashboard.cards.suggestionRateDetail', { accepted, shown })
            : t('reports.dashboard.cards.suggestionRateNone')
          : null}
      </p>
    </div>
  );
}
