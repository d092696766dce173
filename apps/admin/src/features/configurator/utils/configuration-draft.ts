import type { ProductConfiguration, ProductConfigurationWrite } from '@kiosk/contracts';
import type { ConfigurableItem, StepType } from '@kiosk/domain';
import { parseMajor, toMajorString } from '@kiosk/domain';

/**
 * The editor's working copy of a product configuration. Texts stay as typed (prices too, so
 * "12,5" can be typed); `toConfigurationWrite` turns it into the API's request body and
 * `configurationIssues` applies the save rules of the spec (section 5, "Configurator save").
 */
export interface OptionDraft {
  /** Stable client key (React lists, drag and drop); the server id when the option exists. */
  key: string;
  id?: string;
  nameTr: string;
  nameEn: string;
  description: string | null;
  /** Price in lira as typed ("12.50"). */
  priceText: string;
  image: string;
  productId: string | null;
  isManualPrice: boolean;
  /** The linked product's current price, for the preview (the kiosk prices a linked option by it). */
  linkedPriceMinor: number | null;
  available: boolean;
  maxQuantity: number;
  isDefault: boolean;
}

export interface StepDraft {
  key: string;
  id?: string;
  titleTr: string;
  titleEn: string;
  subtitleTr: string;
  subtitleEn: string;
  type: StepType;
  required: boolean;
  showImages: boolean;
  /** Other products that use this very step (saving gives this product its own copy). */
  sharedWith: string[];
  /** A shared option group (issue 34): its content is edited on the Option groups page. */
  isGroup?: boolean;
  options: OptionDraft[];
}

export interface ConfigurationDraft {
  steps: StepDraft[];
}

/** A product an option can be linked to. */
export interface LinkableProduct {
  id: string;
  name: string;
  price_minor: number;
  image: string | null;
  translations: { tr: { name?: string }; en: { name?: string } };
}

export const MAX_OPTION_QUANTITY = 99;

let counter = 0;
/** A key unique within this page (new steps and options have no server id yet). */
function newKey(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function newOption(): OptionDraft {
  return {
    key: newKey('option'),
    nameTr: '',
    nameEn: '',
    description: null,
    priceText: '0.00',
    image: '',
    productId: null,
    isManualPrice: false,
    linkedPriceMinor: null,
    available: true,
    maxQuantity: 1,
    isDefault: false,
  };
}

/** Spec section 4: a new step is a single selection, required, without images. */
export function newStep(): StepDraft {
  return {
    key: newKey('step'),
    titleTr: '',
    titleEn: '',
    subtitleTr: '',
    subtitleEn: '',
    type: 'radio',
    required: true,
    showImages: false,
    sharedWith: [],
    options: [newOption()],
  };
}

function emptyDraft(): ConfigurationDraft {
  return { steps: [newStep()] };
}

export function draftFromConfiguration(configuration: ProductConfiguration): ConfigurationDraft {
  if (configuration.steps.length === 0) return emptyDraft();
  return {
    steps: configuration.steps.map((step) => ({
      key: step.id,
      id: step.id,
      titleTr: step.translations.tr.title ?? step.title,
      titleEn: step.translations.en.title ?? '',
      subtitleTr: step.translations.tr.subtitle ?? step.subtitle ?? '',
      subtitleEn: step.translations.en.subtitle ?? '',
      type: step.type,
      required: step.required,
      showImages: step.show_images,
      sharedWith: step.shared_with,
      isGroup: step.is_group ?? false,
      options: step.options.map((option) => ({
        key: option.id,
        id: option.id,
        nameTr: option.translations.tr.name ?? option.name,
        nameEn: option.translations.en.name ?? '',
        description: option.description,
        priceText: toMajorString(option.price_minor),
        image: option.image ?? '',
        productId: option.product_id,
        isManualPrice: option.product_id ? option.is_manual_price : false,
        linkedPriceMinor: option.linked_price_minor,
        available: option.available,
        maxQuantity: option.max_quantity,
        isDefault: option.is_default,
      })),
    })),
  };
}

/** The typed price in minor units, or undefined when it is not a valid non-negative amount. */
export function optionPriceMinor(option: OptionDraft): number | undefined {
  const minor = parseMajor(option.priceText);
  return minor === undefined || minor < 0 ? undefined : minor;
}

/**
 * Spec section 4: choosing a product copies its price and image and locks the price (it follows
 * the product); empty names are filled from the product's.
 */
export function linkOptionToProduct(option: OptionDraft, product: LinkableProduct): OptionDraft {
  return {
    ...option,
    productId: product.id,
    priceText: toMajorString(product.price_minor),
    image: product.image ?? '',
    isManualPrice: false,
    linkedPriceMinor: product.price_minor,
    available: true,
    nameTr: option.nameTr.trim() ? option.nameTr : (product.translations.tr.name ?? product.name),
    nameEn: option.nameEn.trim() ? option.nameEn : (product.translations.en.name ?? ''),
  };
}

/** Spec section 4: choosing a custom option clears the product link (and its price lock). */
export function unlinkOption(option: OptionDraft): OptionDraft {
  return { ...option, productId: null, isManualPrice: false, linkedPriceMinor: null, available: true };
}

/** Spec section 4: editing a linked option's price sets the manual price override. */
export function setOptionPriceText(option: OptionDraft, priceText: string): OptionDraft {
  return { ...option, priceText, isManualPrice: option.productId ? true : option.isManualPrice };
}

/** Puts a linked option back on its product's price. */
export function resetToProductPrice(option: OptionDraft): OptionDraft {
  if (!option.productId || option.linkedPriceMinor === null) return { ...option, isManualPrice: false };
  return { ...option, isManualPrice: false, priceText: toMajorString(option.linkedPriceMinor) };
}

/** A single-selection step keeps one default option: marking one clears the others. */
export function setOptionDefault(step: StepDraft, optionKey: string, isDefault: boolean): StepDraft {
  return {
    ...step,
    options: step.options.map((option) => {
      if (option.key === optionKey) return { ...option, isDefault };
      if (isDefault && step.type === 'radio') return { ...option, isDefault: false };
      return option;
    }),
  };
}

/** Switching a step to single selection keeps only its first default option. */
export function setStepType(step: StepDraft, type: StepType): StepDraft {
  if (type === step.type) return step;
  let seenDefault = false;
  return {
    ...step,
    type,
    options: step.options.map((option) => {
      if (type !== 'radio' || !option.isDefault) return option;
      if (seenDefault) return { ...option, isDefault: false };
      seenDefault = true;
      return option;
    }),
  };
}

/** Moves an item of a list from one index to another (a new list; out-of-range moves change nothing). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** A whole quantity from 1 to the most an option allows. */
export function validMaxQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_OPTION_QUANTITY;
}

