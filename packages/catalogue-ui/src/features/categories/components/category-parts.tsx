import type { Category } from '@kiosk/contracts';
import { Badge, Button, Tooltip, useLanguage } from '@kiosk/ui';
import { FolderPlus, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isReservedCategory } from '../../../lib/catalogue/category-tree';
import { localizedName } from '../../../lib/catalogue/localized';

export interface CategoryActionHandlers {
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  onAddSubcategory: (parent: Category) => void;
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={active ? 'success' : 'muted'} dot>
      {active ? t('catalogue.common.active') : t('catalogue.common.inactive')}
    </Badge>
  );
}

/** Product and subcategory counts of a category. */
export function CategoryCounts({
  category,
  showSubcategories,
}: {
  category: Category;
  showSubcategories: boolean;
}) {
  const { t } = useTranslation();
  const inactive = category.product_count - category.active_product_count;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted text-sm">
      <span data-testid="category-product-count">
        {t('catalogue.categories.productCount', { count: category.product_count })}
        {inactive > 0 && (
          <span className="text-xs"> · {t('catalogue.categories.inactiveCount', { count: inactive })}</span>
        )}
      </span>
      {showSubcategories && (
        <span data-testid="category-subcategory-count">
          {t('catalogue.categories.subcategoryCount', { count: category.subcategory_count })}
        </span>
      )}
    </span>
  );
}

/** Add subcategory (main categories), edit and delete (not for the reserved ones). */
export function CategoryActions({
  category,
  handlers,
}: {
  category: Category;
  handlers: CategoryActionHandlers;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localizedName(category, language);
  const reserved = isReservedCategory(category.id);
  return (
    <div className="flex shrink-0 items-center gap-1">
      {category.parent_id === null && !reserved && (
        <Tooltip content={t('catalogue.categories.addSubcategory')}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('catalogue.categories.addSubcategoryTo', { name })}
            onClick={() => handlers.onAddSubcategory(category)}
          >
            <FolderPlus aria-hidden="true" />
          </Button>
        </Tooltip>
      )}
      <Tooltip content={t('catalogue.common.edit')}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('catalogue.categories.edit', { name })}
          onClick={() => handlers.onEdit(category)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </Tooltip>
      {!reserved && (
        <Tooltip content={t('catalogue.common.delete')}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('catalogue.categories.delete', { name })}
            onClick={() => handlers.onDelete(category)}
            className="hover:bg-red-50! hover:text-red-700!"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </Tooltip>
      )}
    </div>
  );
}
