import type { Deal, FieldIssue } from '@kiosk/contracts';
import { dealDefinitionIssues } from '@kiosk/domain';
import { errors } from '../../errors.js';
import type { Repositories } from '../../repositories/index.js';
import type { DealGroupRow } from '../../repositories/pricing-rule.repository.js';
import { type Actor, recordChange } from '../catalogue-events.js';

type GroupWrite = Omit<DealGroupRow, 'id'> & { id?: string | undefined };

const MESSAGES: Record<string, string> = {
  groups_required: 'A deal needs at least one group',
  group_id_duplicate: 'A group is listed twice',
  group_name_required: 'A group needs a name',
  group_counts_invalid: 'A group needs 0 <= min <= max and max >= 1',
  choices_required: 'A group needs at least one product',
  choice_duplicate: 'A product is listed twice in the group',
  choice_is_deal: 'A deal cannot be a part of a deal',
  delta_invalid: 'A price delta is whole kuruş',
  product_unknown: 'This product does not exist',
  deal_is_choice: 'This product is a part of another deal and cannot be a deal itself',
};

const issue = (field: string, key: string): FieldIssue => ({ field, key, message: MESSAGES[key] ?? key });

/**
 * Meal deals (issue 33): a product made of choice groups. Writes are checked by the domain's
 * `dealDefinitionIssues` and against the catalogue (choices exist and are not deals themselves; a
 * deal is not a part of another deal), audited, and announced on db-changes (the menus reload).
 */
export class DealService {
  constructor(
    private readonly repos: Repositories,
    /** Told after each committed change (the pricing rules kept for orders drop their copy). */
    private readonly rulesChanged: () => void = () => {},
  ) {}

  /** `write`'s result once committed, the kept pricing rules dropped. */
  private async committed<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    this.rulesChanged();
    return result;
  }

  async list(): Promise<Deal[]> {
    const groups = await this.repos.pricingRule.dealGroups();
    const products = await this.repos.pricingRule.products([...groups.keys()]);
    return [...groups.entries()].flatMap(([id, list]) => {
      const product = products.get(id);
      return product
        ? [{ product_id: id, name: product.name, price_minor: product.price_minor, groups: list }]
        : [];
    });
  }

  async get(productId: string, repos = this.repos): Promise<Deal> {
    const groups = (await repos.pricingRule.dealGroups([productId])).get(productId);
    const product = (await repos.pricingRule.products([productId])).get(productId);
    if (!groups || !product) throw errors.notFound('Deal');
    return { product_id: productId, name: product.name, price_minor: product.price_minor, groups };
  }

  /** Makes an existing product a deal (409 when it already is one). */
  async create(actor: Actor, productId: string, groups: GroupWrite[]): Promise<Deal> {
    return this.save(actor, productId, groups, 'create');
  }

  async update(actor: Actor, productId: string, groups: GroupWrite[]): Promise<Deal> {
    return this.save(actor, productId, groups, 'update');
  }

  /** The product stays, an ordinary product again. */
  async remove(actor: Actor, productId: string): Promise<void> {
    await this.committed(
      this.repos.transaction(async (repos) => {
        const product = (await repos.pricingRule.products([productId])).get(productId);
        if (!product || !(await repos.pricingRule.deleteDeal(productId))) throw errors.notFound('Deal');
        await recordChange(repos, actor, {
          table: 'meal_deal_groups',
          event: 'DELETE',
          id: productId,
          action: 'deal.deleted',
          summary: product.name,
          old: { product_id: productId },
        });
      }),
    );
  }

  private async save(actor: Actor, productId: string, groups: GroupWrite[], mode: 'create' | 'update') {
    return this.committed(
      this.repos.transaction(async (repos) => {
        // one save of a deal at a time: the second sees what the first made (a create's 409)
        await repos.pricingRule.lockProduct(productId);
        const product = (await repos.pricingRule.products([productId])).get(productId);
        const existing = (await repos.pricingRule.dealGroups([productId])).get(productId);
        if (mode === 'create') {
          if (!product) throw errors.validation([issue('product_id', 'product_unknown')]);
          if (existing) throw errors.conflict('This product is already a deal; change it with PUT');
        } else if (!product || !existing) {
          throw errors.notFound('Deal');
        }
        await this.check(repos, productId, groups);
        await repos.pricingRule.replaceDeal(productId, groups);
        const deal = await this.get(productId, repos);
        await recordChange(repos, actor, {
          table: 'meal_deal_groups',
          event: mode === 'create' ? 'INSERT' : 'UPDATE',
          id: productId,
          action: mode === 'create' ? 'deal.created' : 'deal.updated',
          summary: deal.name,
          new: { product_id: productId, groups: deal.groups },
        });
        return deal;
      }),
    );
  }

  private async check(repos: Repositories, productId: string, groups: GroupWrite[]): Promise<void> {
    const issues: FieldIssue[] = dealDefinitionIssues({
      product_id: productId,
      base_price_minor: 0,
      groups: groups.map((g, index) => ({ ...g, id: g.id ?? `new-${index}` })),
    }).map((i) => issue(i.field, i.code));
    const choiceIds = [...new Set(groups.flatMap((g) => g.choices.map((c) => c.product_id)))];
    const known = await repos.pricingRule.products(choiceIds);
    const deals = await repos.pricingRule.dealGroups(choiceIds);
    for (const [g, group] of groups.entries()) {
      for (const [c, choice] of group.choices.entries()) {
        const field = `groups.${g}.choices.${c}.product_id`;
        if (!known.has(choice.product_id)) issues.push(issue(field, 'product_unknown'));
        else if (deals.has(choice.product_id) && choice.product_id !== productId) {
          issues.push(issue(field, 'choice_is_deal'));
        }
      }
    }
    if ((await repos.pricingRule.dealsOffering(productId)).length > 0) {
      issues.push(issue('product_id', 'deal_is_choice'));
    }
    if (issues.length > 0) throw errors.validation(issues);
  }
}
