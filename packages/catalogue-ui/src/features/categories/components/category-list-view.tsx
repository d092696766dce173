import { CategoryIconTile, cn, useLanguage } from '@kiosk/ui';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CategoryTreeNode } from '../../../lib/catalogue/category-tree';
import { localizedDescription, localizedName } from '../../../lib/catalogue/localized';
import { ActiveBadge, type CategoryActionHandlers, CategoryActions, CategoryCounts } from './category-parts';

export interface CategoryListViewProps {
  nodes: CategoryTreeNode[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  handlers: CategoryActionHandlers;
}

/** Main categories, each with its subcategories under it when expanded. */
export function CategoryListView({ nodes, expanded, onToggle, handlers }: CategoryListViewProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ul className="space-y-3" data-testid="category-list">
      {nodes.map(({ category, subcategories }) => {
        const open = expanded.has(category.id);
        const name = localizedName(category, language);
        const childrenId = `subcategories-${category.id}`;
        return (
          <li
            key={category.id}
            data-testid="category-item"
            data-category-id={category.id}
            className="overflow-hidden rounded-2xl border border-line bg-white shadow-card"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-3 sm:px-4 md:flex-nowrap">
              {subcategories.length > 0 ? (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={childrenId}
                  aria-label={t(open ? 'catalogue.categories.collapse' : 'catalogue.categories.expand', {
                    name,
                  })}
                  onClick={() => onToggle(category.id)}
                  className="flex size-11 shrink-0 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
                >
                  <ChevronRight
                    className={cn('size-5 transition-transform', open && 'rotate-90')}
                    aria-hidden="true"
                  />
                </button>
              ) : (
                <span className="size-11 shrink-0" aria-hidden="true" />
              )}
              <CategoryIconTile icon={category.icon} color={category.color} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="truncate font-semibold text-ink" data-testid="category-name">
                    {name}
                  </p>
                  <ActiveBadge active={category.is_active} />
                </div>
                <p className="truncate text-ink-muted text-sm">
                  {localizedDescription(category, language) || '\u00a0'}
                </p>
              </div>
              <div className="flex w-full items-center justify-between gap-3 pl-14 md:w-auto md:pl-0">
                <CategoryCounts category={category} showSubcategories />
                <CategoryActions category={category} handlers={handlers} />
              </div>
            </div>
            {subcategories.length > 0 && open && (
              <ul
                id={childrenId}
                className="border-line border-t bg-surface/60"
                data-testid="subcategory-list"
              >
                {subcategories.map((sub) => (
                  <li
                    key={sub.id}
                    data-testid="subcategory-item"
                    data-category-id={sub.id}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 border-line border-b py-2.5 pr-3 pl-6 last:border-b-0 sm:pr-4 sm:pl-16 md:flex-nowrap"
                  >
                    <span className="h-px w-4 shrink-0 bg-line" aria-hidden="true" />
                    <CategoryIconTile icon={sub.icon} color={sub.color} size="sm" />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <p className="truncate font-medium text-ink">{localizedName(sub, language)}</p>
                        <ActiveBadge active={sub.is_active} />
                      </div>
                      <p className="truncate text-ink-muted text-xs">{localizedDescription(sub, language)}</p>
                    </div>
                    <div className="flex w-full items-center justify-between gap-3 pl-7 md:w-auto md:pl-0">
                      <CategoryCounts category={sub} showSubcategories={false} />
                      <CategoryActions category={sub} handlers={handlers} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
