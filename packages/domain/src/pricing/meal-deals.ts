import {
  type ConfigurableItem,
  type Selection,
  type SelectionIssue,
  selectionIssues,
  unitPrice,
} from '../configurator/configured-item.js';
import { vatOfInclusive } from '../money.js';
import { apportion } from './apportion.js';

/**
 * Meal deals (menüler): a product made of choice groups ("Ana ürün", "Yan ürün", "İçecek"), each
 * allowing some products with a price delta per choice (large fries +15 TL). The chosen parts keep
 * their own configured options (the burger's sauces). One unit of a deal costs
 *   deal base price + Σ chosen choices' deltas + Σ each part's option prices
 * (a part's option prices = its configured unit price minus its own base price).
 *
 * Apportionment (VAT and refunds): a deal line's amount is split over its parts in proportion to
 * each part's own list price (its configured unit price sold alone, options included) with the
 * largest-remainder rule (`apportion`), parts in canonical order: the deal's group order, then the
 * order they were chosen in. Each part's share carries its own product's VAT rate; a refund of a
 * part gives back its share.
 */

export interface DealChoice {
  product_id: string;
  price_delta_minor: number;
}

export interface DealGroup {
  id: string;
  name: string;
  /** How many parts the group needs (0: optional). */
  min: number;
  /** How many parts it takes at most (>= min, >= 1). */
  max: number;
  choices: DealChoice[];
}

export interface MealDeal {
  /** The deal is a product: its id. */
  product_id: string;
  /** One deal's base price (the deal product's price on the channel). */
  base_price_minor: number;
  groups: DealGroup[];
}

/** One chosen part: which group, which product, with which of its own options. */
export interface DealPart {
  group_id: string;
  product_id: string;
  selection: Selection;
}

/** What pricing needs of a part's product (its price already resolved for the channel). */
export interface DealPartProduct {
  item: ConfigurableItem;
  vat_rate: number;
  /** False when sold out or inactive. */
  available: boolean;
  /** False when outside its dayparts at the instant priced; absent: on. */
  available_now?: boolean;
}

export type DealPartLookup = (productId: string) => DealPartProduct | undefined;

export type DealIssue =
  | { code: 'group_missing' | 'group_too_many'; field: string; group_id: string }
  | { code: 'unknown_group'; field: string; group_id: string }
  | { code: 'product_not_allowed'; field: string; group_id: string; product_id: string }
  | { code: 'part_sold_out' | 'part_not_available_now'; field: string; product_id: string }
  | { code: 'part_selection'; field: string; product_id: string; issues: SelectionIssue[] };

/**
 * Every problem with a deal's chosen parts, each naming its field (`parts.<i>.<field>` for a part,
 * `groups.<id>` for a group's count) under `prefix`. Empty: the deal can be ordered.
 */
export function dealSelectionIssues(
  deal: MealDeal,
  parts: readonly DealPart[],
  lookup: DealPartLookup,
  prefix = '',
): DealIssue[] {
  const issues: DealIssue[] = [];
  const groups = new Map(deal.groups.map((g) => [g.id, g]));
  for (const [index, part] of parts.entries()) {
    const field = `${prefix}parts.${index}`;
    const group = groups.get(part.group_id);
    if (!group) {
      issues.push({ code: 'unknown_group', field: `${field}.group_id`, group_id: part.group_id });
      continue;
    }
    const product = lookup(part.product_id);
    if (!product || !group.choices.some((c) => c.product_id === part.product_id)) {
      issues.push({
        code: 'product_not_allowed',
        field: `${field}.product_id`,
        group_id: group.id,
        product_id: part.product_id,
      });
      continue;
    }
    if (!product.available) {
      issues.push({ code: 'part_sold_out', field: `${field}.product_id`, product_id: part.product_id });
      continue;
    }
    if (product.available_now === false) {
      issues.push({
        code: 'part_not_available_now',
        field: `${field}.product_id`,
        product_id: part.product_id,
      });
      continue;
    }
    const problems = selectionIssues(product.item, part.selection);
    if (problems.length > 0) {
      issues.push({
        code: 'part_selection',
        field: `${field}.selection`,
        product_id: part.product_id,
        issues: problems,
      });
    }
  }
  for (const group of deal.groups) {
    const count = parts.filter((p) => p.group_id === group.id).length;
    const field = `${prefix}groups.${group.id}`;
    if (count < group.min) issues.push({ code: 'group_missing', field, group_id: group.id });
    if (count > Math.max(group.max, group.min)) {
      issues.push({ code: 'group_too_many', field, group_id: group.id });
    }
  }
  return issues;
}

