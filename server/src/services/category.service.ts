import type { Category, CategoryWrite, ReassignAndDelete } from '@kiosk/contracts';
import {
  freeCategoryId,
  type NamedCategory,
  parentProblem,
  RESERVED_CATEGORY_IDS,
  siblingNameClash,
  slugify,
} from '@kiosk/domain';
import { AppError, errors } from '../errors.js';
import type { CategoryRepository, CategoryRow } from '../repositories/category.repository.js';
import type { Repositories } from '../repositories/index.js';
import { emptyTranslations } from '../repositories/translation.repository.js';
import { type Actor, recordChange } from './catalogue-events.js';

const PARENT_MESSAGES = {
  parent_is_self: 'A category cannot be its own parent',
  parent_not_found: 'The parent category does not exist',
  parent_not_main: 'Only main categories can have subcategories (one nesting level)',
  has_subcategories: 'A category with subcategories cannot become a subcategory',
  parent_reserved: 'This category cannot be a parent',
} as const;

const isReserved = (id: string) => (RESERVED_CATEGORY_IDS as readonly string[]).includes(id);

export class CategoryService {
  constructor(private readonly repos: Repositories) {}

  async list(): Promise<Category[]> {
    const rows = await this.repos.category.listWithCounts();
    const translations = await this.repos.translation.forEntities(
      'category',
      rows.map((r) => r.id),
    );
    return rows.map((row) => present(row, translations.get(row.id)));
  }

  async get(id: string, repos: Repositories = this.repos): Promise<Category> {
    const row = await repos.category.findById(id);
    if (!row) throw errors.notFound('Category');
    const translations = await repos.translation.forEntities('category', [id]);
    return present(row, translations.get(id));
  }

  async create(actor: Actor, input: CategoryWrite): Promise<Category> {
    const name = input.translations?.tr?.name?.trim() || input.name?.trim() || '';
    if (!name)
      throw errors.validation([
        { field: 'name', message: 'Category name (Turkish) is required', key: 'categoryNameRequired' },
      ]);
    const slug = slugify(name);
    if (!slug)
      throw errors.validation([
        {
          field: 'name',
          message: 'The name needs at least one letter or digit',
          key: 'categoryNameRequired',
        },
      ]);
    const parentId = input.parent_id || null;
    const named = await this.namedCategories(this.repos);
    const id = freeCategoryId(slug, new Set(named.map((c) => c.id)));
    this.refuseSiblingClash(
      { id, parent_id: parentId, names: { tr: name, en: input.translations?.en?.name } },
      named,
    );
    await this.checkParent(id, parentId, 0);
    return this.repos.transaction(async (repos) => {
      const repo = repos.category;
      await repo.insert({
        id,
        name,
        description: input.translations?.tr?.description?.trim() || input.description?.trim() || null,
        icon: input.icon ?? 'Package',
        color: input.color ?? null,
        parent_id: parentId,
        is_active: input.is_active ?? true,
        sort_order: input.sort_order ?? (await repo.nextSortOrder()),
      });
      await repos.translation.replace('category', id, {
        tr: {
          name,
          ...(input.translations?.tr?.description ? { description: input.translations.tr.description } : {}),
        },
        en: input.translations?.en ?? {},
      });
      await recordChange(repos, actor, {
        table: 'categories',
        event: 'INSERT',
        id,
        action: 'category.created',
        summary: name,
        new: { name, parent_id: parentId, is_active: input.is_active ?? true },
      });
      return this.get(id, repos);
    });
  }

