/** Category rules: one nesting level, 'all' is not a real parent, a category cannot sit under itself. */
export const RESERVED_CATEGORY_IDS = ['all', 'uncategorized'] as const;

export interface CategoryNode {
  id: string;
  parent_id: string | null;
}

/** Categories that may be the parent of `editingId` (undefined when adding). */
export function parentChoices<T extends CategoryNode>(categories: T[], editingId?: string): T[] {
  return categories.filter(
    (c) =>
      c.parent_id === null &&
      c.id !== editingId &&
      !(RESERVED_CATEGORY_IDS as readonly string[]).includes(c.id),
  );
}

export type ParentProblem =
  | 'parent_is_self'
  | 'parent_not_found'
  | 'parent_not_main'
  | 'has_subcategories'
  | 'parent_reserved';

/** Why `parentId` cannot be the parent of category `id` (with its current subcategory count), or undefined. */
export function parentProblem(
  categories: CategoryNode[],
  id: string | undefined,
  parentId: string | null,
  subcategoryCount: number,
): ParentProblem | undefined {
  if (parentId === null) return undefined;
  if (parentId === id) return 'parent_is_self';
  if ((RESERVED_CATEGORY_IDS as readonly string[]).includes(parentId)) return 'parent_reserved';
  const parent = categories.find((c) => c.id === parentId);
  if (!parent) return 'parent_not_found';
  if (parent.parent_id !== null) return 'parent_not_main';
  if (subcategoryCount > 0) return 'has_subcategories';
  return undefined;
}
