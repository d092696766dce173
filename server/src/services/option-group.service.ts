import type {
  ConfigStep,
  OptionGroup,
  OptionGroupProductWrite,
  OptionGroupSummary,
  OptionGroupWrite,
} from '@kiosk/contracts';
import { effectiveOverrides } from '@kiosk/domain';
import { AppError, errors } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { emptyTranslations } from '../repositories/translation.repository.js';
import { type Actor, recordChange } from './catalogue-events.js';

type OptionInput = OptionGroupWrite['options'][number];

const trTitle = (group: OptionGroupWrite) =>
  group.translations?.tr?.title?.trim() || group.title?.trim() || '';
const trName = (option: OptionInput) => option.translations?.tr?.name?.trim() || option.name?.trim() || '';

/**
 * Shared option groups (issue 34): a configuration step marked as a group, defined once and linked
 * to any number of products. Every change is announced on `db-changes` as a configuration change,
 * so the menu caches drop their copies and the kiosks and tills reload it.
 */
export class OptionGroupService {
  constructor(private readonly repos: Repositories) {}

  async list(): Promise<OptionGroupSummary[]> {
    const rows = await this.repos.optionGroup.list();
    const texts = await this.repos.translation.forEntities(
      'configuration_step',
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const t = texts.get(row.id) ?? emptyTranslations();
      return { ...row, translations: { tr: { title: t.tr.title }, en: { title: t.en.title } } };
    });
  }

  async get(id: string, repos: Repositories = this.repos): Promise<OptionGroup> {
    if (!(await repos.optionGroup.isGroup(id))) throw errors.notFound('Option group');
    const products = await repos.optionGroup.products(id);
    const { version, ...group } = await this.present(
      id,
      repos,
      products.map((p) => p.product_id),
    );
    return { group, version, products };
  }

  async create(actor: Actor, input: OptionGroupWrite): Promise<OptionGroup> {
    await this.check(input);
    return this.repos.transaction(async (repos) => {
      const id = await repos.configuration.insertStep({ ...stepValues(input), is_group: true });
      await this.writeContent(repos, id, input);
      await this.announce(repos, actor, id, 'INSERT', 'option_group.created', trTitle(input));
      return this.get(id, repos);
    });
  }

  /**
   * Replaces the group's content; options keep their ids (and their per-product overrides) by id.
   * The version is compared and bumped first, under the group's row lock: of two saves made from
   * the same version the second waits, then finds it changed (409 `stale_option_group`, nothing of
   * it written), so the options of two edits are never mixed and no edit is undone unseen.
   */
  async update(actor: Actor, id: string, input: OptionGroupWrite): Promise<OptionGroup> {
    if (!(await this.repos.optionGroup.isGroup(id))) throw errors.notFound('Option group');
    await this.check(input);
    return this.repos.transaction(async (repos) => {
      if ((await repos.optionGroup.bumpVersion(id, input.expected_version)) === undefined) {
        throw new AppError(
          'stale_option_group',
          409,
          'Someone else changed this option group since it was opened: reload it and make the change again',
          [{ field: 'expected_version', message: 'The group was changed by another save' }],
        );
      }
      await repos.configuration.updateStep(id, stepValues(input));
      await this.writeContent(repos, id, input);
      await this.announce(repos, actor, id, 'UPDATE', 'option_group.saved', trTitle(input));
      return this.get(id, repos);
    });
  }

  /** Deletes a group no product uses (409 `option_group_in_use` otherwise). */
  async delete(actor: Actor, id: string): Promise<void> {
    if (!(await this.repos.optionGroup.isGroup(id))) throw errors.notFound('Option group');
    await this.repos.transaction(async (repos) => {
      const used = await repos.optionGroup.usage(id);
      if (used > 0) {
        throw new AppError('option_group_in_use', 409, `The option group is used by ${used} products`, [
          { field: 'products', message: `Used by ${used} products: detach them first` },
        ]);
      }
      const [group] = await repos.optionGroup.list().then((l) => l.filter((g) => g.id === id));
      const removed = await repos.optionGroup.dropOptions(id, []);
      await repos.translation.deleteFor('configuration_option', removed);
      await repos.translation.deleteFor('configuration_step', [id]);
      await repos.configuration.deleteStep(id);
      await this.announce(repos, actor, id, 'DELETE', 'option_group.deleted', group?.title ?? id);
    });
  }

  /** Attaches the group to a product, or changes its place and overrides there. */
  async attach(
    actor: Actor,
    id: string,
    productId: string,
    input: OptionGroupProductWrite,
  ): Promise<OptionGroup> {
    if (!(await this.repos.optionGroup.isGroup(id))) throw errors.notFound('Option group');
    const product = await this.repos.product.findById(productId);
    if (!product) throw errors.notFound('Product');
    if (!product.configurable) {
      throw new AppError(
        'product_not_configurable',
        422,
        'Mark the product as configurable before configuring it',
        [{ field: 'product_id', message: 'The product is not configurable' }],
      );
    }
    const options = await this.repos.configuration.optionsOfSteps([id]);
    const known = new Set(options.map((o) => o.id));
    const unknown = input.overrides.findIndex((o) => !known.has(o.option_id));
    if (unknown >= 0) {
      throw new AppError('unknown_option', 422, 'The override names an option the group does not have', [
        { field: `overrides.${unknown}.option_id`, message: 'Not an option of this group' },
      ]);
    }
    return this.repos.transaction(async (repos) => {
      await repos.optionGroup.link(productId, id, input.sort_order);
      await repos.optionGroup.replaceOverrides(productId, id, effectiveOverrides(input.overrides, options));
      await this.announce(repos, actor, id, 'UPDATE', 'option_group.attached', product.name);
      return this.get(id, repos);
    });
  }

  async detach(actor: Actor, id: string, productId: string): Promise<OptionGroup> {
    if (!(await this.repos.optionGroup.isGroup(id))) throw errors.notFound('Option group');
    return this.repos.transaction(async (repos) => {
      if (!(await repos.optionGroup.unlink(productId, id)))
        throw errors.notFound('Product of the option group');
      await this.announce(repos, actor, id, 'UPDATE', 'option_group.detached', productId);
      return this.get(id, repos);
    });
  }

  private async present(
    id: string,
    repos: Repositories,
    productIds: string[],
  ): Promise<ConfigStep & { version: number }> {
    const step = await repos.optionGroup.step(id);
    const options = await repos.configuration.optionsOfSteps([id]);
    const stepTexts = (await repos.translation.forEntities('configuration_step', [id])).get(id);
    const optionTexts = await repos.translation.forEntities(
      'configuration_option',
      options.map((o) => o.id),
    );
    const pickName = (optionId: string) => {
      const t = optionTexts.get(optionId) ?? emptyTranslations();
      return { tr: { name: t.tr.name }, en: { name: t.en.name } };
    };
    const t = stepTexts ?? emptyTranslations();
    return {
      ...step,
      shared_with: productIds,
      is_group: true,
      translations: {
        tr: { title: t.tr.title, subtitle: t.tr.subtitle },
        en: { title: t.en.title, subtitle: t.en.subtitle },
      },
      options: options.map(({ step_id: _step, linked_available, ...option }) => ({
        ...option,
        available: linked_available ?? true,
        translations: pickName(option.id),
      })),
    };
  }

  /** Options by id: kept ones updated in place, new ones added, the rest removed. */
  private async writeContent(repos: Repositories, id: string, input: OptionGroupWrite): Promise<void> {
    await repos.translation.replace('configuration_step', id, {
      tr: { title: trTitle(input), subtitle: stepValues(input).subtitle },
      en: { title: input.translations?.en?.title, subtitle: input.translations?.en?.subtitle },
    });
    const existing = new Set(await repos.optionGroup.optionIds(id));
    const kept = input.options.flatMap((o) => (o.id && existing.has(o.id) ? [o.id] : []));
    const removed = await repos.optionGroup.dropOptions(id, kept);
    await repos.translation.deleteFor('configuration_option', removed);
    for (const [index, option] of input.options.entries()) {
      const values = {
        name: trName(option),
        description: option.description?.trim() || null,
        price_minor: option.price_minor,
        image: option.image || null,
        product_id: option.product_id ?? null,
        is_manual_price: option.product_id ? option.is_manual_price : false,
        max_quantity: input.type === 'radio' ? 1 : option.max_quantity,
        sort_order: index + 1,
      };
      let optionId = option.id && existing.has(option.id) ? option.id : null;
      if (optionId) {
        await repos.optionGroup.updateOption(optionId, values);
        await repos.optionGroup.updateOptionLink(id, optionId, index + 1, option.is_default);
      } else {
        optionId = await repos.configuration.insertOption(values);
        await repos.configuration.linkOption(id, optionId, index + 1, option.is_default);
      }
      await repos.translation.replace('configuration_option', optionId, {
        tr: { name: values.name },
        en: { name: option.translations?.en?.name },
      });
    }
  }

  private async check(input: OptionGroupWrite): Promise<void> {
    const problems: Array<{ field: string; message: string }> = [];
    if (!trTitle(input)) problems.push({ field: 'title', message: 'Turkish title is required' });
    for (const [j, option] of input.options.entries()) {
      if (!trName(option)) problems.push({ field: `options.${j}.name`, message: 'Turkish name is required' });
    }
    if (input.type === 'radio' && input.options.filter((o) => o.is_default).length > 1) {
      problems.push({
        field: 'options',
        message: 'A single-selection group can have only one default option',
      });
    }
    const linked = [...new Set(input.options.flatMap((o) => (o.product_id ? [o.product_id] : [])))];
    const found = new Map((await this.repos.configuration.linkedProducts(linked)).map((p) => [p.id, p]));
    for (const [j, option] of input.options.entries()) {
      if (option.product_id && !found.get(option.product_id)?.is_active) {
        problems.push({
          field: `options.${j}.product_id`,
          message: 'The linked product was deleted or is inactive',
        });
      }
    }
    if (problems.length > 0) {
      throw new AppError(
        'option_group_invalid',
        422,
        problems.map((p) => `${p.field}: ${p.message}`).join('; '),
        problems,
      );
    }
  }

  private announce(
    repos: Repositories,
    actor: Actor,
    id: string,
    event: 'INSERT' | 'UPDATE' | 'DELETE',
    action: string,
    summary: string,
  ): Promise<void> {
    // announced as a configuration change: the kiosks, tills and menu caches already reload on it
    return recordChange(repos, actor, { table: 'product_configurations', event, id, action, summary });
  }
}

function stepValues(input: OptionGroupWrite) {
  return {
    title: trTitle(input),
    subtitle: input.translations?.tr?.subtitle?.trim() || input.subtitle?.trim() || null,
    type: input.type,
    required: input.required,
    show_images: input.show_images,
    sort_order: 0,
  };
}
