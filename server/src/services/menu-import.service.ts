import {
  MENU_FILE_TYPES,
  type MenuFileFormat,
  type MenuImportBody,
  type MenuImportResult,
} from '@kiosk/contracts';
import {
  MENU_COLUMNS,
  type MenuIssue,
  type MenuPlan,
  type MenuProduct,
  menuExportRecords,
  parseCsv,
  planMenuImport,
  readMenuTable,
  writeCsv,
} from '@kiosk/domain';
import { AppError, errors } from '../errors.js';
import { UniqueConflict } from '../repositories/database-errors.js';
import type { Repositories } from '../repositories/index.js';
import type { ProductRow } from '../repositories/product.repository.js';
import { emptyTranslations } from '../repositories/translation.repository.js';
import { type Actor, recordChange } from './catalogue-events.js';
import { readXlsxTable, writeXlsx } from './menu-xlsx.js';
import { liveView } from './product.service.js';

/** The file's rows with their lines, or the one issue that it cannot be read at all. */
type FileTable = { records: Array<{ line: number; cells: string[] }> } | { unreadable: MenuIssue };

/**
 * The menu as a file (issue 30): export it as CSV or XLSX, and import such a file all or nothing
 * (one transaction), or only check it (dry run). The rules are packages/domain's menu-rows and menu-plan.
 */
export class MenuImportService {
  constructor(private readonly repos: Repositories) {}

  async export(format: MenuFileFormat): Promise<{ body: Buffer | string; type: string; filename: string }> {
    const repo = this.repos.menuTransfer;
    const [categories, products, taxGroups] = await Promise.all([
      repo.categories(),
      repo.products(),
      repo.taxGroups(),
    ]);
    const records = menuExportRecords(categories, products, taxGroups.codeById);
    const rows = [[...MENU_COLUMNS], ...records.map((r) => MENU_COLUMNS.map((c) => r[c]))];
    return {
      body: format === 'csv' ? writeCsv(rows) : await writeXlsx(rows),
      type: MENU_FILE_TYPES[format],
      filename: `menu.${format}`,
    };
  }

  /**
   * Checks the file and, unless it is a dry run, writes it in one transaction. A real import of a
   * file with any problem is refused (422 menu_import_invalid, the issues in `details`), writing nothing.
   */
  async import(actor: Actor, input: MenuImportBody, dryRun: boolean): Promise<MenuImportResult> {
    const table = await readTable(input);
    if (dryRun) return result(await this.plan(this.repos, table), true, false);
    return this.repos
      .transaction(async (repos) => {
        const plan = await this.plan(repos, table);
        if (plan.issues.length > 0) {
          throw new AppError('menu_import_invalid', 422, `The file has ${plan.issues.length} problem(s)`, {
            issues: plan.issues,
          });
        }
        await writeCategories(repos, actor, plan);
        await writeProducts(repos, actor, plan);
        return result(plan, false, true);
      })
      .catch((error: unknown) => {
        if (error instanceof UniqueConflict)
          throw errors.conflict('Another save took one of the SKUs meanwhile; try the import again');
        throw error;
      });
  }

  private async plan(repos: Repositories, table: FileTable): Promise<MenuPlan> {
    if ('unreadable' in table) {
      return {
        issues: [table.unreadable],
        createCategories: [],
        updateCategories: [],
        createProducts: [],
        updateProducts: [],
        unchanged: { categories: 0, products: 0 },
      };
    }
    const { rows, checks, issues } = readMenuTable(table.records);
    const repo = repos.menuTransfer;
    const [categories, products, taxGroups, unitCodes] = await Promise.all([
      repo.categories(),
      repo.products(),
      repo.taxGroups(),
      repo.activeUnitCodes(),
    ]);
    const plan = planMenuImport(
      rows,
      {
        categories,
        products,
        taxGroups: taxGroups.activeByCode,
        unitCodes,
      },
      checks,
    );
    const all = [...issues, ...plan.issues].sort((a, b) => a.line - b.line);
    return { ...plan, issues: all };
  }
}

async function readTable(input: MenuImportBody): Promise<FileTable> {
  const bytes = Buffer.from(input.content_base64, 'base64');
  if (input.format === 'xlsx') {
    const records = await readXlsxTable(bytes);
    return records ? { records } : { unreadable: { line: 1, column: null, code: 'unreadableFile' } };
  }
  const parsed = parseCsv(decodeText(bytes));
  if (!parsed.ok) return { unreadable: { line: parsed.line, column: null, code: parsed.code } };
  return { records: parsed.records };
}

