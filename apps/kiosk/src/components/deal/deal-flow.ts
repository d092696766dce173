import type { DealGroup, DealPart, Selection } from '@kiosk/domain';

/**
 * The kiosk's guided meal-deal flow ("Klasik Burger Menü": Ana ürün → Yan ürün → İçecek → done),
 * as a pure reducer: one step per group, a choice per tap (a group taking one part moves on by
 * itself), a configurable part's own options chosen inside the flow, back, and the parts kept in
 * the deal's group order (the order the server's apportionment reads them in).
 */
export interface DealFlowState {
  groups: readonly DealGroup[];
  /** The group shown (groups.length: the summary with "Add to cart"). */
  step: number;
  parts: DealPart[];
  /** A chosen product whose own options are being chosen (its configurator is open). */
  configuring: { group_id: string; product_id: string; selection?: Selection } | null;
  quantity: number;
}

export type DealFlowEvent =
  /** A tap on a choice: a plain product is chosen; a configurable one opens its options first. */
  | { type: 'pick'; group_id: string; product_id: string; configurable: boolean; selection: Selection }
  | { type: 'configured'; selection: Selection }
  | { type: 'cancel_configure' }
  /** Edit the options of a part already chosen. */
  | { type: 'configure'; group_id: string; product_id: string }
  | { type: 'remove'; group_id: string; product_id: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goto'; step: number }
  | { type: 'quantity'; quantity: number };

export function partsOfGroup(state: Pick<DealFlowState, 'parts'>, groupId: string): DealPart[] {
  return state.parts.filter((p) => p.group_id === groupId);
}

/** A group has what it needs (at least its minimum). */
export function groupDone(state: Pick<DealFlowState, 'parts'>, group: DealGroup): boolean {
  return partsOfGroup(state, group.id).length >= group.min;
}

export function flowComplete(state: Pick<DealFlowState, 'parts' | 'groups'>): boolean {
  return state.groups.every((group) => groupDone(state, group));
}

/** The first group still missing parts, or the summary when none is. */
export function firstOpenStep(state: Pick<DealFlowState, 'parts' | 'groups'>): number {
  const index = state.groups.findIndex((group) => !groupDone(state, group));
  return index < 0 ? state.groups.length : index;
}

/** A new flow, or one opened again with parts (editing a cart line, or "Menü yap" prefilled). */
export function startDealFlow(
  groups: readonly DealGroup[],
  parts: readonly DealPart[] = [],
  quantity = 1,
  /**
   * Editing: open at the summary; 'open': at the first group left to choose; a "Menü yap": at the
   * first group other than the one the product was added to (the rest are prefilled, to change).
   */
  at: 'summary' | 'open' | { after: string } = 'open',
): DealFlowState {
  const state: DealFlowState = { groups, step: 0, parts: sorted(groups, parts), configuring: null, quantity };
  if (at === 'summary') return { ...state, step: groups.length };
  if (at === 'open') return { ...state, step: firstOpenStep(state) };
  const home = state.parts.find((p) => p.product_id === at.after)?.group_id;
  const index = groups.findIndex((g) => g.id !== home);
  return { ...state, step: index < 0 ? groups.length : index };
}

/** Parts in the deal's group order, each group's in the order chosen. */
function sorted(groups: readonly DealGroup[], parts: readonly DealPart[]): DealPart[] {
  const order = new Map(groups.map((g, i) => [g.id, i]));
  return [...parts]
    .map((part, index) => ({ part, index }))
    .sort(
      (a, b) => (order.get(a.part.group_id) ?? 99) - (order.get(b.part.group_id) ?? 99) || a.index - b.index,
    )
    .map(({ part }) => part);
}

function withPart(state: DealFlowState, part: DealPart): DealFlowState {
  const group = state.groups.find((g) => g.id === part.group_id);
  if (!group) return state;
  const own = partsOfGroup(state, group.id);
  const existing = own.findIndex((p) => p.product_id === part.product_id);
  let kept = own;
  if (existing >= 0) kept = own.filter((_, i) => i !== existing);
  else if (group.max <= 1) kept = [];
  else if (own.length >= group.max) return { ...state, configuring: null };
  const others = state.parts.filter((p) => p.group_id !== group.id);
  const parts = sorted(state.groups, [...others, ...kept, part]);
  const next = { ...state, parts, configuring: null };
  // a group of one part moves on by itself; a group taking several waits for "next"
  const full = partsOfGroup(next, group.id).length >= Math.max(group.max, 1);
  const index = state.groups.indexOf(group);
  return full && index === state.step ? { ...next, step: nextStep(next, index) } : next;
}

/** After a finished group: the next group (an optional one too: the customer may want it), then the summary. */
function nextStep(state: DealFlowState, from: number): number {
  return Math.min(from + 1, state.groups.length);
}

export function dealFlowReducer(state: DealFlowState, event: DealFlowEvent): DealFlowState {
  switch (event.type) {
    case 'pick': {
      if (event.configurable) {
        const chosen = state.parts.find(
          (p) => p.group_id === event.group_id && p.product_id === event.product_id,
        );
        // its configurator starts from what was chosen, else from the product's own defaults
        const configuring = { group_id: event.group_id, product_id: event.product_id };
        return {
          ...state,
          configuring: chosen ? { ...configuring, selection: chosen.selection } : configuring,
        };
      }
      return withPart(state, {
        group_id: event.group_id,
        product_id: event.product_id,
        selection: event.selection,
      });
    }
    case 'configured': {
      if (!state.configuring) return state;
      const { group_id, product_id } = state.configuring;
      return withPart(state, { group_id, product_id, selection: event.selection });
    }
    case 'cancel_configure':
      return { ...state, configuring: null };
    case 'configure': {
      const chosen = state.parts.find(
        (p) => p.group_id === event.group_id && p.product_id === event.product_id,
      );
      return chosen ? { ...state, configuring: { ...event, selection: chosen.selection } } : state;
    }
    case 'remove':
      return {
        ...state,
        parts: state.parts.filter(
          (p) => !(p.group_id === event.group_id && p.product_id === event.product_id),
        ),
      };
    case 'next': {
      const group = state.groups[state.step];
      if (!group || !groupDone(state, group)) return state;
      return { ...state, step: Math.min(state.step + 1, state.groups.length) };
    }
    case 'back':
      if (state.configuring) return { ...state, configuring: null };
      return { ...state, step: Math.max(0, state.step - 1) };
    case 'goto':
      return { ...state, configuring: null, step: Math.min(Math.max(0, event.step), state.groups.length) };
    case 'quantity':
      return { ...state, quantity: Math.min(Math.max(1, Math.floor(event.quantity)), 99) };
  }
}
