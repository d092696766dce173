import {
  type DealGroup,
  type DealPart,
  type DealPartLookup,
  dealSelectionIssues,
  dealUnitPrice,
  defaultSelection,
  type MealDeal,
  orderedDealParts,
  type Selection,
} from '@kiosk/domain';

/**
 * The till's meal deal dialog as pure steps over the chosen parts: a tap on a choice fills its group
 * (a one-part group swaps it, a larger one adds or takes it off, never over its maximum), a part's
 * options change in place; the running price and what is still missing come from the domain.
 */

/** Whether a part can be chosen now (not sold out, within its dayparts). */
export function orderable(lookup: DealPartLookup, productId: string): boolean {
  const product = lookup(productId);
  return !!product && product.available && product.available_now !== false;
}

/** A new deal's parts: each group that needs parts gets its first orderable choices, default options. */
export function initialParts(deal: MealDeal, lookup: DealPartLookup): DealPart[] {
  return deal.groups.flatMap((group) =>
    group.choices
      .filter((c) => orderable(lookup, c.product_id))
      .slice(0, group.min)
      .map((c) => partOf(group, c.product_id, lookup)),
  );
}

function partOf(group: DealGroup, productId: string, lookup: DealPartLookup): DealPart {
  const product = lookup(productId);
  return {
    group_id: group.id,
    product_id: productId,
    selection: product ? defaultSelection(product.item) : {},
  };
}

/** A tap on a group's choice. */
export function toggleChoice(
  deal: MealDeal,
  parts: readonly DealPart[],
  groupId: string,
  productId: string,
  lookup: DealPartLookup,
): DealPart[] {
  const group = deal.groups.find((g) => g.id === groupId);
  if (!group || !orderable(lookup, productId)) return [...parts];
  const inGroup = parts.filter((p) => p.group_id === groupId);
  const chosen = inGroup.some((p) => p.product_id === productId);
  if (group.max <= 1) {
    const others = parts.filter((p) => p.group_id !== groupId);
    if (chosen) return group.min === 0 ? others : [...parts];
    return orderedDealParts(deal, [...others, partOf(group, productId, lookup)]);
  }
  if (chosen) {
    const index = parts.findIndex((p) => p.group_id === groupId && p.product_id === productId);
    return parts.filter((_, i) => i !== index);
  }
  if (inGroup.length >= group.max) return [...parts];
  return orderedDealParts(deal, [...parts, partOf(group, productId, lookup)]);
}

/** A chosen part's options changed. */
export function withPartSelection(
  parts: readonly DealPart[],
  index: number,
  selection: Selection,
): DealPart[] {
  return parts.map((p, i) => (i === index ? { ...p, selection } : p));
}

/** The running price of one deal, and the groups whose count is not right yet (empty: orderable). */
export function dealState(deal: MealDeal, parts: readonly DealPart[], lookup: DealPartLookup) {
  const issues = dealSelectionIssues(deal, parts, lookup);
  return {
    unitMinor: dealUnitPrice(deal, parts, lookup),
    issues,
    missingGroups: new Set(
      issues.flatMap((i) => (i.code === 'group_missing' || i.code === 'group_too_many' ? [i.group_id] : [])),
    ),
  };
}