/** The parts in canonical order: the deal's group order, then the order they were chosen in. */
export function orderedDealParts(deal: MealDeal, parts: readonly DealPart[]): DealPart[] {
  const rank = new Map(deal.groups.map((g, index) => [g.id, index]));
  return parts
    .map((part, index) => ({ part, index }))
    .sort(
      (a, b) =>
        (rank.get(a.part.group_id) ?? deal.groups.length) -
          (rank.get(b.part.group_id) ?? deal.groups.length) || a.index - b.index,
    )
    .map((p) => p.part);
}

function choiceDelta(deal: MealDeal, part: DealPart): number {
  const group = deal.groups.find((g) => g.id === part.group_id);
  return group?.choices.find((c) => c.product_id === part.product_id)?.price_delta_minor ?? 0;
}

/** One deal's price: base + the chosen choices' deltas + the parts' option prices. */
export function dealUnitPrice(deal: MealDeal, parts: readonly DealPart[], lookup: DealPartLookup): number {
  let total = deal.base_price_minor;
  for (const part of parts) {
    total += choiceDelta(deal, part);
    const product = lookup(part.product_id);
    if (product) total += unitPrice(product.item, part.selection) - product.item.base_price_minor;
  }
  return total;
}

/** A part's share of a deal line. */
export interface DealPartShare {
  group_id: string;
  product_id: string;
  selection: Selection;
  vat_rate: number;
  /** What one of this part costs alone (its configured unit price): its apportionment weight. */
  list_unit_minor: number;
  /** Its share of the deal line's amount. */
  amount_minor: number;
  /** The VAT in that share, at the part's rate. */
  vat_minor: number;
}

/**
 * Splits a deal line's amount (a deal's price × quantity, less any discount) over its parts by the
 * module's rule; the shares add up to the amount exactly.
 */
export function apportionDeal(
  deal: MealDeal,
  parts: readonly DealPart[],
  lookup: DealPartLookup,
  amountMinor: number,
): DealPartShare[] {
  const ordered = orderedDealParts(deal, parts).map((part) => {
    const product = lookup(part.product_id);
    return {
      ...part,
      vat_rate: product?.vat_rate ?? 0,
      list_unit_minor: product ? Math.max(0, unitPrice(product.item, part.selection)) : 0,
    };
  });
  const shares = apportion(
    amountMinor,
    ordered.map((p) => p.list_unit_minor),
  );
  return ordered.map((part, index) => {
    const amount = shares[index] ?? 0;
    return { ...part, amount_minor: amount, vat_minor: vatOfInclusive(amount, part.vat_rate) };
  });
}

export type DealDefinitionIssue =
  | 'groups_required'
  | 'group_id_duplicate'
  | 'group_name_required'
  | 'group_counts_invalid'
  | 'choices_required'
  | 'choice_duplicate'
  | 'choice_is_deal'
  | 'delta_invalid';

/**
 * What is wrong with a deal as the back office writes it, by field (`groups.<i>.<field>`): at least
 * one group; each with a unique id, a name, 0 <= min <= max, max >= 1, at least one choice, each
 * product once, never the deal itself, and an integer delta (negative allowed: a smaller size).
 */
export function dealDefinitionIssues(deal: MealDeal): Array<{ field: string; code: DealDefinitionIssue }> {
  const issues: Array<{ field: string; code: DealDefinitionIssue }> = [];
  if (deal.groups.length === 0) issues.push({ field: 'groups', code: 'groups_required' });
  const seen = new Set<string>();
  for (const [index, group] of deal.groups.entries()) {
    const field = `groups.${index}`;
    if (seen.has(group.id)) issues.push({ field: `${field}.id`, code: 'group_id_duplicate' });
    seen.add(group.id);
    if (group.name.trim() === '') issues.push({ field: `${field}.name`, code: 'group_name_required' });
    const countsOk =
      Number.isInteger(group.min) &&
      Number.isInteger(group.max) &&
      group.min >= 0 &&
      group.max >= Math.max(1, group.min);
    if (!countsOk) issues.push({ field: `${field}.max`, code: 'group_counts_invalid' });
    if (group.choices.length === 0) issues.push({ field: `${field}.choices`, code: 'choices_required' });
    const products = new Set<string>();
    for (const [c, choice] of group.choices.entries()) {
      const at = `${field}.choices.${c}`;
      if (products.has(choice.product_id))
        issues.push({ field: `${at}.product_id`, code: 'choice_duplicate' });
      products.add(choice.product_id);
      if (choice.product_id === deal.product_id)
        issues.push({ field: `${at}.product_id`, code: 'choice_is_deal' });
      if (!Number.isSafeInteger(choice.price_delta_minor)) {
        issues.push({ field: `${at}.price_delta_minor`, code: 'delta_invalid' });
      }
    }
  }
  return issues;
}
