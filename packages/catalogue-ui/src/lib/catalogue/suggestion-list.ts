import type { SuggestionList } from '@kiosk/contracts';
import { MAX_SUGGESTIONS_PER_SOURCE } from '@kiosk/domain';
import type { TFunction } from 'i18next';

export type PickedSuggestion = SuggestionList['products'][number];

/** The list with the product at `index` one place higher (unchanged for the first). */
export function moveSuggestionUp<T>(list: readonly T[], index: number): T[] {
  const next = [...list];
  if (index <= 0 || index >= list.length) return next;
  [next[index - 1], next[index]] = [next[index] as T, next[index - 1] as T];
  return next;
}

/**
 * The message of a refused save: the server's last problem (named by its product when it points
 * at one of `sent`), or "could not save" when it gave none.
 */
export function suggestionSaveProblem(
  details: unknown,
  sent: readonly PickedSuggestion[],
  t: TFunction,
): string {
  let found: string | undefined;
  if (Array.isArray(details)) {
    for (const issue of details as Array<{ field?: string; key?: string; message?: string }>) {
      const text = issue.key
        ? t(`catalogue.suggestions.errors.${issue.key}`, {
            max: MAX_SUGGESTIONS_PER_SOURCE,
            defaultValue: issue.message ?? '',
          })
        : (issue.message ?? '');
      const index = /^product_ids\.(\d+)$/.exec(issue.field ?? '')?.[1];
      const product = index === undefined ? undefined : sent[Number(index)];
      found = product ? `${product.name}: ${text}` : text;
    }
  }
  return found ?? t('catalogue.suggestions.saveFailed');
}