  /** Every category with its Turkish and English names (for the sibling name check). */
  private async namedCategories(repos: Repositories): Promise<NamedCategory[]> {
    const rows = await repos.category.listWithCounts();
    const translations = await repos.translation.forEntities(
      'category',
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      id: row.id,
      parent_id: row.parent_id,
      names: { tr: row.name, en: translations.get(row.id)?.en.name || undefined },
    }));
  }

  /**
   * Two categories under the same parent (or two main categories) may not share a name, in
   * Turkish or in English, compared Turkish-aware (409 category_exists, with the field).
   */
  private refuseSiblingClash(candidate: NamedCategory, named: NamedCategory[]): void {
    const clash = siblingNameClash(candidate, named);
    if (!clash) return;
    throw new AppError('category_exists', 409, 'A category with this name already exists here', {
      key: 'categoryExists',
      field: clash.language === 'tr' ? 'name' : 'translations.en.name',
      language: clash.language,
      id: clash.id,
    });
  }

  async update(actor: Actor, id: string, input: CategoryWrite): Promise<Category> {
    const current = await this.repos.category.findById(id);
    if (!current) throw errors.notFound('Category');
    const changes: Parameters<CategoryRepository['update']>[1] = {};
    const name = input.translations?.tr?.name?.trim() ?? input.name?.trim();
    if (name !== undefined) {
      if (!name)
        throw errors.validation([
          { field: 'name', message: 'Category name (Turkish) is required', key: 'categoryNameRequired' },
        ]);
      changes.name = name;
    }
    const description = input.translations?.tr?.description ?? input.description;
    if (description !== undefined) changes.description = description?.trim() || null;
    if (input.icon !== undefined) changes.icon = input.icon;
    if (input.color !== undefined) changes.color = input.color;
    if (input.is_active !== undefined) changes.is_active = input.is_active;
    if (input.sort_order !== undefined) changes.sort_order = input.sort_order;
    if (input.parent_id !== undefined) {
      changes.parent_id = input.parent_id || null;
      if (isReserved(id) && changes.parent_id) throw errors.badRequest('This category cannot be moved');
      await this.checkParent(id, changes.parent_id, current.subcategory_count);
    }
    if (changes.name !== undefined || changes.parent_id !== undefined || input.translations?.en?.name) {
      const named = await this.namedCategories(this.repos);
      const self = named.find((c) => c.id === id);
      this.refuseSiblingClash(
        {
          id,
          parent_id: changes.parent_id === undefined ? current.parent_id : changes.parent_id,
          names: {
            tr: changes.name ?? current.name,
            en: input.translations?.en?.name ?? self?.names.en,
          },
        },
        named,
      );
    }
    return this.repos.transaction(async (repos) => {
      if (Object.keys(changes).length > 0) await repos.category.update(id, changes);
      if (input.translations !== undefined) {
        const existing =
          (await repos.translation.forEntities('category', [id])).get(id) ?? emptyTranslations();
        await repos.translation.replace('category', id, {
          tr: {
            name: changes.name ?? current.name,
            ...(input.translations.tr?.description ? { description: input.translations.tr.description } : {}),
          },
          en: input.translations.en ?? existing.en,
        });
      }
      await recordChange(repos, actor, {
        table: 'categories',
        event: 'UPDATE',
        id,
        action: 'category.updated',
        summary: changes.name ?? current.name,
        old: { name: current.name, parent_id: current.parent_id, is_active: current.is_active },
        new: {
          name: changes.name ?? current.name,
          parent_id: changes.parent_id === undefined ? current.parent_id : changes.parent_id,
          is_active: changes.is_active ?? current.is_active,
        },
      });
      return this.get(id, repos);
    });
  }

  /**
   * Spec deletion order: with active products in it, CATEGORY_HAS_PRODUCTS (the app opens the
   * reassign-products dialog); else with subcategories, CATEGORY_HAS_SUBCATEGORIES; else delete.
   */
  async delete(actor: Actor, id: string): Promise<void> {
    await this.deleteWith(actor, { category_id: id, products: [], subcategories: [] });
  }

  /** Moves products, handles subcategories and deletes the category in one transaction. */
  async deleteWith(actor: Actor, plan: ReassignAndDelete): Promise<void> {
    const id = plan.category_id;
    if (isReserved(id)) throw errors.badRequest('This category cannot be deleted');
    await this.repos.transaction(async (repos) => {
      const categories = repos.category;
      const current = await categories.findById(id);
      if (!current) throw errors.notFound('Category');
      const all = await categories.all();
      await moveProducts(repos, actor, plan, all);
      await settleSubcategories(repos, actor, plan, all);

      // Inactive products still pointing at it go to 'uncategorized' (they are not on the menu).
      await repos.product.detachFromCategory(id, 'uncategorized');
      await repos.translation.deleteFor('category', [id]);
      await categories.delete(id);
      await recordChange(repos, actor, {
        table: 'categories',
        event: 'DELETE',
        id,
        action: 'category.deleted',
        summary: current.name,
      });
    });
  }

  private async checkParent(
    id: string | undefined,
    parentId: string | null,
    subcategoryCount: number,
  ): Promise<void> {
    const problem = parentProblem(await this.repos.category.all(), id, parentId, subcategoryCount);
    if (problem)
      throw errors.validation([{ field: 'parent_id', message: PARENT_MESSAGES[problem], key: problem }]);
  }
}

function present(row: CategoryRow, translations = emptyTranslations()): Category {
  return { ...row, translations };
}

/** A category's place in the tree (id and parent), as the delete checks targets against. */
type TreeNode = Awaited<ReturnType<Repositories['category']['all']>>[number];

/**
 * The category's active products moved as the plan says (CATEGORY_HAS_PRODUCTS while the plan
 * names none). Products of a subcategory that is made main or moved stay with it (they follow it);
 * only the category's own products, and those of subcategories deleted with it, move.
 */
