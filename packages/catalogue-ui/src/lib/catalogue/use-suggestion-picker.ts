import { MAX_SUGGESTIONS_PER_SOURCE } from '@kiosk/domain';
import { isApiError } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SuggestionSource, useSuggestions } from './get-suggestions';
import { useSaveSuggestions } from './save-suggestions';
import { useSuggestableProducts } from './search-suggestable-products';
import { moveSuggestionUp, type PickedSuggestion, suggestionSaveProblem } from './suggestion-list';

/**
 * The suggestion picker's state: the picked products (the saved list until changed), the search
 * and its results (not the product itself, not what is picked); every change is saved at once and
 * undone when the server refuses it.
 */
export function useSuggestionPicker(source: SuggestionSource) {
  const { t } = useTranslation();
  const saved = useSuggestions(source);
  const save = useSaveSuggestions(source);
  const [picked, setPicked] = useState<PickedSuggestion[] | null>(null);
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const search = useSuggestableProducts(query.trim());

  useEffect(() => {
    if (saved.data && picked === null) setPicked(saved.data.products);
  }, [saved.data, picked]);

  const list = picked ?? [];
  const full = list.length >= MAX_SUGGESTIONS_PER_SOURCE;
  const results = (search.data?.data ?? []).filter(
    (p) => !(source.kind === 'product' && p.id === source.id) && !list.some((x) => x.id === p.id),
  );

  /** Every change is saved at once (the product's own "Save" is for the product's fields). */
  const change = (next: PickedSuggestion[]) => {
    const before = list;
    setPicked(next);
    setProblem(undefined);
    save.mutate(
      next.map((p) => p.id),
      {
        onSuccess: (result) => setPicked(result.products),
        onError: (error) => {
          setPicked(before);
          setProblem(suggestionSaveProblem(isApiError(error) ? error.details : undefined, next, t));
        },
      },
    );
  };

  const add = (product: PickedSuggestion) => {
    if (full || save.isPending) return;
    setQuery('');
    change([...list, product]);
  };
  const remove = (id: string) => change(list.filter((p) => p.id !== id));
  const moveUp = (index: number) => {
    if (index <= 0) return;
    change(moveSuggestionUp(list, index));
  };

  return {
    loadFailed: saved.isError,
    list,
    full,
    query,
    setQuery,
    results,
    add,
    remove,
    moveUp,
    problem,
    saving: save.isPending,
    saved: save.isSuccess,
  };
}
