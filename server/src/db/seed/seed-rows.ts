import type { Insertable } from 'kysely';
import type {
  CategoriesTable,
  ConfigurationOptionsTable,
  ConfigurationStepOptionsTable,
  ConfigurationStepsTable,
  ProductConfigurationsTable,
  ProductsTable,
  TranslationEntityType,
  TranslationsTable,
  UiTranslationsTable,
} from '../schema.js';
import {
  ALL_PRODUCTS,
  CATEGORIES,
  DEFAULT_TAX_GROUP_CODE,
  type Localized,
  type ProductImageSpec,
  type ProductSeed,
  TAX_GROUP_IDS,
  UI_TEXTS,
} from './catalogue-data.js';
import { BURGER_STEPS, type OptionSeed, type StepSeed } from './configurator-data.js';
import { stableUuid } from './seed-ids.js';

/** Pure builders: seed data (plus stored image URLs) to table rows. No I/O here. */

const LANGUAGES = ['tr', 'en'] as const;

/** Image URL by image slug (product slug, or `option-<key>` for a custom configurator option). */
export type ImageUrls = ReadonlyMap<string, string>;

export interface ImageJob {
  slug: string;
  spec: ProductImageSpec;
}

const productId = (slug: string): string => stableUuid('product', slug);

function optionImageSlug(option: OptionSeed): string {
  return `option-${option.key}`;
}

/** Every illustration the seed renders: one per product, plus custom options that have one. */
export function imageJobs(): ImageJob[] {
  const jobs: ImageJob[] = ALL_PRODUCTS.map((p) => ({ slug: p.slug, spec: p.image }));
  const seen = new Set<string>();
  for (const option of BURGER_STEPS.flatMap((s) => s.options)) {
    const slug = optionImageSlug(option);
    if (option.image && !seen.has(slug)) {
      seen.add(slug);
      jobs.push({ slug, spec: option.image });
    }
  }
  return jobs;
}

function translationRows(
  entityType: TranslationEntityType,
  entityId: string,
  fields: Record<string, Localized | undefined>,
): Insertable<TranslationsTable>[] {
  return Object.entries(fields).flatMap(([fieldName, text]) =>
    text
      ? LANGUAGES.map((lang) => ({
          entity_type: entityType,
          entity_id: entityId,
          language_code: lang,
          field_name: fieldName,
          field_value: text[lang],
        }))
      : [],
  );
}

export function uiTranslationRows(): Insertable<UiTranslationsTable>[] {
  return Object.entries(UI_TEXTS).flatMap(([key, text]) =>
    LANGUAGES.map((lang) => ({ key, language_code: lang, value: text[lang] })),
  );
}

/** Categories with parents first; sort_order is the position among siblings. */
export function categoryRows(): Insertable<CategoriesTable>[] {
  const position = new Map<string, number>();
  const ordered = [...CATEGORIES].sort((a, b) => Number(Boolean(a.parentId)) - Number(Boolean(b.parentId)));
  return ordered.map((c) => {
    const parent = c.parentId ?? '';
    const sortOrder = position.get(parent) ?? 0;
    position.set(parent, sortOrder + 1);
    return {
      id: c.id,
      name: c.name.tr,
      description: c.description.tr,
      icon: c.icon,
      color: c.color,
      parent_id: c.parentId ?? null,
      is_active: c.isActive ?? true,
      sort_order: sortOrder,
    };
  });
}

export function productRows(images: ImageUrls): Insertable<ProductsTable>[] {
  const position = new Map<string, number>();
  return ALL_PRODUCTS.map((p: ProductSeed) => {
    const sortOrder = (position.get(p.categoryId) ?? 0) + 1;
    position.set(p.categoryId, sortOrder);
    return {
      id: productId(p.slug),
      name: p.name.tr,
      description: p.description.tr,
      price_minor: p.priceMinor,
      image: images.get(p.slug) ?? null,
      category_id: p.categoryId,
      subcategory_id: p.subcategoryId ?? null,
      sort_order: sortOrder,
      configurable: p.configurable ?? false,
      is_active: true,
      is_option_only: p.optionOnly ?? false,
      in_stock: p.inStock ?? true,
      tax_group_id: TAX_GROUP_IDS[p.taxGroup ?? DEFAULT_TAX_GROUP_CODE],
      unit_code: p.unitCode ?? 'C62',
      // e.g. BUR-002: the category's first three letters and the product's place in it
      sku: `${p.categoryId.slice(0, 3).toUpperCase()}-${String(sortOrder).padStart(3, '0')}`,
    };
  });
}

