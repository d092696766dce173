import type { Category } from '@kiosk/contracts';
import { isApiError, toast } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCategory } from '../api/delete-category';
import { useReassignAndDeleteCategory } from '../api/reassign-and-delete-category';
import type { ProductPlan, ProductRef, SubcategoryPlan, SubcategoryRef } from '../utils/reassign-plan';

export type DeleteFlowStep =
  | { step: 'idle' }
  | { step: 'confirm'; category: Category }
  | { step: 'products'; category: Category; products: ProductRef[] }
  | { step: 'subcategories'; category: Category; subcategories: SubcategoryRef[]; productPlan: ProductPlan };

function detailList<T>(details: unknown, key: 'products' | 'subcategories'): T[] | undefined {
  const value = (details as Record<string, unknown> | null | undefined)?.[key];
  return Array.isArray(value) ? (value as T[]) : undefined;
}

/**
 * Deleting a category (spec section 4): a confirmation, then the server decides. With active
 * products (CATEGORY_HAS_PRODUCTS) the products are reassigned; with subcategories
 * (CATEGORY_HAS_SUBCATEGORIES, also after the products) each gets an action; the plan goes to the
 * server as one reassign-and-delete request, one transaction.
 */
export function useDeleteCategoryFlow(allCategories: readonly Category[]) {
  const { t } = useTranslation();
  const [state, setState] = useState<DeleteFlowStep>({ step: 'idle' });
  const remove = useDeleteCategory();
  const reassign = useReassignAndDeleteCategory();

  const deleted = () => {
    toast.success(t('catalogue.categories.messages.categoryDeletedSuccess'));
    setState({ step: 'idle' });
  };

  /** Follows a 409 to the dialog it asks for; true when it did. */
  const follow = (category: Category, error: unknown, productPlan: ProductPlan): boolean => {
    if (!isApiError(error)) return false;
    if (error.code === 'CATEGORY_HAS_PRODUCTS') {
      setState({
        step: 'products',
        category,
        products: detailList<ProductRef>(error.details, 'products') ?? [],
      });
      return true;
    }
    if (error.code === 'CATEGORY_HAS_SUBCATEGORIES') {
      const subcategories = detailList<SubcategoryRef>(error.details, 'subcategories') ?? [];
      setState({ step: 'subcategories', category, subcategories, productPlan });
      return true;
    }
    if (error.code === 'reassignment_incomplete') {
      // the category changed meanwhile (a product or subcategory was added): ask the server again
      toast.warning(t('catalogue.categories.messages.categoryChanged'));
      tryDelete(category);
      return true;
    }
    return false;
  };

  const tryDelete = (category: Category) => {
    remove.mutate(category.id, {
      onSuccess: deleted,
      onError: (error) => {
        if (!follow(category, error, [])) {
          failed();
          setState({ step: 'idle' });
        }
      },
    });
  };

  const failed = () => toast.error(t('catalogue.categories.messages.categoryDeleteError'));

  const runPlan = (category: Category, products: ProductPlan, subcategories: SubcategoryPlan) => {
    reassign.mutate(
      { category_id: category.id, products, subcategories },
      {
        onSuccess: deleted,
        onError: (error) => {
          if (!follow(category, error, products)) failed();
        },
      },
    );
  };

  return {
    state,
    pending: remove.isPending || reassign.isPending,
    start: (category: Category) => setState({ step: 'confirm', category }),
    cancel: () => {
      if (!remove.isPending && !reassign.isPending) setState({ step: 'idle' });
    },
    /** The plain confirmation was accepted: try the delete; the server says what is in the way. */
    confirm: () => {
      if (state.step === 'confirm') tryDelete(state.category);
    },
    /** Products have new categories: subcategories next if there are any, else the final request. */
    submitProducts: (plan: ProductPlan) => {
      if (state.step !== 'products') return;
      const { category } = state;
      const subcategories = allCategories
        .filter((c) => c.parent_id === category.id)
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((c) => ({ id: c.id, name: c.name }));
      if (subcategories.length > 0) {
        setState({ step: 'subcategories', category, subcategories, productPlan: plan });
      } else {
        runPlan(category, plan, []);
      }
    },
    submitSubcategories: (plan: SubcategoryPlan) => {
      if (state.step !== 'subcategories') return;
      runPlan(state.category, state.productPlan, plan);
    },
  };
}
