import { unescapeFormulaCell } from '../text/csv.js';
import { isValidSku, MAX_PRICE_MINOR } from './product-rules.js';

/**
 * The menu file (CSV or XLSX): one header row naming these columns, then one row per category or
 * product. `category_path` is where the row sits ("Yiyecek > Burgerler"; a category's own row names
 * its parent, empty for a main category), by Turkish names.
 */
export const MENU_COLUMNS = [
  'type',
  'category_path',
  'name_tr',
  'name_en',
  'sku',
  'price',
  'kdv_group',
  'unit',
  'active',
  'image_url',
] as const;
export type MenuColumn = (typeof MENU_COLUMNS)[number];

/** Every problem a menu file can have (the apps translate each: catalogue.menuFile.issues.<code>). */
export const MENU_ISSUE_CODES = [
  'emptyFile',
  'unreadableFile',
  'unclosedQuote',
  'missingColumn',
  'unknownColumn',
  'typeInvalid',
  'nameRequired',
  'nameTooLong',
  'nameInvalid',
  'pathInvalid',
  'pathTooDeep',
  'pathReserved',
  'priceInvalid',
  'priceTooHigh',
  'skuInvalid',
  'skuDuplicate',
  'productDuplicate',
  'categoryDuplicate',
  'categoryNameTaken',
  'activeInvalid',
  'imageRequired',
  'imageInvalid',
  'kdvUnknown',
  'unitUnknown',
] as const;
export type MenuIssueCode = (typeof MENU_ISSUE_CODES)[number];

/** One problem of the file: its line (1 is the header), its column (null: the whole row or file). */
export interface MenuIssue {
  line: number;
  column: MenuColumn | null;
  code: MenuIssueCode;
  /** The file's own text the issue is about, where no column names it (an unknown header). */
  value?: string;
}

export interface MenuCategoryRow {
  kind: 'category';
  line: number;
  /** The parent's path (Turkish names), empty for a main category. */
  parent: string[];
  name_tr: string;
  name_en: string;
  active: boolean;
}

export interface MenuProductRow {
  kind: 'product';
  line: number;
  path: string[];
  name_tr: string;
  name_en: string;
  sku: string | null;
  price_minor: number;
  kdv_group: string | null;
  unit: string | null;
  active: boolean;
  image: string;
}

export type MenuRow = MenuCategoryRow | MenuProductRow;

/**
 * What a product row with problems of its own still carries for the checks against the database
 * and the other rows (KDV group, unit, a SKU used twice), so one dry run lists every problem.
 */
export interface MenuRowCheck {
  line: number;
  /** Only a well-formed SKU (a malformed one is its own problem already). */
  sku: string | null;
  kdv_group: string | null;
  unit: string | null;
}

/** A row as read: each column's text (missing columns are empty). */
export type MenuRecord = Record<MenuColumn, string>;

export const MAX_MENU_NAME_LENGTH = 200;

const TYPES: Record<string, MenuRow['kind']> = {
  category: 'category',
  kategori: 'category',
  product: 'product',
  ürün: 'product',
  urun: 'product',
  '': 'product',
};

const ACTIVE: Record<string, boolean> = {
  '': true,
  '1': true,
  true: true,
  yes: true,
  evet: true,
  aktif: true,
  '0': false,
  false: false,
  no: false,
  hayır: false,
  hayir: false,
  pasif: false,
};

/**
 * A price in lira as people and spreadsheets write it, in kuruş, exactly (no floating point):
 * "245", "245,5", "245.50", "1.234,50", "1,234.50", with or without "TL" / "₺". Undefined when it is not one.
 */
