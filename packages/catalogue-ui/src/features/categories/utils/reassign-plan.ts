import type { Category, ReassignAndDelete } from '@kiosk/contracts';
import type { Language } from '@kiosk/i18n';
import {
  type CategoryOption,
  categoryOptions,
  isReservedCategory,
} from '../../../lib/catalogue/category-tree';

/** A product the server named in CATEGORY_HAS_PRODUCTS. */
export interface ProductRef {
  id: string;
  name: string;
  category_id: string;
  subcategory_id: string | null;
}

/** A subcategory the server named in CATEGORY_HAS_SUBCATEGORIES. */
export interface SubcategoryRef {
  id: string;
  name: string;
}

export type ProductPlan = ReassignAndDelete['products'];
export type SubcategoryPlan = ReassignAndDelete['subcategories'];
export type SubcategoryAction = SubcategoryPlan[number]['action'];

export type ReassignMode = 'bulk' | 'individual';

export interface ProductChoices {
  mode: ReassignMode;
  /** The one new category for all products (bulk mode). */
  bulk: string;
  /** A new category per product id (individual mode). */
  perProduct: Record<string, string>;
}

/**
 * Where the products of `deletingId` may go: every category except it, its subcategories and the
 * reserved ones; a subcategory there means its main category plus that subcategory.
 */
export function productTargets(
  categories: readonly Category[],
  deletingId: string,
  language: Language,
): CategoryOption[] {
  return categoryOptions(categories, {
    language,
    withSubcategories: true,
    exclude: (c) => c.id === deletingId || c.parent_id === deletingId || isReservedCategory(c.id),
  });
}

/** Products still without a new category. */
export function missingProducts(products: readonly ProductRef[], choices: ProductChoices): ProductRef[] {
  if (choices.mode === 'bulk') return choices.bulk ? [] : [...products];
  return products.filter((p) => !choices.perProduct[p.id]);
}

export function productPlan(products: readonly ProductRef[], choices: ProductChoices): ProductPlan {
  return products.map((p) => ({
    product_id: p.id,
    category_id: choices.mode === 'bulk' ? choices.bulk : (choices.perProduct[p.id] ?? ''),
  }));
}

export interface SubcategoryChoice {
  action?: SubcategoryAction;
  /** The new main category when the action is 'move'. */
  target?: string;
}

/** Main categories a subcategory may move under: not the one being deleted, not a reserved one. */
export function subcategoryTargets(
  categories: readonly Category[],
  deletingId: string,
  language: Language,
): CategoryOption[] {
  return categoryOptions(categories, {
    language,
    exclude: (c) => c.id === deletingId || isReservedCategory(c.id),
  });
}

/** Subcategories whose choice is not complete yet (no action, or 'move' without a target). */
export function missingSubcategories(
  subcategories: readonly SubcategoryRef[],
  choices: Record<string, SubcategoryChoice>,
): SubcategoryRef[] {
  return subcategories.filter((s) => {
    const choice = choices[s.id];
    return !choice?.action || (choice.action === 'move' && !choice.target);
  });
}

export function subcategoryPlan(
  subcategories: readonly SubcategoryRef[],
  choices: Record<string, SubcategoryChoice>,
): SubcategoryPlan {
  return subcategories.map((s) => {
    const choice = choices[s.id];
    const action = choice?.action ?? 'make_main';
    return action === 'move' && choice?.target
      ? { id: s.id, action, target_parent_id: choice.target }
      : { id: s.id, action: action === 'move' ? 'make_main' : action };
  });
}
