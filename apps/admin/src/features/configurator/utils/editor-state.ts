import type { ConfigurationDraft, ConfigurationIssue } from './configuration-draft';

/** A copy of the set with the key opened (`open` true), closed (false) or flipped (undefined). */
export function toggleKey(current: ReadonlySet<string>, key: string, open?: boolean): Set<string> {
  const next = new Set(current);
  if (open ?? !next.has(key)) next.add(key);
  else next.delete(key);
  return next;
}

/**
 * What the editor opens at first: a product without steps starts with its new step and options
 * open; saved steps start folded.
 */
export function initialExpansion(initial: ConfigurationDraft, savedStepCount: number) {
  const fresh = savedStepCount === 0;
  return {
    steps: new Set(fresh ? initial.steps.map((step) => step.key) : []),
    options: new Set(fresh ? initial.steps.flatMap((step) => step.options.map((option) => option.key)) : []),
  };
}

/** The steps and options the issues are about (opened so the admin sees them). */
export function issueKeys(issues: readonly ConfigurationIssue[]) {
  return {
    steps: issues.map((issue) => issue.stepKey),
    options: issues.flatMap((issue) => ('optionKey' in issue ? [issue.optionKey] : [])),
  };
}

/** The message key for a save the server refused, by its error code. */
export function saveFailureKey(code: string): string {
  if (code === 'configuration_incomplete') return 'configurator.validation.incomplete';
  if (code === 'linked_product_unavailable') return 'configurator.editor.linkedUnavailable';
  return 'configurator.toasts.saveFailed';
}
