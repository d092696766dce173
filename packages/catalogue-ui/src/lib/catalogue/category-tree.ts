import type { Category } from '@kiosk/contracts';
import { RESERVED_CATEGORY_IDS } from '@kiosk/domain';
import type { Language } from '@kiosk/i18n';
import { localizedName } from './localized';

/** The 'all' entry of the menu is not a real category: never listed, never a choice. */
export const ALL_CATEGORY_ID = 'all';

export const isReservedCategory = (id: string) => (RESERVED_CATEGORY_IDS as readonly string[]).includes(id);

export interface CategoryTreeNode {
  category: Category;
  subcategories: Category[];
}

/** Main categories (without 'all') in sort order, each with its subcategories in sort order. */
export function buildCategoryTree(categories: readonly Category[]): CategoryTreeNode[] {
  const bySort = [...categories].sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
  return bySort
    .filter((c) => c.parent_id === null && c.id !== ALL_CATEGORY_ID)
    .map((category) => ({
      category,
      subcategories: bySort.filter((c) => c.parent_id === category.id),
    }));
}

export interface CategoryOption {
  value: string;
  label: string;
  /** 0 for a main category, 1 for a subcategory. */
  depth: 0 | 1;
  /** The main category's name, for a subcategory. */
  parentLabel?: string;
}

export interface CategoryOptionsConfig {
  language: Language;
  /** List subcategories under their main category (indented). */
  withSubcategories?: boolean;
  /** Leave these out (a subcategory is also left out when its main category is). */
  exclude?: (category: Category) => boolean;
}

/** Options for a category select: main categories, optionally followed by their subcategories. */
export function categoryOptions(
  categories: readonly Category[],
  { language, withSubcategories = false, exclude }: CategoryOptionsConfig,
): CategoryOption[] {
  const options: CategoryOption[] = [];
  for (const node of buildCategoryTree(categories)) {
    if (exclude?.(node.category)) continue;
    const parentLabel = localizedName(node.category, language);
    options.push({ value: node.category.id, label: parentLabel, depth: 0 });
    if (!withSubcategories) continue;
    for (const sub of node.subcategories) {
      if (exclude?.(sub)) continue;
      options.push({ value: sub.id, label: localizedName(sub, language), depth: 1, parentLabel });
    }
  }
  return options;
}

/** Label of an option in a native select: a subcategory with its main category ("Yemekler › Burgerler"). */
export function optionLabel(option: CategoryOption): string {
  return option.depth === 1 && option.parentLabel ? `${option.parentLabel} › ${option.label}` : option.label;
}
