import { type ConfigurableItem, type Selection, setOptionQuantity } from '@kiosk/domain';

/**
 * Keeps the preview's choices valid while the configuration is being edited: choices of steps
 * and options that no longer exist (or are unavailable) are dropped, and quantities are re-applied
 * through the domain model, which clamps them to the option's maximum and keeps a single choice
 * in single-selection steps.
 */
export function reconcileSelection(item: ConfigurableItem, selection: Selection): Selection {
  let next: Selection = {};
  for (const step of item.steps) {
    next[step.id] = {};
    for (const [optionId, quantity] of Object.entries(selection[step.id] ?? {})) {
      const option = step.options.find((candidate) => candidate.id === optionId);
      if (!option || option.available === false || !(quantity > 0)) continue;
      next = setOptionQuantity(item, next, step.id, optionId, quantity);
    }
  }
  return next;
}
