import { cn, useLanguage, usePriceFormatter } from '@kiosk/ui';
import { Banknote, FolderTree, type LucideIcon, Package, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '../api/get-dashboard-stats';

interface StatCardProps {
  label: string;
  value: string | null;
  hint: string;
  icon: LucideIcon;
  accent: string;
  testId: string;
}

function StatCard({ label, value, hint, icon: Icon, accent, testId }: StatCardProps) {
  return (
    <div className="relative overflow-hidden rounded-2xl border border-line bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-ink-muted text-sm">{label}</p>
          {value === null ? (
            <span
              className="mt-2 block h-9 w-24 animate-pulse rounded-lg bg-surface-muted"
              aria-hidden="true"
            />
          ) : (
            <p
              className="mt-1 font-bold text-2xl text-ink tabular-nums tracking-tight sm:text-3xl"
              data-testid={testId}
            >
              {value}
            </p>
          )}
        </div>
        <span
          className={cn('hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex', accent)}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-3 text-ink-muted text-xs">{hint}</p>
    </div>
  );
}

/** The four cards: products, categories (without 'all'), configurable items, average price. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { formatPrice } = usePriceFormatter();
  const number = (value: number | undefined) =>
    value === undefined ? null : new Intl.NumberFormat(locale).format(value);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        label={t('catalogue.dashboard.stats.totalProducts')}
        hint={t('catalogue.dashboard.stats.totalProductsHint')}
        value={number(stats?.total_products)}
        icon={Package}
        accent="bg-primary-50 text-primary-700"
        testId="stat-total-products"
      />
      <StatCard
        label={t('catalogue.dashboard.stats.categories')}
        hint={t('catalogue.dashboard.stats.categoriesHint')}
        value={number(stats?.categories)}
        icon={FolderTree}
        accent="bg-secondary-50 text-secondary-700"
        testId="stat-categories"
      />
      <StatCard
        label={t('catalogue.dashboard.stats.configurable')}
        hint={t('catalogue.dashboard.stats.configurableHint')}
        value={number(stats?.configurable_products)}
        icon={SlidersHorizontal}
        accent="bg-sky-50 text-sky-700"
        testId="stat-configurable"
      />
      <StatCard
        label={t('catalogue.dashboard.stats.averagePrice')}
        hint={t('catalogue.dashboard.stats.averagePriceHint')}
        value={stats ? formatPrice(stats.average_price_minor) : null}
        icon={Banknote}
        accent="bg-emerald-50 text-emerald-700"
        testId="stat-average-price"
      />
    </div>
  );
}
