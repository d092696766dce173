import type { Category } from '@kiosk/contracts';
import { ConfirmDialog, useLanguage } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../lib/catalogue/localized';
import type { useDeleteCategoryFlow } from '../hooks/use-delete-category-flow';
import { ReassignProductsDialog } from './reassign-products-dialog';
import { ReassignSubcategoriesDialog } from './reassign-subcategories-dialog';

/**
 * The delete flow's dialogs, one at a time: the question (with what the category holds), where
 * its products go, what becomes of its subcategories.
 */
export function DeleteCategoryDialogs({
  flow,
  all,
}: {
  flow: ReturnType<typeof useDeleteCategoryFlow>;
  all: readonly Category[];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const state = flow.state;
  const deletingName = 'category' in state ? localizedName(state.category, language) : '';
  return (
    <>
      <ConfirmDialog
        open={state.step === 'confirm'}
        onCancel={() => flow.cancel()}
        title={t('catalogue.categories.deleteConfirm.title')}
        description={t('catalogue.categories.deleteConfirm.description', { name: deletingName })}
        confirmLabel={t('catalogue.categories.deleteConfirm.confirm')}
        cancelLabel={t('catalogue.common.cancel')}
        pending={flow.pending}
        onConfirm={flow.confirm}
      >
        {state.step === 'confirm' &&
          (state.category.active_product_count > 0 || state.category.subcategory_count > 0) && (
            <p className="rounded-xl bg-surface-muted px-4 py-3 text-ink text-sm">
              {t('catalogue.categories.deleteConfirm.contents', {
                products: t('catalogue.categories.productCount', {
                  count: state.category.active_product_count,
                }),
                subcategories: t('catalogue.categories.subcategoryCount', {
                  count: state.category.subcategory_count,
                }),
              })}
            </p>
          )}
      </ConfirmDialog>

      {state.step === 'products' && (
        <ReassignProductsDialog
          key={`products-${state.category.id}`}
          category={state.category}
          products={state.products}
          categories={all}
          hasSubcategories={all.some((c) => c.parent_id === state.category.id)}
          pending={flow.pending}
          onCancel={flow.cancel}
          onConfirm={flow.submitProducts}
        />
      )}
      {state.step === 'subcategories' && (
        <ReassignSubcategoriesDialog
          key={`subcategories-${state.category.id}`}
          category={state.category}
          subcategories={state.subcategories}
          categories={all}
          pending={flow.pending}
          onCancel={flow.cancel}
          onConfirm={flow.submitSubcategories}
        />
      )}
    </>
  );
}
