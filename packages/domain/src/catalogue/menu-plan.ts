import { slugify } from '../text/turkish.js';
import {
  ALL_CATEGORIES_ID,
  categoryNameKey,
  freeCategoryId,
  type NamedCategory,
  siblingNameClash,
} from './category-rules.js';
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

/** A category as the import sees it. */
export interface MenuCategory {
  id: string;
  parent_id: string | null;
  name_tr: string;
  name_en: string;
  is_active: boolean;
}

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

const pathKey = (segments: readonly string[]) => segments.map((s) => categoryNameKey(s, 'tr')).join('>');
const sameCategory = (a: MenuCategory, b: MenuCategory) =>
  a.name_tr === b.name_tr && a.name_en === b.name_en && a.is_active === b.is_active;
const sameProduct = (a: MenuProduct, b: MenuProduct) =>
  (Object.keys(a) as Array<keyof MenuProduct>).every((k) => a[k] === b[k]);

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
  /** Every category after the import, by Turkish path and by id (copies: the file's rows change them). */
  const nodes = new Map<string, MenuCategory>();
  const nodeById = new Map(state.categories.map((c) => [c.id, { ...c }]));
  for (const c of nodeById.values()) {
    const parent = c.parent_id ? nodeById.get(c.parent_id) : undefined;
    const key = parent ? pathKey([parent.name_tr, c.name_tr]) : pathKey([c.name_tr]);
    if (!nodes.has(key)) nodes.set(key, c);
  }
  const all = nodeById.get(ALL_CATEGORIES_ID);
  const reserved = (segments: readonly string[]) =>
    all !== undefined && pathKey(segments.slice(0, 1)) === pathKey([all.name_tr]);
  const taken = new Set(state.categories.map((c) => c.id));
  const created: MenuCategory[] = [];

  /** The category at `segments`, made (with its parent) when missing; undefined when a name cannot be an id. */
  const ensure = (segments: readonly string[]): MenuCategory | undefined => {
    const key = pathKey(segments);
    const found = nodes.get(key);
    if (found) return found;
    const parent = segments.length > 1 ? ensure(segments.slice(0, -1)) : undefined;
    if (segments.length > 1 && !parent) return undefined;
    const name = segments.at(-1) as string;
    const slug = slugify(name);
    if (!slug) return undefined;
    const node: MenuCategory = {
      id: freeCategoryId(slug, taken),
      parent_id: parent?.id ?? null,
      name_tr: name,
      name_en: '',
      is_active: true,
    };
    taken.add(node.id);
    nodes.set(key, node);
    nodeById.set(node.id, node);
    created.push(node);
    return node;
  };

  const categoryRows = rows.filter((r): r is MenuCategoryRow => r.kind === 'category');
  const productRows = rows.filter((r): r is MenuProductRow => r.kind === 'product');
  const seenCategories = new Set<string>();
  const fromFile = new Map<string, MenuCategoryRow>();
  for (const row of categoryRows) {
    const segments = [...row.parent, row.name_tr];
    const key = pathKey(segments);
    if (reserved(segments)) {
      issues.push({
        line: row.line,
        column: row.parent.length ? 'category_path' : 'name_tr',
        code: 'pathReserved',
      });
      continue;
    }
    if (seenCategories.has(key)) {
      issues.push({ line: row.line, column: 'name_tr', code: 'categoryDuplicate' });
      continue;
    }
    seenCategories.add(key);
    const node = ensure(segments);
    if (!node) {
      issues.push({ line: row.line, column: 'name_tr', code: 'nameInvalid' });
      continue;
    }
    node.name_tr = row.name_tr;
    node.name_en = row.name_en;
    node.is_active = row.active;
    fromFile.set(node.id, row);
  }

  const sibling = (c: MenuCategory): NamedCategory => ({
    id: c.id,
    parent_id: c.parent_id,
    names: { tr: c.name_tr, en: c.name_en || undefined },
  });
  const finalCategories = [...nodeById.values()].map(sibling);
  for (const [id, row] of fromFile) {
    const node = nodeById.get(id) as MenuCategory;
    const clash = siblingNameClash(sibling(node), finalCategories);
    if (clash)
      issues.push({
        line: row.line,
        column: clash.language === 'tr' ? 'name_tr' : 'name_en',
        code: 'categoryNameTaken',
      });
  }

  const bySku = new Map(
    state.products.filter((p) => p.sku !== null).map((p) => [(p.sku as string).toLowerCase(), p]),
  );
  const nameKeyOf = (categoryId: string, subcategoryId: string | null, name: string) =>
    `${categoryId}/${subcategoryId ?? ''}/${categoryNameKey(name, 'tr')}`;
  const byName = new Map<string, MenuProduct>();
  for (const p of state.products) {
    if (p.sku === null) byName.set(nameKeyOf(p.category_id, p.subcategory_id, p.name_tr), p);
  }
  /** The first line of each SKU (any letter case), over every product row, checked or not. */
  const skuFirstLine = new Map<string, number>();
  for (const r of [...productRows, ...checks].sort((a, b) => a.line - b.line)) {
    const key = r.sku?.toLowerCase();
    if (key !== undefined && !skuFirstLine.has(key)) skuFirstLine.set(key, r.line);
  }
  const seenProducts = new Set<string>();
  const createProducts: MenuPlan['createProducts'] = [];
  const updateProducts: MenuPlan['updateProducts'] = [];
  let unchangedProducts = 0;
  for (const row of productRows) {
    const before = issues.length;
    const add = (column: MenuIssue['column'], code: MenuIssue['code']) =>
      issues.push({ line: row.line, column, code });
    let category: MenuCategory | undefined;
    if (reserved(row.path)) add('category_path', 'pathReserved');
    else {
      category = ensure(row.path);
      if (!category) add('category_path', 'pathInvalid');
    }
    const taxGroupId = row.kdv_group === null ? null : state.taxGroups.get(row.kdv_group);
    if (taxGroupId === undefined) add('kdv_group', 'kdvUnknown');
    const unit = row.unit ?? DEFAULT_MENU_UNIT;
    if (!state.unitCodes.has(unit)) add('unit', 'unitUnknown');
    const main = category?.parent_id ? nodeById.get(category.parent_id) : category;
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
    if (!match) createProducts.push(values);
    else if (sameProduct(match, { ...values, id: match.id })) unchangedProducts += 1;
    else updateProducts.push({ before: match, after: { ...values, id: match.id } });
  }

  for (const check of checks) {
    const add = (column: MenuIssue['column'], code: MenuIssue['code']) =>
      issues.push({ line: check.line, column, code });
    if (check.kdv_group !== null && !state.taxGroups.has(check.kdv_group)) add('kdv_group', 'kdvUnknown');
    if (!state.unitCodes.has(check.unit ?? DEFAULT_MENU_UNIT)) add('unit', 'unitUnknown');
    if (check.sku && skuFirstLine.get(check.sku.toLowerCase()) !== check.line) add('sku', 'skuDuplicate');
  }

  const updateCategories: MenuPlan['updateCategories'] = [];
  let unchangedCategories = 0;
  for (const c of state.categories) {
    const after = nodeById.get(c.id);
    if (!after || !fromFile.has(c.id)) continue;
    if (sameCategory(c, after)) unchangedCategories += 1;
    else updateCategories.push({ before: c, after });
  }
  issues.sort((a, b) => a.line - b.line);
  return {
    issues,
    createCategories: created,
    updateCategories,
    createProducts,
    updateProducts,
    unchanged: { categories: unchangedCategories, products: unchangedProducts },
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
