import { CategoryIconTile, useLanguage } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import type { CategoryTreeNode } from '../../../lib/catalogue/category-tree';
import { localizedDescription, localizedName } from '../../../lib/catalogue/localized';
import { ActiveBadge, type CategoryActionHandlers, CategoryActions, CategoryCounts } from './category-parts';

/** Main categories as cards, their subcategories as chips. */
export function CategoryGridView({
  nodes,
  handlers,
}: {
  nodes: CategoryTreeNode[];
  handlers: CategoryActionHandlers;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="category-grid">
      {nodes.map(({ category, subcategories }) => (
        <li
          key={category.id}
          data-testid="category-item"
          data-category-id={category.id}
          className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card"
        >
          <div
            className="h-1.5"
            style={{ backgroundColor: category.color ?? '#93613f' }}
            aria-hidden="true"
          />
          <div className="flex flex-1 flex-col p-5">
            <div className="flex items-start gap-3">
              <CategoryIconTile icon={category.icon} color={category.color} size="lg" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-ink text-lg" data-testid="category-name">
                  {localizedName(category, language)}
                </p>
                <div className="mt-1">
                  <ActiveBadge active={category.is_active} />
                </div>
              </div>
            </div>
            <p className="mt-3 line-clamp-2 min-h-10 text-ink-muted text-sm">
              {localizedDescription(category, language)}
            </p>
            <div className="mt-3">
              <CategoryCounts category={category} showSubcategories />
            </div>
            {subcategories.length > 0 && (
              <div className="mt-3">
                <p className="sr-only">{t('catalogue.categories.subcategoriesLabel')}</p>
                <ul className="flex flex-wrap gap-1.5">
                  {subcategories.map((sub) => (
                    <li
                      key={sub.id}
                      className="inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-2.5 py-1 text-ink text-xs ring-1 ring-line"
                    >
                      <span
                        className="size-2 rounded-full"
                        style={{ backgroundColor: sub.color ?? '#93613f' }}
                        aria-hidden="true"
                      />
                      {localizedName(sub, language)}
                      {!sub.is_active && (
                        <span className="text-ink-muted">({t('catalogue.common.inactive')})</span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="mt-auto pt-4">
              <div className="flex justify-end border-line border-t pt-3">
                <CategoryActions category={category} handlers={handlers} />
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
