import { slugify } from '../text/turkish.js';
import {
  ALL_CATEGORIES_ID,
  categoryNameKey,
  freeCategoryId,
  type NamedCategory,
  siblingNameClash,
} from './category-rules.js';
import type { MenuCategoryRow, MenuIssue } from './menu-rows.js';

/** A category as the import sees it. */
export interface MenuCategory {
  id: string;
  parent_id: string | null;
  name_tr: string;
  name_en: string;
  is_active: boolean;
}

const pathKey = (segments: readonly string[]) => segments.map((s) => categoryNameKey(s, 'tr')).join('>');
const sameCategory = (a: MenuCategory, b: MenuCategory) =>
  a.name_tr === b.name_tr && a.name_en === b.name_en && a.is_active === b.is_active;

/** Every category after the import, by Turkish path and by id (copies: the file's rows change them). */
export interface CategoryTree {
  nodes: Map<string, MenuCategory>;
  nodeById: Map<string, MenuCategory>;
  /** The pseudo-category "Tümü" (no row may name it). */
  all: MenuCategory | undefined;
  taken: Set<string>;
  /** New categories, parents first. */
  created: MenuCategory[];
}

export function categoryTree(categories: readonly MenuCategory[]): CategoryTree {
  const nodes = new Map<string, MenuCategory>();
  const nodeById = new Map(categories.map((c) => [c.id, { ...c }]));
  for (const c of nodeById.values()) {
    const parent = c.parent_id ? nodeById.get(c.parent_id) : undefined;
    const key = parent ? pathKey([parent.name_tr, c.name_tr]) : pathKey([c.name_tr]);
    if (!nodes.has(key)) nodes.set(key, c);
  }
  return {
    nodes,
    nodeById,
    all: nodeById.get(ALL_CATEGORIES_ID),
    taken: new Set(categories.map((c) => c.id)),
    created: [],
  };
}

/** A path that starts at "Tümü". */
export function isReserved(tree: CategoryTree, segments: readonly string[]): boolean {
  return tree.all !== undefined && pathKey(segments.slice(0, 1)) === pathKey([tree.all.name_tr]);
}

/** The category at `segments`, made (with its parent) when missing; undefined when a name cannot be an id. */
export function ensureCategory(tree: CategoryTree, segments: readonly string[]): MenuCategory | undefined {
  const key = pathKey(segments);
  const found = tree.nodes.get(key);
  if (found) return found;
  const parent = segments.length > 1 ? ensureCategory(tree, segments.slice(0, -1)) : undefined;
  if (segments.length > 1 && !parent) return undefined;
  const name = segments.at(-1) as string;
  const slug = slugify(name);
  if (!slug) return undefined;
  const node: MenuCategory = {
    id: freeCategoryId(slug, tree.taken),
    parent_id: parent?.id ?? null,
    name_tr: name,
    name_en: '',
    is_active: true,
  };
  tree.taken.add(node.id);
  tree.nodes.set(key, node);
  tree.nodeById.set(node.id, node);
  tree.created.push(node);
  return node;
}

/**
 * The file's category rows applied to the tree (names, active), with their problems: a reserved
 * path, a path twice, a name that cannot be an id. The rows applied, by category id.
 */
export function applyCategoryRows(
  tree: CategoryTree,
  rows: readonly MenuCategoryRow[],
  issues: MenuIssue[],
): Map<string, MenuCategoryRow> {
  const seen = new Set<string>();
  const fromFile = new Map<string, MenuCategoryRow>();
  for (const row of rows) {
    const segments = [...row.parent, row.name_tr];
    const key = pathKey(segments);
    if (isReserved(tree, segments)) {
      issues.push({
        line: row.line,
        column: row.parent.length ? 'category_path' : 'name_tr',
        code: 'pathReserved',
      });
      continue;
    }
    if (seen.has(key)) {
      issues.push({ line: row.line, column: 'name_tr', code: 'categoryDuplicate' });
      continue;
    }
    seen.add(key);
    const node = ensureCategory(tree, segments);
    if (!node) {
      issues.push({ line: row.line, column: 'name_tr', code: 'nameInvalid' });
      continue;
    }
    node.name_tr = row.name_tr;
    node.name_en = row.name_en;
    node.is_active = row.active;
    fromFile.set(node.id, row);
  }
  return fromFile;
}

/** A row's category whose Turkish or English name another category under the same parent has. */
export function checkSiblingNames(
  tree: CategoryTree,
  fromFile: ReadonlyMap<string, MenuCategoryRow>,
  issues: MenuIssue[],
): void {
  const sibling = (c: MenuCategory): NamedCategory => ({
    id: c.id,
    parent_id: c.parent_id,
    names: { tr: c.name_tr, en: c.name_en || undefined },
  });
  const finalCategories = [...tree.nodeById.values()].map(sibling);
  for (const [id, row] of fromFile) {
    const node = tree.nodeById.get(id) as MenuCategory;
    const clash = siblingNameClash(sibling(node), finalCategories);
    if (clash)
      issues.push({
        line: row.line,
        column: clash.language === 'tr' ? 'name_tr' : 'name_en',
        code: 'categoryNameTaken',
      });
  }
}

/** The existing categories a row changed (before and after), and how many rows changed nothing. */
export function categoryChanges(
  tree: CategoryTree,
  categories: readonly MenuCategory[],
  fromFile: ReadonlyMap<string, MenuCategoryRow>,
) {
  const updates: Array<{ before: MenuCategory; after: MenuCategory }> = [];
  let unchanged = 0;
  for (const c of categories) {
    const after = tree.nodeById.get(c.id);
    if (!after || !fromFile.has(c.id)) continue;
    if (sameCategory(c, after)) unchanged += 1;
    else updates.push({ before: c, after });
  }
  return { updates, unchanged };
}