async function moveProducts(
  repos: Repositories,
  actor: Actor,
  plan: ReassignAndDelete,
  all: TreeNode[],
): Promise<void> {
  const id = plan.category_id;
  const products = repos.product;

  const staying = new Set(
    plan.subcategories.filter((s) => s.action === 'make_main' || s.action === 'move').map((s) => s.id),
  );
  const inCategory = await products.activeInCategory(id);
  const follows = (p: { subcategory_id: string | null }) =>
    !!p.subcategory_id && staying.has(p.subcategory_id);
  const following = new Set(inCategory.filter(follows).map((p) => p.id));
  const active = inCategory.filter((p) => !follows(p));
  const planned = new Map(plan.products.map((p) => [p.product_id, p]));
  const missing = active.filter((p) => !planned.has(p.id));
  if (missing.length > 0) {
    if (plan.products.length > 0) {
      throw new AppError('reassignment_incomplete', 400, 'Select a new category for every product', {
        products: missing,
      });
    }
    throw new AppError('CATEGORY_HAS_PRODUCTS', 409, 'The category has active products; move them first', {
      products: active,
    });
  }
  for (const assignment of plan.products) {
    if (following.has(assignment.product_id)) continue;
    const product = active.find((p) => p.id === assignment.product_id);
    if (!product)
      throw errors.validation([
        { field: 'products', message: `Product ${assignment.product_id} is not in this category` },
      ]);
    const target = all.find((c) => c.id === assignment.category_id);
    if (!target || target.id === id || target.parent_id === id || isReserved(target.id)) {
      throw errors.validation([{ field: 'products', message: `Invalid new category for ${product.name}` }]);
    }
    const categoryId = target.parent_id ?? target.id;
    const subcategoryId = target.parent_id ? target.id : (assignment.subcategory_id ?? null);
    if (subcategoryId && all.find((c) => c.id === subcategoryId)?.parent_id !== categoryId) {
      throw errors.validation([{ field: 'products', message: `Invalid subcategory for ${product.name}` }]);
    }
    await products.update(product.id, { category_id: categoryId, subcategory_id: subcategoryId });
    await recordChange(repos, actor, {
      table: 'products',
      event: 'UPDATE',
      id: product.id,
      action: 'product.moved',
      summary: product.name,
      old: { category_id: product.category_id, subcategory_id: product.subcategory_id },
      new: { category_id: categoryId, subcategory_id: subcategoryId },
    });
  }
}

/** Each subcategory made main, moved or deleted as the plan says (CATEGORY_HAS_SUBCATEGORIES while the plan names none). */
async function settleSubcategories(
  repos: Repositories,
  actor: Actor,
  plan: ReassignAndDelete,
  all: TreeNode[],
): Promise<void> {
  const id = plan.category_id;
  const { category: categories, product: products, translation: translations } = repos;
  const subcategories = await categories.subcategories(id);
  const actions = new Map(plan.subcategories.map((s) => [s.id, s]));
  if (subcategories.some((s) => !actions.has(s.id))) {
    if (plan.subcategories.length > 0) {
      throw new AppError('reassignment_incomplete', 400, 'Choose what happens to every subcategory', {
        subcategories: subcategories.filter((s) => !actions.has(s.id)),
      });
    }
    throw new AppError(
      'CATEGORY_HAS_SUBCATEGORIES',
      409,
      'The category has subcategories; handle them first',
      {
        subcategories,
      },
    );
  }
  for (const sub of subcategories) {
    const action = actions.get(sub.id);
    if (action?.action === 'make_main') {
      await categories.update(sub.id, { parent_id: null });
      await products.promoteSubcategory(sub.id);
    } else if (action?.action === 'move') {
      const target = all.find((c) => c.id === action.target_parent_id);
      if (!target || target.parent_id !== null || target.id === id || isReserved(target.id)) {
        throw errors.validation([
          { field: 'subcategories', message: `Invalid new main category for ${sub.name}` },
        ]);
      }
      await categories.update(sub.id, { parent_id: target.id });
      await products.followSubcategory(sub.id, target.id);
    } else {
      await products.detachFromCategory(sub.id, 'uncategorized');
      await translations.deleteFor('category', [sub.id]);
      await categories.delete(sub.id);
    }
    await recordChange(repos, actor, {
      table: 'categories',
      event: action?.action === 'delete' ? 'DELETE' : 'UPDATE',
      id: sub.id,
      action: `category.subcategory_${action?.action ?? 'delete'}`,
      summary: sub.name,
    });
  }
}
