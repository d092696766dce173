import { ALL_CATEGORIES_ID, categoryNameKey } from './category-rules.js';
import {
  applyCategoryRows,
  type CategoryTree,
  categoryChanges,
  categoryTree,
  checkSiblingNames,
  ensureCategory,
  isReserved,
  type MenuCategory,
} from './menu-plan-tree.js';
import {
  formatCategoryPath,
  formatMenuPrice,
  MENU_COLUMNS,
  type MenuCategoryRow,
  type MenuIssue,
  type MenuProductRow,
  type MenuRecord,
  type MenuRow,
  type MenuRowCheck,
} from './menu-rows.js';

/** A product's fields the file carries. */
export interface MenuProduct {
  id: string;
  sku: string | null;
  name_tr: string;
  name_en: string;
  price_minor: number;
  category_id: string;
  subcategory_id: string | null;
  tax_group_id: string | null;
  unit_code: string;
  is_active: boolean;
  image: string;
}

export type { MenuCategory } from './menu-plan-tree.js';

export interface MenuState {
  categories: MenuCategory[];
  products: MenuProduct[];
  /** Active KDV groups: code (upper case) → id. */
  taxGroups: ReadonlyMap<string, string>;
  /** Active unit codes (upper case). */
  unitCodes: ReadonlySet<string>;
}

export interface MenuPlan {
  issues: MenuIssue[];
  /** New categories, parents first. */
  createCategories: MenuCategory[];
  updateCategories: Array<{ before: MenuCategory; after: MenuCategory }>;
  createProducts: Array<Omit<MenuProduct, 'id'>>;
  updateProducts: Array<{ before: MenuProduct; after: MenuProduct }>;
  unchanged: { categories: number; products: number };
}

export const DEFAULT_MENU_UNIT = 'C62';

const sameProduct = (a: MenuProduct, b: MenuProduct) =>
  (Object.keys(a) as Array<keyof MenuProduct>).every((k) => a[k] === b[k]);

/** Looks up the products a row may mean: by SKU (any letter case), or SKU-less by category and Turkish name. */
function productIndex(state: MenuState) {
  const bySku = new Map(
    state.products.filter((p) => p.sku !== null).map((p) => [(p.sku as string).toLowerCase(), p]),
  );
  const nameKeyOf = (categoryId: string, subcategoryId: string | null, name: string) =>
    `${categoryId}/${subcategoryId ?? ''}/${categoryNameKey(name, 'tr')}`;
  const byName = new Map<string, MenuProduct>();
  for (const p of state.products) {
    if (p.sku === null) byName.set(nameKeyOf(p.category_id, p.subcategory_id, p.name_tr), p);
  }
  return { bySku, byName, nameKeyOf };
}

/** The first line of each SKU (any letter case), over every product row, checked or not. */
function firstLinesOfSkus(rows: ReadonlyArray<{ line: number; sku: string | null }>): Map<string, number> {
  const skuFirstLine = new Map<string, number>();
  for (const r of [...rows].sort((a, b) => a.line - b.line)) {
    const key = r.sku?.toLowerCase();
    if (key !== undefined && !skuFirstLine.has(key)) skuFirstLine.set(key, r.line);
  }
  return skuFirstLine;
}

/** The file's product rows: their problems, or the product each creates or updates. */
function planProducts(
  tree: CategoryTree,
  state: MenuState,
  rows: readonly MenuProductRow[],
  skuFirstLine: ReadonlyMap<string, number>,
  issues: MenuIssue[],
) {
  const { bySku, byName, nameKeyOf } = productIndex(state);
  const seenProducts = new Set<string>();
  const create: MenuPlan['createProducts'] = [];
  const update: MenuPlan['updateProducts'] = [];
  let unchanged = 0;
  for (const row of rows) {
    const before = issues.length;
    const add = (column: MenuIssue['column'], code: MenuIssue['code']) =>
      issues.push({ line: row.line, column, code });
    let category: MenuCategory | undefined;
    if (isReserved(tree, row.path)) add('category_path', 'pathReserved');
    else {
      category = ensureCategory(tree, row.path);
      if (!category) add('category_path', 'pathInvalid');
    }
    const taxGroupId = row.kdv_group === null ? null : state.taxGroups.get(row.kdv_group);
    if (taxGroupId === undefined) add('kdv_group', 'kdvUnknown');
    const unit = row.unit ?? DEFAULT_MENU_UNIT;
    if (!state.unitCodes.has(unit)) add('unit', 'unitUnknown');
    const main = category?.parent_id ? tree.nodeById.get(category.parent_id) : category;
    const subcategoryId = category?.parent_id ? category.id : null;
    if (row.sku) {
      if (skuFirstLine.get(row.sku.toLowerCase()) !== row.line) add('sku', 'skuDuplicate');
    } else {
      const identity = nameKeyOf(main?.id ?? '', subcategoryId, row.name_tr);
      if (seenProducts.has(identity)) add('name_tr', 'productDuplicate');
      seenProducts.add(identity);
    }
    if (issues.length > before || !main) continue;
    const values = {
      sku: row.sku,
      name_tr: row.name_tr,
      name_en: row.name_en,
      price_minor: row.price_minor,
      category_id: main.id,
      subcategory_id: subcategoryId,
      tax_group_id: taxGroupId as string | null,
      unit_code: unit,
      is_active: row.active,
      image: row.image,
    };
    const match = row.sku
      ? bySku.get(row.sku.toLowerCase())
      : byName.get(nameKeyOf(main.id, subcategoryId, row.name_tr));
    if (!match) create.push(values);
    else if (sameProduct(match, { ...values, id: match.id })) unchanged += 1;
    else update.push({ before: match, after: { ...values, id: match.id } });
  }
  return { create, update, unchanged };
}

