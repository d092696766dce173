import type { Product, ProductList, ProductListQuery, ProductWrite } from '@kiosk/contracts';
import { productIssues } from '@kiosk/domain';
import type { ProductUpdate } from '../db/schema.js';
import { errors } from '../errors.js';
import { StillReferenced, UniqueConflict } from '../repositories/database-errors.js';
import type { Repositories } from '../repositories/index.js';
import type { ProductRow } from '../repositories/product.repository.js';
import { emptyTranslations } from '../repositories/translation.repository.js';
import { type Actor, recordChange } from './catalogue-events.js';
import { soldOutStateOf } from './sold-out.service.js';

/** Fields kiosks act on when a product changes (live menu rules). */
const LIVE_FIELDS = [
  'name',
  'price_minor',
  'is_active',
  'in_stock',
  'category_id',
  'subcategory_id',
  'image',
] as const;
export const liveView = <T extends Pick<ProductRow, (typeof LIVE_FIELDS)[number]>>(row: T) =>
  Object.fromEntries(LIVE_FIELDS.map((f) => [f, row[f]]));

const skuTaken = () =>
  errors.validation([
    { field: 'sku', message: 'This SKU is already used by another product', key: 'skuTaken' },
  ]);
/** Two saves racing for one SKU: the unique index decides, and the loser gets the same answer. */
const rethrowSkuTaken = (error: unknown): never => {
  throw error instanceof UniqueConflict && error.what === 'sku' ? skuTaken() : error;
};

export class ProductService {
  constructor(private readonly repos: Repositories) {}

  async list(query: ProductListQuery): Promise<ProductList> {
    const { rows, total } = await this.repos.product.list(query);
    const translations = await this.repos.translation.forEntities(
      'product',
      rows.map((r) => r.id),
    );
    return {
      data: rows.map((row) => present(row, translations.get(row.id))),
      total,
      page: query.page,
      page_size: query.page_size,
    };
  }

  async get(id: string, repos: Repositories = this.repos): Promise<Product> {
    const row = await repos.product.findById(id);
    if (!row) throw errors.notFound('Product');
    const translations = await repos.translation.forEntities('product', [id]);
    return present(row, translations.get(id));
  }

  async create(actor: Actor, input: ProductWrite): Promise<Product> {
    const name = input.translations?.tr?.name?.trim() || input.name?.trim() || '';
    const draft = {
      name,
      price_minor: input.price_minor,
      category_id: input.category_id,
      image: input.image,
      sku: input.sku,
    };
    rejectIssues(productIssues(draft));
    const description = input.translations?.tr?.description?.trim() || input.description?.trim() || null;
    const values = {
      name,
      description,
      price_minor: input.price_minor as number,
      image: input.image as string,
      category_id: input.category_id as string,
      subcategory_id: input.subcategory_id ?? null,
      sort_order: input.sort_order ?? 0,
      configurable: input.configurable ?? false,
      is_active: input.is_active ?? true,
      is_option_only: input.is_option_only ?? false,
      in_stock: input.in_stock ?? true,
      tax_group_id: input.tax_group_id ?? null,
      unit_code: input.unit_code ?? 'C62',
      sku: input.sku || null,
    };
    await this.checkReferences(values);
    await this.checkSku(values.sku);
    return this.repos
      .transaction(async (repos) => {
        const id = await repos.product.insert(values);
        await repos.translation.replace('product', id, {
          tr: { name, ...(description ? { description } : {}) },
          en: input.translations?.en ?? {},
        });
        const product = await this.get(id, repos);
        await recordChange(repos, actor, {
          table: 'products',
          event: 'INSERT',
          id,
          action: 'product.created',
          summary: name,
          new: liveView({ ...product, created_at: new Date(), updated_at: new Date() }),
        });
        return product;
      })
      .catch(rethrowSkuTaken);
  }

  /** Applies only the fields sent; translations, when sent, replace the old ones. */
  async update(actor: Actor, id: string, input: ProductWrite): Promise<Product> {
    const products = this.repos.product;
    const current = await products.findById(id);
    if (!current) throw errors.notFound('Product');

    const changes: ProductUpdate = {};
    const trName = input.translations?.tr?.name?.trim() || input.name?.trim();
    if (input.name !== undefined || input.translations?.tr?.name !== undefined) changes.name = trName ?? '';
    const trDescription = input.translations?.tr?.description ?? input.description;
    if (trDescription !== undefined) changes.description = trDescription?.trim() || null;
    for (const key of [
      'price_minor',
      'image',
      'category_id',
      'subcategory_id',
      'sort_order',
      'configurable',
      'is_active',
      'is_option_only',
      'in_stock',
      'tax_group_id',
      'unit_code',
    ] as const) {
      if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
    }
    if (input.sku !== undefined) changes.sku = input.sku || null;
    // A new main category resets a subcategory that does not belong to it.
    if (
      changes.category_id !== undefined &&
      changes.category_id !== current.category_id &&
      input.subcategory_id === undefined
    ) {
      changes.subcategory_id = null;
    }
    const merged = { ...current, ...changes } as ProductRow;
    rejectIssues(productIssues(merged));
    await this.checkReferences(merged);
    if (changes.sku !== undefined) await this.checkSku(changes.sku, id);

    return this.repos
      .transaction(async (repos) => {
        // an admin's own stock choice replaces an "86" mark (its end and count would undo it)
        if (changes.in_stock !== undefined && current.sold_out_at) await repos.product.clearStockMark(id);
        if (Object.keys(changes).length > 0) await repos.product.update(id, changes);
        if (input.translations !== undefined) {
          const existing =
            (await repos.translation.forEntities('product', [id])).get(id) ?? emptyTranslations();
          await repos.translation.replace('product', id, {
            tr: { name: merged.name, ...(merged.description ? { description: merged.description } : {}) },
            en: input.translations.en ?? existing.en,
          });
        }
        const product = await this.get(id, repos);
        await recordChange(repos, actor, {
          table: 'products',
          event: 'UPDATE',
          id,
          action: updateAction(current, changes),
          summary: product.name,
          old: liveView(current),
          new: liveView({ ...merged }),
        });
        return product;
      })
      .catch(rethrowSkuTaken);
  }

