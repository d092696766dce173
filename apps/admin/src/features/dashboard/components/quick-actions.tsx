import { ArrowRight, FolderTree, type LucideIcon, Package, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface QuickAction {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
}

/** Shortcuts to the catalogue screens. */
export function QuickActions() {
  const { t } = useTranslation();
  const actions: QuickAction[] = [
    {
      to: '/products',
      icon: Package,
      title: t('catalogue.dashboard.quickActions.products'),
      description: t('catalogue.dashboard.quickActions.productsHint'),
    },
    {
      to: '/categories',
      icon: FolderTree,
      title: t('catalogue.dashboard.quickActions.categories'),
      description: t('catalogue.dashboard.quickActions.categoriesHint'),
    },
    {
      to: '/configurator',
      icon: SlidersHorizontal,
      title: t('catalogue.dashboard.quickActions.configurator'),
      description: t('catalogue.dashboard.quickActions.configuratorHint'),
    },
  ];
  return (
    <section
      aria-labelledby="quick-actions-title"
      className="rounded-2xl border border-line bg-white p-5 shadow-card"
    >
      <h2 id="quick-actions-title" className="font-semibold text-ink text-lg">
        {t('catalogue.dashboard.quickActions.title')}
      </h2>
      <ul className="mt-4 space-y-3">
        {actions.map(({ to, icon: Icon, title, description }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex min-h-16 items-center gap-4 rounded-xl border border-line px-4 py-3 transition-colors hover:border-primary-300 hover:bg-primary-50/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-primary-400 to-primary-600 text-secondary-950 shadow-sm">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{title}</span>
                <span className="block text-ink-muted text-sm">{description}</span>
              </span>
              <ArrowRight
                className="size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5 group-hover:text-ink"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