/** Rows with problems of their own: their KDV group, unit and SKU are still checked. */
function checkOtherRows(
  state: MenuState,
  checks: readonly MenuRowCheck[],
  skuFirstLine: ReadonlyMap<string, number>,
  issues: MenuIssue[],
) {
  for (const check of checks) {
    const add = (column: MenuIssue['column'], code: MenuIssue['code']) =>
      issues.push({ line: check.line, column, code });
    if (check.kdv_group !== null && !state.taxGroups.has(check.kdv_group)) add('kdv_group', 'kdvUnknown');
    if (!state.unitCodes.has(check.unit ?? DEFAULT_MENU_UNIT)) add('unit', 'unitUnknown');
    if (check.sku && skuFirstLine.get(check.sku.toLowerCase()) !== check.line) add('sku', 'skuDuplicate');
  }
}

/**
 * What importing `rows` into `state` does, or every reason it cannot (rows with problems of their own
 * come as `checks`: their KDV group, unit and SKU are still checked, so one dry run lists all). Categories are matched by their Turkish path (a path
 * not there yet creates its categories); products by SKU (any letter case), or, for a row without
 * SKU, by the Turkish name among the SKU-less products of the same category. A match is updated
 * (only when something differs); anything else is created.
 */
export function planMenuImport(
  rows: readonly MenuRow[],
  state: MenuState,
  checks: readonly MenuRowCheck[] = [],
): MenuPlan {
  const issues: MenuIssue[] = [];
  const tree = categoryTree(state.categories);
  const categoryRows = rows.filter((r): r is MenuCategoryRow => r.kind === 'category');
  const productRows = rows.filter((r): r is MenuProductRow => r.kind === 'product');
  const fromFile = applyCategoryRows(tree, categoryRows, issues);
  checkSiblingNames(tree, fromFile, issues);
  const skuFirstLine = firstLinesOfSkus([...productRows, ...checks]);
  const products = planProducts(tree, state, productRows, skuFirstLine, issues);
  checkOtherRows(state, checks, skuFirstLine, issues);
  const categories = categoryChanges(tree, state.categories, fromFile);
  issues.sort((a, b) => a.line - b.line);
  return {
    issues,
    createCategories: tree.created,
    updateCategories: categories.updates,
    createProducts: products.create,
    updateProducts: products.update,
    unchanged: { categories: categories.unchanged, products: products.unchanged },
  };
}

/**
 * The menu as the import reads it: each main category's row, its products, then each subcategory's
 * row and products, in the given orders (categories and products sorted as the menu shows them).
 * "Tümü" (every product) is no real category and is left out.
 */
export function menuExportRecords(
  categories: readonly MenuCategory[],
  products: readonly MenuProduct[],
  taxCodes: ReadonlyMap<string, string>,
): MenuRecord[] {
  const records: MenuRecord[] = [];
  const categoryRecord = (c: MenuCategory, parent: string[]): MenuRecord => ({
    ...EMPTY_RECORD,
    type: 'category',
    category_path: formatCategoryPath(parent),
    name_tr: c.name_tr,
    name_en: c.name_en,
    active: c.is_active ? '1' : '0',
  });
  const productRecords = (path: string[], main: string, sub: string | null) =>
    products
      .filter((p) => p.category_id === main && p.subcategory_id === sub)
      .map((p) => ({
        type: 'product',
        category_path: formatCategoryPath(path),
        name_tr: p.name_tr,
        name_en: p.name_en,
        sku: p.sku ?? '',
        price: formatMenuPrice(p.price_minor),
        kdv_group: p.tax_group_id ? (taxCodes.get(p.tax_group_id) ?? '') : '',
        unit: p.unit_code,
        active: p.is_active ? '1' : '0',
        image_url: p.image,
      }));
  for (const main of categories) {
    if (main.parent_id !== null || main.id === ALL_CATEGORIES_ID) continue;
    records.push(categoryRecord(main, []), ...productRecords([main.name_tr], main.id, null));
    for (const sub of categories.filter((c) => c.parent_id === main.id)) {
      records.push(
        categoryRecord(sub, [main.name_tr]),
        ...productRecords([main.name_tr, sub.name_tr], main.id, sub.id),
      );
    }
  }
  return records;
}

const EMPTY_RECORD = Object.fromEntries(MENU_COLUMNS.map((c) => [c, ''])) as MenuRecord;
