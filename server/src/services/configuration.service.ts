import {
  CONFIGURATION_INCOMPLETE_MESSAGE,
  type ConfigStep,
  type ProductConfiguration,
  type ProductConfigurationWrite,
} from '@kiosk/contracts';
import type { OptionOverride } from '@kiosk/domain';
import { AppError, errors } from '../errors.js';
import type { OptionRow, StepRow } from '../repositories/configuration.repository.js';
import type { Repositories } from '../repositories/index.js';
import { emptyTranslations, type TranslationMap } from '../repositories/translation.repository.js';
import { type Actor, recordChange } from './catalogue-events.js';

type StepInput = ProductConfigurationWrite['steps'][number];

const trTitle = (step: StepInput) => step.translations?.tr?.title?.trim() || step.title?.trim() || '';
const trName = (option: StepInput['options'][number]) =>
  option.translations?.tr?.name?.trim() || option.name?.trim() || '';

/** Product configurations (configurator): read, save as one transaction, delete. */
export class ConfigurationService {
  constructor(private readonly repos: Repositories) {}

  async listConfigurable() {
    const rows = await this.repos.configuration.configurableSummary();
    const translations = await this.repos.translation.forEntities(
      'product',
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      ...row,
      configured: row.step_count > 0,
      translations: pick(translations.get(row.id), ['name']),
    }));
  }

  async get(productId: string, repos: Repositories = this.repos): Promise<ProductConfiguration> {
    if (!(await repos.product.findById(productId))) throw errors.notFound('Product');
    const [configuration] = await this.forProducts([productId], repos);
    return configuration ?? { product_id: productId, steps: [] };
  }

  /** Configurations of several products at once (also used to build the menu). */
  async forProducts(productIds: string[], repos: Repositories = this.repos): Promise<ProductConfiguration[]> {
    const repo = repos.configuration;
    const translations = repos.translation;
    const steps = await repo.stepsOfProducts(productIds);
    const stepIds = [...new Set(steps.map((s) => s.id))];
    const options = await repo.optionsOfSteps(stepIds);
    const stepTexts = await translations.forEntities('configuration_step', stepIds);
    const optionTexts = await translations.forEntities('configuration_option', [
      ...new Set(options.map((o) => o.id)),
    ]);
    return productIds.map((productId) => ({
      product_id: productId,
      steps: steps
        .filter((s) => s.product_id === productId)
        .map((step) =>
          presentStep(
            step,
            options.filter((o) => o.step_id === step.id),
            stepTexts.get(step.id),
            optionTexts,
          ),
        ),
    }));
  }

  /**
   * Replaces a product's whole configuration in one transaction. Steps other products also use
   * are left as they are for them (an edited shared step becomes this product's own copy). An option
   * group (issue 34) stays linked as it is, only its place changes; one left out is detached.
   */
  async save(
    actor: Actor,
    productId: string,
    input: ProductConfigurationWrite,
  ): Promise<ProductConfiguration> {
    const product = await this.repos.product.findById(productId);
    if (!product) throw errors.notFound('Product');
    if (!product.configurable) {
      throw new AppError(
        'product_not_configurable',
        400,
        'Mark the product as configurable before configuring it',
      );
    }
    this.checkComplete(input);
    await this.checkLinkedProducts(input);

    return this.repos.transaction(async (repos) => {
      const repo = repos.configuration;
      const translations = repos.translation;
      const existing = await repo.stepsOfProducts([productId]);
      // an option group stays linked as it is (edited on its own page): only its place changes here
      const groups = new Set(
        existing.filter((s) => s.is_group && input.steps.some((i) => i.id === s.id)).map((s) => s.id),
      );
      await repo.unlinkProduct(productId, [...groups]);
      const kept = new Set<string>(groups);

      for (const [index, step] of input.steps.entries()) {
        if (step.id && groups.has(step.id)) {
          await repo.moveStep(productId, step.id, index + 1);
          continue;
        }
        const values = {
          title: trTitle(step),
          subtitle: step.translations?.tr?.subtitle?.trim() || step.subtitle?.trim() || null,
          type: step.type,
          required: step.required,
          show_images: step.show_images,
          sort_order: index + 1,
        };
        const own = existing.find((s) => s.id === step.id && !s.is_group && s.shared_with.length === 0);
        let stepId: string;
        if (own) {
          stepId = own.id;
          await repo.updateStep(stepId, values);
          const removed = await repo.clearStepOptions(stepId);
          await translations.deleteFor('configuration_option', removed);
          kept.add(stepId);
        } else {
          stepId = await repo.insertStep(values);
        }
        await translations.replace('configuration_step', stepId, {
          tr: { title: values.title, subtitle: values.subtitle },
          en: { title: step.translations?.en?.title, subtitle: step.translations?.en?.subtitle },
        });
        for (const [optionIndex, option] of step.options.entries()) {
          const name = trName(option);
          const optionId = await repo.insertOption({
            name,
            description: option.description?.trim() || null,
            price_minor: option.price_minor,
            image: option.image || null,
            product_id: option.product_id ?? null,
            is_manual_price: option.product_id ? option.is_manual_price : false,
            max_quantity: step.type === 'radio' ? 1 : option.max_quantity,
            sort_order: optionIndex + 1,
          });
          await repo.linkOption(stepId, optionId, optionIndex + 1, option.is_default);
          await translations.replace('configuration_option', optionId, {
            tr: { name },
            en: { name: option.translations?.en?.name },
          });
        }
        await repo.linkStep(productId, stepId, index + 1);
      }

      await this.dropUnused(
        repos,
        existing.filter((s) => !kept.has(s.id)),
      );
      await recordChange(repos, actor, {
        table: 'product_configurations',
        event: 'UPDATE',
        id: productId,
        action: 'configuration.saved',
        summary: product.name,
      });
      return this.get(productId, repos);
    });
  }

  /** Removes the product's links, and the steps, options and translations no other product uses. */
  async delete(actor: Actor, productId: string): Promise<void> {
    const product = await this.repos.product.findById(productId);
    if (!product) throw errors.notFound('Product');
    await this.repos.transaction(async (repos) => {
      const repo = repos.configuration;
      const existing = await repo.stepsOfProducts([productId]);
      await repo.unlinkProduct(productId);
      await this.dropUnused(repos, existing);
      await recordChange(repos, actor, {
        table: 'product_configurations',
        event: 'DELETE',
        id: productId,
        action: 'configuration.deleted',
        summary: product.name,
      });
    });
  }

  private async dropUnused(repos: Repositories, steps: StepRow[]): Promise<void> {
    const repo = repos.configuration;
    const translations = repos.translation;
    for (const step of steps) {
      // a group stays, even when no product uses it any more
      if (step.is_group || step.shared_with.length > 0) continue;
      const removed = await repo.clearStepOptions(step.id);
      await translations.deleteFor('configuration_option', removed);
      await translations.deleteFor('configuration_step', [step.id]);
      await repo.deleteStep(step.id);
    }
  }

  /** Spec: every step needs a Turkish title and an option; every option a Turkish name. */
  private checkComplete(input: ProductConfigurationWrite): void {
    const problems: Array<{ field: string; message: string }> = [];
    for (const [i, step] of input.steps.entries()) {
      if (!trTitle(step)) problems.push({ field: `steps.${i}.title`, message: 'Turkish title is required' });
      if (step.options.length === 0)
        problems.push({ field: `steps.${i}.options`, message: 'At least one option is required' });
      for (const [j, option] of step.options.entries()) {
        if (!trName(option))
          problems.push({ field: `steps.${i}.options.${j}.name`, message: 'Turkish name is required' });
      }
      if (step.type === 'radio' && step.options.filter((o) => o.is_default).length > 1) {
        problems.push({
          field: `steps.${i}.options`,
          message: 'A single-selection step can have only one default option',
        });
      }
    }
    if (problems.length > 0) {
      throw new AppError('configuration_incomplete', 400, CONFIGURATION_INCOMPLETE_MESSAGE, problems);
    }
  }

  private async checkLinkedProducts(input: ProductConfigurationWrite): Promise<void> {
    const options = input.steps.flatMap((s) => s.options).filter((o) => o.product_id);
    const ids = [...new Set(options.map((o) => o.product_id as string))];
    const found = new Map((await this.repos.configuration.linkedProducts(ids)).map((p) => [p.id, p]));
    const bad = options.filter((o) => !found.get(o.product_id as string)?.is_active);
    if (bad.length > 0) {
      throw new AppError(
        'linked_product_unavailable',
        400,
        `These options are linked to a product that was deleted or is inactive: ${bad.map(trName).join(', ')}`,
        { options: bad.map((o) => ({ name: trName(o), product_id: o.product_id })) },
      );
    }
  }
}