export type ConfigurationIssue =
  | { code: 'step_title_missing'; stepKey: string }
  | { code: 'step_without_options'; stepKey: string }
  | { code: 'option_name_missing'; stepKey: string; optionKey: string }
  | { code: 'option_price_invalid'; stepKey: string; optionKey: string }
  | { code: 'option_quantity_invalid'; stepKey: string; optionKey: string };

/**
 * The save rules (same as the server's): every step has a Turkish title and an option, every
 * option a Turkish name; and what the server's schema needs: valid prices and quantities.
 */
export function configurationIssues(draft: ConfigurationDraft): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  for (const step of draft.steps) {
    if (!step.titleTr.trim()) issues.push({ code: 'step_title_missing', stepKey: step.key });
    if (step.options.length === 0) issues.push({ code: 'step_without_options', stepKey: step.key });
    for (const option of step.options) {
      if (!option.nameTr.trim())
        issues.push({ code: 'option_name_missing', stepKey: step.key, optionKey: option.key });
      if (optionPriceMinor(option) === undefined)
        issues.push({ code: 'option_price_invalid', stepKey: step.key, optionKey: option.key });
      if (!validMaxQuantity(option.maxQuantity))
        issues.push({ code: 'option_quantity_invalid', stepKey: step.key, optionKey: option.key });
    }
  }
  return issues;
}

/** Whether a check failure is the spec's "fill in all required fields" one (titles, names, options). */
export function isIncompleteIssue(issue: ConfigurationIssue): boolean {
  return (
    issue.code === 'step_title_missing' ||
    issue.code === 'step_without_options' ||
    issue.code === 'option_name_missing'
  );
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** The PUT body: the whole configuration, steps and options in their on-screen order. */
export function toConfigurationWrite(draft: ConfigurationDraft): ProductConfigurationWrite {
  return {
    steps: draft.steps.map((step) => ({
      ...(step.id ? { id: step.id } : {}),
      title: step.titleTr.trim(),
      subtitle: optional(step.subtitleTr) ?? null,
      type: step.type,
      required: step.required,
      show_images: step.showImages,
      translations: {
        tr: { title: step.titleTr.trim(), subtitle: optional(step.subtitleTr) },
        en: { title: optional(step.titleEn), subtitle: optional(step.subtitleEn) },
      },
      options: step.options.map((option) => ({
        ...(option.id ? { id: option.id } : {}),
        name: option.nameTr.trim(),
        description: option.description,
        price_minor: optionPriceMinor(option) ?? 0,
        image: option.image.trim() || null,
        product_id: option.productId,
        is_manual_price: option.productId ? option.isManualPrice : false,
        max_quantity: step.type === 'radio' ? 1 : option.maxQuantity,
        is_default: option.isDefault,
        translations: { tr: { name: option.nameTr.trim() }, en: { name: optional(option.nameEn) } },
      })),
    })),
  };
}

/**
 * The draft as the domain's configurable item (ids are the draft keys), so the preview is
 * priced by the one model the kiosk and the server use.
 */
export function toConfigurableItem(draft: ConfigurationDraft, basePriceMinor: number): ConfigurableItem {
  return {
    base_price_minor: basePriceMinor,
    steps: draft.steps.map((step) => ({
      id: step.key,
      type: step.type,
      required: step.required,
      options: step.options.map((option) => ({
        id: option.key,
        price_minor: optionPriceMinor(option) ?? 0,
        max_quantity: step.type === 'radio' ? 1 : option.maxQuantity,
        is_default: option.isDefault,
        product_id: option.productId,
        is_manual_price: option.isManualPrice,
        linked_price_minor: option.linkedPriceMinor,
        available: option.available,
      })),
    })),
  };
}