  /**
   * Hard delete. When something still refers to the product (an order line, a configurator option:
   * the repository throws `StillReferenced`) it is deactivated instead, and the caller is told so.
   */
  async delete(
    actor: Actor,
    id: string,
  ): Promise<{ outcome: 'deleted' | 'deactivated'; message_key: 'deleteSuccess' | 'deleteSoftSuccess' }> {
    const current = await this.repos.product.findById(id);
    if (!current) throw errors.notFound('Product');
    try {
      await this.repos.transaction(async (repos) => {
        await repos.translation.deleteFor('product', [id]);
        await repos.product.delete(id);
        await recordChange(repos, actor, {
          table: 'products',
          event: 'DELETE',
          id,
          action: 'product.deleted',
          summary: current.name,
          old: liveView(current),
        });
      });
      return { outcome: 'deleted', message_key: 'deleteSuccess' };
    } catch (error) {
      if (!(error instanceof StillReferenced)) throw error;
    }
    await this.repos.transaction(async (repos) => {
      await repos.product.update(id, { is_active: false });
      await recordChange(repos, actor, {
        table: 'products',
        event: 'UPDATE',
        id,
        action: 'product.deactivated',
        summary: current.name,
        old: liveView(current),
        new: liveView({ ...current, is_active: false }),
      });
    });
    return { outcome: 'deactivated', message_key: 'deleteSoftSuccess' };
  }

  private async checkSku(sku: string | null, exceptId?: string): Promise<void> {
    if (sku === null) return;
    const owner = await this.repos.product.findIdBySku(sku);
    if (owner && owner !== exceptId) throw skuTaken();
  }

  private async checkReferences(values: {
    category_id: string;
    subcategory_id: string | null;
    tax_group_id: string | null;
    unit_code: string;
  }): Promise<void> {
    const categories = this.repos.category;
    const references = this.repos.reference;
    const all = await categories.all();
    const issues: Array<{ field: string; message: string; key?: string }> = [];
    const category = all.find((c) => c.id === values.category_id);
    if (!category)
      issues.push({ field: 'category_id', message: 'Category not found', key: 'categoryRequired' });
    if (values.subcategory_id !== null) {
      const sub = all.find((c) => c.id === values.subcategory_id);
      if (!sub || sub.parent_id !== values.category_id) {
        issues.push({
          field: 'subcategory_id',
          message: 'The subcategory does not belong to the chosen category',
        });
      }
    }
    if (values.tax_group_id !== null) {
      const group = await references.taxGroup(values.tax_group_id);
      if (!group?.is_active)
        issues.push({ field: 'tax_group_id', message: 'Tax group not found or inactive' });
    }
    const unit = await references.unitCode(values.unit_code);
    if (!unit?.is_active) issues.push({ field: 'unit_code', message: 'Unit code not found or inactive' });
    if (issues.length > 0) throw errors.validation(issues);
  }
}

function rejectIssues(issues: Array<{ field: string; message: string; key: string }>): void {
  if (issues.length > 0) throw errors.validation(issues);
}

function updateAction(current: ProductRow, changes: ProductUpdate): string {
  const keys = Object.keys(changes);
  if (keys.length === 1 && changes.is_active !== undefined && changes.is_active !== current.is_active) {
    return changes.is_active ? 'product.activated' : 'product.deactivated';
  }
  if (keys.length === 1 && changes.in_stock !== undefined)
    return changes.in_stock ? 'product.in_stock' : 'product.sold_out';
  return 'product.updated';
}

function present(row: ProductRow, translations = emptyTranslations()): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price_minor: row.price_minor,
    image: row.image,
    category_id: row.category_id,
    category_name: row.category_name,
    subcategory_id: row.subcategory_id,
    sort_order: row.sort_order,
    configurable: row.configurable,
    is_active: row.is_active,
    is_option_only: row.is_option_only,
    in_stock: row.in_stock,
    tax_group_id: row.tax_group_id,
    unit_code: row.unit_code,
    sku: row.sku,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    translations,
    sold_out: soldOutStateOf(row),
  };
}