export function catalogueTranslationRows(): Insertable<TranslationsTable>[] {
  return [
    ...CATEGORIES.flatMap((c) =>
      translationRows('category', c.id, { name: c.name, description: c.description }),
    ),
    ...ALL_PRODUCTS.flatMap((p) =>
      translationRows('product', productId(p.slug), { name: p.name, description: p.description }),
    ),
  ];
}

export interface ConfiguratorRows {
  steps: Insertable<ConfigurationStepsTable>[];
  options: Insertable<ConfigurationOptionsTable>[];
  productSteps: Insertable<ProductConfigurationsTable>[];
  stepOptions: Insertable<ConfigurationStepOptionsTable>[];
  translations: Insertable<TranslationsTable>[];
}

function optionRow(
  option: OptionSeed,
  id: string,
  sortOrder: number,
  images: ImageUrls,
): Insertable<ConfigurationOptionsTable> {
  const product = option.productSlug ? ALL_PRODUCTS.find((p) => p.slug === option.productSlug) : undefined;
  if (option.productSlug && !product)
    throw new Error(`Option ${option.key}: unknown product ${option.productSlug}`);
  return {
    id,
    name: option.name.tr,
    description: option.description?.tr ?? null,
    price_minor: product ? product.priceMinor : (option.priceMinor ?? 0),
    image: images.get(product ? product.slug : optionImageSlug(option)) ?? null,
    product_id: product ? productId(product.slug) : null,
    is_manual_price: false,
    max_quantity: option.maxQuantity ?? 1,
    sort_order: sortOrder,
  };
}

/** One shared option group (issue 34): the step and its options, once. */
function addGroup(rows: ConfiguratorRows, step: StepSeed, stepIndex: number, images: ImageUrls) {
  const stepId = stableUuid('step', 'group', step.key);
  rows.steps.push({
    id: stepId,
    title: step.title.tr,
    subtitle: step.subtitle.tr,
    type: step.type,
    required: step.required,
    show_images: step.showImages,
    sort_order: stepIndex + 1,
    is_group: true,
  });
  rows.translations.push(
    ...translationRows('configuration_step', stepId, { title: step.title, subtitle: step.subtitle }),
  );
  step.options.forEach((option, j) => {
    const optionId = stableUuid('option', 'group', step.key, option.key);
    rows.options.push(optionRow(option, optionId, j + 1, images));
    rows.stepOptions.push({
      step_id: stepId,
      option_id: optionId,
      sort_order: j + 1,
      is_default: option.isDefault ?? false,
    });
    rows.translations.push(
      ...translationRows('configuration_option', optionId, {
        name: option.name,
        description: option.description,
      }),
    );
  });
  return stepId;
}

/**
 * The burger steps are shared option groups (issue 34): bread, sauces and extras defined once and
 * linked to every configurable product, so one price change reaches every burger.
 */
export function configuratorRows(images: ImageUrls): ConfiguratorRows {
  const rows: ConfiguratorRows = {
    steps: [],
    options: [],
    productSteps: [],
    stepOptions: [],
    translations: [],
  };
  const groups = BURGER_STEPS.map((step, i) => addGroup(rows, step, i, images));
  for (const product of ALL_PRODUCTS.filter((p) => p.configurable)) {
    groups.forEach((stepId, i) => {
      rows.productSteps.push({ product_id: productId(product.slug), step_id: stepId, sort_order: i + 1 });
    });
  }
  return rows;
}

/** jsonb values go in as JSON text: node-postgres would send a bare string as text and an array as a PG array. */