export function parseMenuPrice(input: string): number | undefined {
  const text = input.replace(/\s|₺|TL$/gi, '');
  const grouped = /^(\d{1,3}([.,])\d{3}(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(text);
  let whole: string;
  let fraction: string;
  if (grouped && grouped[2] !== grouped[3]) {
    whole = (grouped[1] as string).replace(/[.,]/g, '');
    fraction = grouped[4] ?? '';
  } else {
    const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
    if (!plain) return undefined;
    whole = plain[1] as string;
    fraction = plain[2] ?? '';
  }
  if (whole.length > 12) return undefined;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The price as the file writes it: lira with a decimal comma ("1234,50"), no grouping. */
export function formatMenuPrice(minor: number): string {
  return `${Math.trunc(minor / 100)},${String(minor % 100).padStart(2, '0')}`;
}

/** "Yiyecek > Burgerler" → ["Yiyecek", "Burgerler"]; an empty segment makes it invalid (undefined). */
export function parseCategoryPath(text: string): string[] | undefined {
  if (text.trim() === '') return [];
  const segments = text.split('>').map((s) => s.normalize('NFC').trim().replace(/\s+/g, ' '));
  return segments.every((s) => s !== '') ? segments : undefined;
}

export function formatCategoryPath(segments: readonly string[]): string {
  return segments.join(' > ');
}

/** An uploaded file's public path or an https link (the kiosk shows no http:// images). */
export function isMenuImageRef(value: string): boolean {
  return value.startsWith('/storage/v1/object/public/') || /^https:\/\/\S+$/i.test(value);
}

/** The header's columns by position; a column it lacks or one it does not know is an issue on line 1. */
export function readMenuHeader(cells: readonly string[]): {
  columns: Array<MenuColumn | null>;
  issues: MenuIssue[];
} {
  const known = new Set<string>(MENU_COLUMNS);
  const names = cells.map((c) => c.trim().toLowerCase());
  const columns = names.map((n) => (known.has(n) ? (n as MenuColumn) : null));
  const issues: MenuIssue[] = [];
  for (const column of MENU_COLUMNS) {
    if (!columns.includes(column)) issues.push({ line: 1, column, code: 'missingColumn' });
  }
  cells.forEach((cell, i) => {
    const value = cell.trim();
    if (columns[i] === null && value !== '')
      issues.push({ line: 1, column: null, code: 'unknownColumn', value });
  });
  return { columns, issues };
}

/** A data row's cells under the header's columns (a formula-escaping `'` the export added is dropped). */
export function menuRecord(columns: ReadonlyArray<MenuColumn | null>, cells: readonly string[]): MenuRecord {
  const record = Object.fromEntries(MENU_COLUMNS.map((c) => [c, ''])) as MenuRecord;
  columns.forEach((column, i) => {
    if (column) record[column] = unescapeFormulaCell((cells[i] ?? '').trim());
  });
  return record;
}

const isBlank = (record: MenuRecord) => MENU_COLUMNS.every((c) => record[c] === '');

/** One row's own rules (no database): the category or product it describes, or its issues. */
export function validateMenuRow(
  record: MenuRecord,
  line: number,
): { row?: MenuRow; check?: MenuRowCheck; issues: MenuIssue[] } {
  const issues: MenuIssue[] = [];
  const add = (column: MenuColumn, code: MenuIssueCode) => issues.push({ line, column, code });
  const kind = TYPES[record.type.toLocaleLowerCase('tr')];
  if (!kind) add('type', 'typeInvalid');
  const name_tr = record.name_tr.normalize('NFC').trim().replace(/\s+/g, ' ');
  const name_en = record.name_en.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (name_tr === '') add('name_tr', 'nameRequired');
  else if (name_tr.length > MAX_MENU_NAME_LENGTH) add('name_tr', 'nameTooLong');
  else if (kind === 'category' && name_tr.includes('>')) add('name_tr', 'nameInvalid');
  if (name_en.length > MAX_MENU_NAME_LENGTH) add('name_en', 'nameTooLong');
  const path = parseCategoryPath(record.category_path);
  if (!path) add('category_path', 'pathInvalid');
  else if (path.length > (kind === 'category' ? 1 : 2)) add('category_path', 'pathTooDeep');
  else if (kind === 'product' && path.length === 0) add('category_path', 'nameRequired');
  const active = ACTIVE[record.active.toLocaleLowerCase('tr')];
  if (active === undefined) add('active', 'activeInvalid');
  if (kind !== 'product') {
    if (issues.length > 0 || !kind) return { issues };
    return {
      row: { kind, line, parent: path as string[], name_tr, name_en, active: active as boolean },
      issues,
    };
  }
  const price = parseMenuPrice(record.price);
  if (price === undefined || price <= 0) add('price', 'priceInvalid');
  else if (price > MAX_PRICE_MINOR) add('price', 'priceTooHigh');
  const sku = record.sku === '' ? null : record.sku;
  if (sku !== null && !isValidSku(sku)) add('sku', 'skuInvalid');
  if (record.image_url === '') add('image_url', 'imageRequired');
  else if (!isMenuImageRef(record.image_url) || record.image_url.length > 2048)
    add('image_url', 'imageInvalid');
  const kdv_group = record.kdv_group === '' ? null : record.kdv_group.toUpperCase();
  const unit = record.unit === '' ? null : record.unit.toUpperCase();
  if (issues.length > 0) {
    const checkedSku = issues.some((i) => i.column === 'sku') ? null : sku;
    return { issues, check: { line, sku: checkedSku, kdv_group, unit } };
  }
  return {
    row: {
      kind,
      line,
      path: path as string[],
      name_tr,
      name_en,
      sku,
      price_minor: price as number,
      kdv_group,
      unit,
      active: active as boolean,
      image: record.image_url,
    },
    issues,
  };
}

/** Reads a whole table (header first): the valid rows and every issue, in line order. */
export function readMenuTable(records: ReadonlyArray<{ line: number; cells: readonly string[] }>): {
  rows: MenuRow[];
  /** Product rows with problems of their own, for the checks `planMenuImport` makes. */
  checks: MenuRowCheck[];
  issues: MenuIssue[];
} {
  const [header, ...data] = records;
  if (!header) return { rows: [], checks: [], issues: [{ line: 1, column: null, code: 'emptyFile' }] };
  const { columns, issues } = readMenuHeader(header.cells);
  if (issues.length > 0) return { rows: [], checks: [], issues };
  const rows: MenuRow[] = [];
  const checks: MenuRowCheck[] = [];
  for (const { line, cells } of data) {
    const record = menuRecord(columns, cells);
    if (isBlank(record)) continue;
    const result = validateMenuRow(record, line);
    issues.push(...result.issues);
    if (result.row) rows.push(result.row);
    if (result.check) checks.push(result.check);
  }
  if (rows.length === 0 && issues.length === 0) issues.push({ line: 1, column: null, code: 'emptyFile' });
  return { rows, checks, issues };
}
