/** Category rules: one nesting level, 'all' is not a real parent, a category cannot sit under itself. */
export const RESERVED_CATEGORY_IDS = ['all', 'uncategorized'] as const;
/** The menu's pseudo-category "Tümü" (every product): never a product's nor a kitchen station's category. */
export const ALL_CATEGORIES_ID = 'all';

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

/**
 * How two category names compare: in the name's language (Turkish: "YEMEKLER", "yemekler" and
 * " Yemekler " are one name; "I" lower-cases to "ı", "İ" to "i"), spaces collapsed, NFC.
 */
export function categoryNameKey(name: string, language: 'tr' | 'en'): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase(language);
}

export interface NamedCategory {
  id: string;
  parent_id: string | null;
  names: { tr?: string | undefined; en?: string | undefined };
}

/**
 * The language in which `candidate` takes a name a sibling (same parent; main categories are
 * siblings of each other) already has, or undefined. The candidate itself (same id) is skipped.
 */
export function siblingNameClash(
  candidate: NamedCategory,
  categories: NamedCategory[],
): { language: 'tr' | 'en'; id: string } | undefined {
  for (const language of ['tr', 'en'] as const) {
    const name = candidate.names[language];
    if (!name?.trim()) continue;
    const key = categoryNameKey(name, language);
    const clash = categories.find(
      (other) =>
        other.id !== candidate.id &&
        other.parent_id === candidate.parent_id &&
        other.names[language] !== undefined &&
        categoryNameKey(other.names[language] ?? '', language) === key,
    );
    if (clash) return { language, id: clash.id };
  }
  return undefined;
}

/** An id for a new category: its slug, or slug-2, slug-3... when taken (names may repeat under other parents). */
export function freeCategoryId(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n += 1) {
    const id = `${slug.slice(0, 56)}-${n}`;
    if (!taken.has(id)) return id;
  }
}
