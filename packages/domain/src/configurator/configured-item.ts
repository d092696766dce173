/**
 * One model of a configured item, used by the admin preview, the kiosk, the sale app and the
 * server. Steps are radio (exactly one option) or stepper (several, each up to max_quantity);
 * required or optional. An option costs its own price, or its linked product's price unless the
 * price was set by hand (is_manual_price). All money is integer minor units.
 */
export type StepType = 'radio' | 'stepper';

export interface ItemOption {
  id: string;
  price_minor: number;
  max_quantity: number;
  is_default?: boolean;
  product_id?: string | null;
  is_manual_price?: boolean;
  /** The linked product's current price, when the option is linked to one. */
  linked_price_minor?: number | null;
  /** False when the linked product is sold out or inactive. */
  available?: boolean;
}

export interface ItemStep {
  id: string;
  type: StepType;
  required: boolean;
  options: ItemOption[];
}

export interface ConfigurableItem {
  base_price_minor: number;
  steps: ItemStep[];
}

/** Quantities chosen per step and option: selection[stepId][optionId] = quantity. */
export type Selection = Record<string, Record<string, number>>;

export const REQUIRED_SELECTIONS_MESSAGE = 'Please complete required selections';

export type SelectionIssue =
  | { code: 'required_missing'; stepId: string }
  | { code: 'radio_multiple'; stepId: string }
  | { code: 'unknown_step'; stepId: string }
  | { code: 'unknown_option'; stepId: string; optionId: string }
  | { code: 'invalid_quantity'; stepId: string; optionId: string }
  | { code: 'over_max_quantity'; stepId: string; optionId: string }
  | { code: 'option_unavailable'; stepId: string; optionId: string };

/** What one unit of an option costs. */
export function optionPrice(option: ItemOption): number {
  if (option.product_id && !option.is_manual_price && typeof option.linked_price_minor === 'number') {
    return option.linked_price_minor;
  }
  return option.price_minor;
}

/** The starting selection: each step's default options (a radio step takes its first default). */
export function defaultSelection(item: ConfigurableItem): Selection {
  const selection: Selection = {};
  for (const step of item.steps) {
    const defaults = step.options.filter((o) => o.is_default && o.available !== false);
    const chosen = step.type === 'radio' ? defaults.slice(0, 1) : defaults;
    selection[step.id] = Object.fromEntries(chosen.map((o) => [o.id, 1]));
  }
  return selection;
}

/** Every problem with a selection; an empty list means it can go in the cart. */
export function selectionIssues(item: ConfigurableItem, selection: Selection): SelectionIssue[] {
  const issues: SelectionIssue[] = [];
  const steps = new Map(item.steps.map((s) => [s.id, s]));
  for (const stepId of Object.keys(selection)) {
    if (!steps.has(stepId)) issues.push({ code: 'unknown_step', stepId });
  }
  for (const step of item.steps) {
    const chosen = Object.entries(selection[step.id] ?? {});
    let count = 0;
    for (const [optionId, quantity] of chosen) {
      const option = step.options.find((o) => o.id === optionId);
      if (!option) {
        issues.push({ code: 'unknown_option', stepId: step.id, optionId });
        continue;
      }
      if (!Number.isInteger(quantity) || quantity < 0) {
        issues.push({ code: 'invalid_quantity', stepId: step.id, optionId });
        continue;
      }
      if (quantity === 0) continue;
      count += 1;
      const max = step.type === 'radio' ? 1 : Math.max(1, option.max_quantity);
      if (quantity > max) issues.push({ code: 'over_max_quantity', stepId: step.id, optionId });
      if (option.available === false) issues.push({ code: 'option_unavailable', stepId: step.id, optionId });
    }
    if (step.type === 'radio' && count > 1) issues.push({ code: 'radio_multiple', stepId: step.id });
    if (step.required && count === 0) issues.push({ code: 'required_missing', stepId: step.id });
  }
  return issues;
}

/**
 * The part of a selection the item still offers. The menu can change under an open dialog or a
 * cart line being edited (an option's product sold out, an option or step removed): what is no
 * longer offered is dropped (unknown steps and options, unavailable options, quantities that are
 * not positive integers), quantities over an option's maximum are clamped, and a radio step keeps
 * its first option. Its only possible issue is then a required step left empty, which the
 * customer is shown, so "add to cart" never fails without a word. Returns the same object when
 * nothing had to go.
 */
export function keepValidChoices(item: ConfigurableItem, selection: Selection): Selection {
  if (selectionIssues(item, selection).every((issue) => issue.code === 'required_missing')) return selection;
  const kept: Selection = {};
  for (const step of item.steps) {
    const chosen = selection[step.id] ?? {};
    const options: Record<string, number> = {};
    for (const option of step.options) {
      const quantity = chosen[option.id];
      if (quantity === undefined || !Number.isInteger(quantity) || quantity <= 0) continue;
      if (option.available === false) continue;
      options[option.id] = step.type === 'radio' ? 1 : Math.min(quantity, Math.max(1, option.max_quantity));
      if (step.type === 'radio') break;
    }
    kept[step.id] = options;
  }
  return kept;
}

/** Steps that still need a choice ("Please complete required selections"). */
export function missingRequiredSteps(item: ConfigurableItem, selection: Selection): string[] {
  return selectionIssues(item, selection)
    .filter((i) => i.code === 'required_missing')
    .map((i) => i.stepId);
}

/** Unit price: base plus every selected known option's price times its quantity. */
export function unitPrice(item: ConfigurableItem, selection: Selection): number {
  let total = item.base_price_minor;
  for (const step of item.steps) {
    for (const [optionId, quantity] of Object.entries(selection[step.id] ?? {})) {
      const option = step.options.find((o) => o.id === optionId);
      if (!option || !Number.isInteger(quantity) || quantity <= 0) continue;
      const capped = Math.min(quantity, step.type === 'radio' ? 1 : Math.max(1, option.max_quantity));
      total += optionPrice(option) * capped;
    }
  }
  return total;
}

/**
 * Sets an option's quantity and returns the new selection: a radio step holds only that option
 * (quantity 0 clears it); a stepper clamps to 0..max_quantity.
 */
export function setOptionQuantity(
  item: ConfigurableItem,
  selection: Selection,
  stepId: string,
  optionId: string,
  quantity: number,
): Selection {
  const step = item.steps.find((s) => s.id === stepId);
  const option = step?.options.find((o) => o.id === optionId);
  if (!step || !option) return selection;
  const next: Selection = { ...selection };
  if (step.type === 'radio') {
    next[stepId] = quantity > 0 ? { [optionId]: 1 } : {};
    return next;
  }
  const clamped = Math.max(0, Math.min(Math.floor(quantity), Math.max(1, option.max_quantity)));
  const current = { ...(selection[stepId] ?? {}) };
  if (clamped === 0) delete current[optionId];
  else current[optionId] = clamped;
  next[stepId] = current;
  return next;
}