/** UTF-8 (with or without a byte order mark); else Windows-1254, the code page Turkish Excel saves "CSV" in. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1254').decode(bytes);
  }
}

function result(plan: MenuPlan, dryRun: boolean, applied: boolean): MenuImportResult {
  return {
    dry_run: dryRun,
    applied,
    issues: plan.issues,
    summary: {
      categories: {
        created: plan.createCategories.length,
        updated: plan.updateCategories.length,
        unchanged: plan.unchanged.categories,
      },
      products: {
        created: plan.createProducts.length,
        updated: plan.updateProducts.length,
        unchanged: plan.unchanged.products,
      },
    },
  };
}

async function writeCategories(repos: Repositories, actor: Actor, plan: MenuPlan): Promise<void> {
  const categories = repos.category;
  const translations = repos.translation;
  let sortOrder = await categories.nextSortOrder();
  for (const c of plan.createCategories) {
    await categories.insert({
      id: c.id,
      name: c.name_tr,
      description: null,
      icon: 'Package',
      color: null,
      parent_id: c.parent_id,
      is_active: c.is_active,
      sort_order: sortOrder++,
    });
    await translations.replace('category', c.id, { tr: { name: c.name_tr }, en: { name: c.name_en } });
    const view = { name: c.name_tr, parent_id: c.parent_id, is_active: c.is_active };
    await recordChange(repos, actor, {
      table: 'categories',
      event: 'INSERT',
      id: c.id,
      action: 'category.created',
      summary: c.name_tr,
      new: view,
    });
  }
  const existing = await translations.forEntities(
    'category',
    plan.updateCategories.map((u) => u.after.id),
  );
  for (const { before, after } of plan.updateCategories) {
    await categories.update(after.id, { name: after.name_tr, is_active: after.is_active });
    const current = existing.get(after.id) ?? emptyTranslations();
    await translations.replace('category', after.id, {
      tr: { ...current.tr, name: after.name_tr },
      en: { ...current.en, name: after.name_en },
    });
    await recordChange(repos, actor, {
      table: 'categories',
      event: 'UPDATE',
      id: after.id,
      action: 'category.updated',
      summary: after.name_tr,
      old: { name: before.name_tr, is_active: before.is_active },
      new: { name: after.name_tr, is_active: after.is_active },
    });
  }
}

const productColumns = (p: Omit<MenuProduct, 'id'>) => ({
  name: p.name_tr,
  price_minor: p.price_minor,
  image: p.image,
  category_id: p.category_id,
  subcategory_id: p.subcategory_id,
  is_active: p.is_active,
  tax_group_id: p.tax_group_id,
  unit_code: p.unit_code,
  sku: p.sku,
});

async function writeProducts(repos: Repositories, actor: Actor, plan: MenuPlan): Promise<void> {
  const products = repos.product;
  const translations = repos.translation;
  for (const p of plan.createProducts) {
    const values = {
      ...productColumns(p),
      description: null,
      sort_order: 0,
      configurable: false,
      is_option_only: false,
      in_stock: true,
    };
    const id = await products.insert(values);
    await translations.replace('product', id, { tr: { name: p.name_tr }, en: { name: p.name_en } });
    const now = new Date();
    await recordChange(repos, actor, {
      table: 'products',
      event: 'INSERT',
      id,
      action: 'product.created',
      summary: p.name_tr,
      new: liveView({ ...values, id, category_name: null, created_at: now, updated_at: now }),
    });
  }
  const existing = await translations.forEntities(
    'product',
    plan.updateProducts.map((u) => u.after.id),
  );
  for (const { after } of plan.updateProducts) {
    const current = (await products.findById(after.id)) as ProductRow;
    const changes = productColumns(after);
    await products.update(after.id, changes);
    const names = existing.get(after.id) ?? emptyTranslations();
    await translations.replace('product', after.id, {
      tr: { ...names.tr, name: after.name_tr },
      en: { ...names.en, name: after.name_en },
    });
    await recordChange(repos, actor, {
      table: 'products',
      event: 'UPDATE',
      id: after.id,
      action: 'product.updated',
      summary: after.name_tr,
      old: liveView(current),
      new: liveView({ ...current, ...changes }),
    });
  }
}
