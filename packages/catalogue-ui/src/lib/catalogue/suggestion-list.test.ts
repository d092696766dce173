import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { moveSuggestionUp, type PickedSuggestion, suggestionSaveProblem } from './suggestion-list';

const t = ((key: string, options?: { defaultValue?: string }) =>
  key === 'catalogue.suggestions.errors.duplicate'
    ? 'listed twice'
    : (options?.defaultValue ?? key)) as TFunction;

const product = (id: string, name: string): PickedSuggestion => ({
  id,
  name,
  price_minor: 1000,
  image: null,
  is_active: true,
  in_stock: true,
});

describe('moveSuggestionUp', () => {
  it('swaps a product with the one above it and leaves the first where it is', () => {
    expect(moveSuggestionUp(['a', 'b', 'c'], 2)).toEqual(['a', 'c', 'b']);
    expect(moveSuggestionUp(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
  });
});

describe('suggestionSaveProblem', () => {
  const sent = [product('p1', 'Ayran'), product('p2', 'Kola')];

  it('names the product the server points at, with its translated problem', () => {
    const details = [{ field: 'product_ids.1', key: 'duplicate', message: 'duplicate product' }];
    expect(suggestionSaveProblem(details, sent, t)).toBe('Kola: listed twice');
  });

  it("falls back to the server's message, and to 'could not save' without details", () => {
    expect(suggestionSaveProblem([{ field: 'product_ids', message: 'too many' }], sent, t)).toBe('too many');
    expect(suggestionSaveProblem(undefined, sent, t)).toBe('catalogue.suggestions.saveFailed');
  });
});
