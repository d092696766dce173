import type { FieldIssue, PromotionRecord, PromotionWrite } from '@kiosk/contracts';
import { type OrderChannel, type Promotion, promotionIssues } from '@kiosk/domain';
import { errors } from '../../errors.js';
import type { Repositories } from '../../repositories/index.js';
import type { PromotionRow, PromotionValues } from '../../repositories/pricing-rule.repository.js';
import { type Actor, recordChange } from '../catalogue-events.js';

const MESSAGES: Record<string, string> = {
  name_required: 'A promotion needs a name',
  percent_invalid: 'A percentage is more than 0 and at most 100',
  amount_invalid: 'An amount is a positive number of kuruş',
  n_invalid: 'Every n-th item: n is 2 to 99',
  buy_get_invalid: 'Buy and get are 1 to 99',
  bundle_invalid: 'A bundle needs components of 1 to 99 units and a price of 0 or more kuruş',
  channels_required: 'Choose at least one channel',
  dates_reversed: 'The end date is before the start date',
  times_invalid: 'A time window is not valid (HH:MM, weekdays 1 to 7)',
  store_unknown: 'This store does not exist',
  product_unknown: 'This product does not exist',
  category_unknown: 'This category does not exist',
};

const issue = (field: string, key: string): FieldIssue => ({ field, key, message: MESSAGES[key] ?? key });

/** A stored promotion as the domain's `Promotion` with its bookkeeping (the API and the menu). */
export function promotionRecord(row: PromotionRow): PromotionRecord & Promotion {
  return {
    id: row.id,
    name: row.name,
    active: row.is_active,
    stackable: row.stackable,
    channels: row.channels as OrderChannel[],
    store_ids: row.store_ids,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    times: row.times,
    target: { product_ids: row.target_product_ids, category_ids: row.target_category_ids },
    kind: { ...row.parameters, type: row.kind } as PromotionRecord['kind'] & Promotion['kind'],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function values(input: PromotionWrite): PromotionValues {
  const { type, ...parameters } = input.kind;
  return {
    name: input.name,
    kind: type,
    parameters,
    target_product_ids: input.target.product_ids ?? [],
    target_category_ids: input.target.category_ids ?? [],
    channels: [...new Set(input.channels)],
    store_ids: [...new Set(input.store_ids)],
    valid_from: input.valid_from,
    valid_until: input.valid_until,
    times: input.times,
    stackable: input.stackable,
    is_active: input.active,
  };
}

/**
 * Automatic promotions (issue 33): checked by the domain's `promotionIssues` and against the
 * catalogue (stores, target products and categories exist), audited, announced on db-changes;
 * deleting one is soft (past orders keep naming it).
 */
export class PromotionService {
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

  async list(): Promise<PromotionRecord[]> {
    return (await this.repos.pricingRule.promotions()).map(promotionRecord);
  }

  async get(id: string, repos = this.repos): Promise<PromotionRecord> {
    const row = await repos.pricingRule.promotion(id);
    if (!row) throw errors.notFound('Promotion');
    return promotionRecord(row);
  }

  async create(actor: Actor, input: PromotionWrite): Promise<PromotionRecord> {
    await this.check(input);
    return this.committed(
      this.repos.transaction(async (repos) => {
        const id = await repos.pricingRule.insertPromotion(values(input));
        const promotion = await this.get(id, repos);
        await this.announce(repos, actor, promotion, 'INSERT', 'promotion.created');
        return promotion;
      }),
    );
  }

  async update(actor: Actor, id: string, input: PromotionWrite): Promise<PromotionRecord> {
    await this.check(input);
    return this.committed(
      this.repos.transaction(async (repos) => {
        if (!(await repos.pricingRule.updatePromotion(id, values(input)))) throw errors.notFound('Promotion');
        const promotion = await this.get(id, repos);
        await this.announce(repos, actor, promotion, 'UPDATE', 'promotion.updated');
        return promotion;
      }),
    );
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await this.committed(
      this.repos.transaction(async (repos) => {
        const promotion = await this.get(id, repos);
        await repos.pricingRule.deletePromotion(id);
        await recordChange(repos, actor, {
          table: 'promotions',
          event: 'DELETE',
          id,
          action: 'promotion.deleted',
          summary: promotion.name,
          old: { id, name: promotion.name },
        });
      }),
    );
  }

  private announce(
    repos: Repositories,
    actor: Actor,
    promotion: PromotionRecord,
    event: 'INSERT' | 'UPDATE',
    action: string,
  ) {
    return recordChange(repos, actor, {
      table: 'promotions',
      event,
      id: promotion.id,
      action,
      summary: promotion.name,
      new: promotion,
    });
  }

  private async check(input: PromotionWrite): Promise<void> {
    const domain: Promotion = {
      ...promotionRecord({ id: 'new', created_at: '', updated_at: '', ...values(input) }),
    };
    const issues = promotionIssues(domain).map((i) => issue(i.field, i.code));
    const repo = this.repos.pricingRule;
    const stores = await repo.storeIds(input.store_ids);
    for (const [index, id] of input.store_ids.entries()) {
      if (!stores.has(id)) issues.push(issue(`store_ids.${index}`, 'store_unknown'));
    }
    const targets = [input.target, ...(input.kind.type === 'bundle_price' ? input.kind.components : [])];
    const productIds = targets.flatMap((t) => t.product_ids ?? []);
    const products = await repo.products(productIds);
    const categories = new Set((await repo.categories()).map((c) => c.id));
    for (const [t, target] of targets.entries()) {
      const prefix = t === 0 ? 'target' : `kind.components.${t - 1}`;
      for (const [index, id] of (target.product_ids ?? []).entries()) {
        if (!products.has(id)) issues.push(issue(`${prefix}.product_ids.${index}`, 'product_unknown'));
      }
      for (const [index, id] of (target.category_ids ?? []).entries()) {
        if (!categories.has(id)) issues.push(issue(`${prefix}.category_ids.${index}`, 'category_unknown'));
      }
    }
    if (issues.length > 0) throw errors.validation(issues);
  }
}
