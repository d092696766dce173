import { cn } from '@kiosk/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryTab } from '../utils/product-list';

interface CategoryTabsProps {
  mainCategories: CategoryTab[];
  subcategories: CategoryTab[];
  categoryId: string;
  subcategoryId: string | null;
  searching: boolean;
  onCategoryChange: (id: string) => void;
  onSubcategoryChange: (id: string | null) => void;
}

/** The main categories ("all" first) and, under the chosen one, its subcategories; memoised (not re-rendered per keystroke). */
export const CategoryTabs = memo(function CategoryTabs({
  mainCategories,
  subcategories,
  categoryId,
  subcategoryId,
  searching,
  onCategoryChange,
  onSubcategoryChange,
}: CategoryTabsProps) {
  const { t } = useTranslation();
  const currentMain = mainCategories.find((c) => c.id === categoryId);
  return (
    <>
      <div
        role="tablist"
        aria-label={t('sale.till.products.categories')}
        className="flex gap-1.5 overflow-x-auto pb-0.5"
        data-testid="category-tabs"
      >
        {[{ id: 'all', name: t('sale.till.products.all') }, ...mainCategories].map((category) => {
          const active = !searching && category.id === categoryId;
          return (
            <button
              key={category.id}
              type="button"
              role="tab"
              aria-selected={active}
              onClick={() => onCategoryChange(category.id)}
              className={cn(
                'h-11 shrink-0 whitespace-nowrap rounded-xl px-4 font-semibold text-sm transition-colors',
                active
                  ? 'bg-secondary-900 text-white shadow-sm'
                  : 'bg-white text-ink ring-1 ring-line hover:bg-primary-50 hover:ring-primary-300',
              )}
            >
              {category.name}
            </button>
          );
        })}
      </div>
      {!searching && subcategories.length > 0 && currentMain && (
        <div
          role="tablist"
          aria-label={t('sale.till.products.subcategories')}
          className="flex gap-1.5 overflow-x-auto"
          data-testid="subcategory-tabs"
        >
          {[
            { id: null, name: t('sale.till.products.allOf', { name: currentMain.name }) },
            ...subcategories,
          ].map((sub) => {
            const active = sub.id === subcategoryId;
            return (
              <button
                key={sub.id ?? 'all'}
                type="button"
                role="tab"
                aria-selected={active}
                onClick={() => onSubcategoryChange(sub.id)}
                className={cn(
                  'h-9 shrink-0 whitespace-nowrap rounded-full px-3.5 font-medium text-sm transition-colors',
                  active
                    ? 'bg-primary-500 text-secondary-950'
                    : 'bg-primary-50 text-secondary-800 ring-1 ring-primary-200 hover:bg-primary-100',
                )}
              >
                {sub.name}
              </button>
            );
          })}
        </div>
      )}
    </>
  );
});