function pick(map: TranslationMap | undefined, fields: string[]) {
  const source = map ?? emptyTranslations();
  const only = (record: Record<string, string>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => fields.includes(key)));
  return { tr: only(source.tr), en: only(source.en) };
}

function presentStep(
  step: StepRow & { overrides: OptionOverride[] },
  options: OptionRow[],
  texts: TranslationMap | undefined,
  optionTexts: Map<string, TranslationMap>,
): ConfigStep {
  return {
    id: step.id,
    title: step.title,
    subtitle: step.subtitle,
    type: step.type,
    required: step.required,
    show_images: step.show_images,
    sort_order: step.sort_order,
    shared_with: step.shared_with,
    is_group: step.is_group,
    overrides: step.overrides,
    translations: pick(texts, ['title', 'subtitle']),
    options: options.map((option) => ({
      id: option.id,
      name: option.name,
      description: option.description,
      price_minor: option.price_minor,
      image: option.image,
      product_id: option.product_id,
      is_manual_price: option.is_manual_price,
      max_quantity: option.max_quantity,
      is_default: option.is_default,
      sort_order: option.sort_order,
      linked_price_minor: option.linked_price_minor,
      available: option.linked_available ?? true,
      translations: pick(optionTexts.get(option.id), ['name']),
    })),
  };
}
