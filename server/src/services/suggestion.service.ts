import type { CreateOrder, FieldIssue, SuggestionList } from '@kiosk/contracts';
import { suggestionIssues } from '@kiosk/domain';
import { errors } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { SuggestedProductGone, type SuggestionSource } from '../repositories/suggestion.repository.js';
import { type Actor, recordChange } from './catalogue-events.js';

/**
 * Suggestions before payment ("Yanında ne olsun?", issue 19): the manager's lists per product and
 * per category, and the check of the suggestion flags a kiosk sends with an order.
 */
export class SuggestionService {
  constructor(private readonly repos: Repositories) {}

  async list(source: SuggestionSource): Promise<SuggestionList> {
    await this.sourceName(source);
    const products = await this.repos.suggestion.forSource(source);
    return { product_ids: products.map((p) => p.id), products };
  }

  /** Replaces a source's list (checked: at most 6, not itself, known products, each once). */
  async save(actor: Actor, source: SuggestionSource, productIds: string[]): Promise<SuggestionList> {
    const name = await this.sourceName(source);
    const known = await this.repos.suggestion.sellableProductIds(productIds);
    const issues = suggestionIssues(productIds, {
      selfId: source.kind === 'product' ? source.id : null,
      known,
    });
    if (issues.length > 0) throw errors.validation(issues);
    try {
      await this.repos.transaction(async (repos) => {
        await repos.suggestion.replace(source, productIds);
        await recordChange(repos, actor, {
          table: 'catalogue_suggestions',
          event: 'UPDATE',
          id: source.id,
          action: `${source.kind}.suggestions_updated`,
          summary: name,
          new: { source: source.kind, product_ids: productIds },
        });
      });
    } catch (error) {
      if (!(error instanceof SuggestedProductGone)) throw error;
      throw errors.validation([
        {
          field: 'product_ids',
          message: 'A suggested product no longer exists',
          key: 'suggestionUnknownProduct',
        },
      ]);
    }
    return this.list(source);
  }

  /**
   * What an order records about the suggestions step: shown or not, and which of its lines came from
   * it. A line flagged `suggested` needs `suggestions_shown` and must be a product suggested for
   * another line of the order (its product or category), else a field-named error.
   */
  async orderMetadata(
    input: Pick<CreateOrder, 'items' | 'suggestions_shown'>,
    lineIds: readonly string[],
  ): Promise<{ shown: true; line_ids: string[] } | undefined> {
    const flagged = input.items.flatMap((item, index) => (item.suggested ? [index] : []));
    if (flagged.length === 0) return input.suggestions_shown ? { shown: true, line_ids: [] } : undefined;
    const issues: FieldIssue[] = [];
    if (!input.suggestions_shown) {
      for (const index of flagged)
        issues.push({
          field: `items.${index}.suggested`,
          message: 'A suggested line needs suggestions_shown',
          key: 'suggestionNotShown',
        });
      throw errors.validation(issues);
    }
    const repo = this.repos.suggestion;
    const others = [...new Set(input.items.filter((item) => !item.suggested).map((item) => item.product_id))];
    const offered = await repo.suggestedFor(others, await repo.categoriesOf(others));
    for (const index of flagged) {
      const item = input.items[index];
      if (item && !offered.has(item.product_id))
        issues.push({
          field: `items.${index}.suggested`,
          message: 'This product is not suggested for the rest of the order',
          key: 'notSuggested',
        });
    }
    if (issues.length > 0) throw errors.validation(issues);
    return { shown: true, line_ids: flagged.map((index) => lineIds[index] as string) };
  }

  private async sourceName(source: SuggestionSource): Promise<string> {
    if (source.kind === 'product') {
      const product = await this.repos.product.findById(source.id);
      if (!product) throw errors.notFound('Product');
      return product.name;
    }
    const category = await this.repos.category.findById(source.id);
    if (!category) throw errors.notFound('Category');
    return category.name;
  }
}
