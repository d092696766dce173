import type { SuggestionList } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';
import { useQuery } from '@tanstack/react-query';
import { useCatalogueApi } from '../catalogue-context';

/** Whose suggestions before payment: a product's or a category's. */
export interface SuggestionSource {
  kind: 'product' | 'category';
  id: string;
}

export const suggestionsPath = (source: SuggestionSource) =>
  `/rest/v1/${source.kind === 'product' ? 'products' : 'categories'}/${encodeURIComponent(source.id)}/suggestions`;

export const suggestionsKey = (source: SuggestionSource) =>
  ['catalogue', 'suggestions', source.kind, source.id] as const;

/** GET /rest/v1/{products|categories}/:id/suggestions: the suggested products, in order. */
function getSuggestions(api: ApiClient, source: SuggestionSource, signal?: AbortSignal) {
  return api.get<SuggestionList>(suggestionsPath(source), signal ? { signal } : {});
}

export function useSuggestions(source: SuggestionSource) {
  const api = useCatalogueApi();
  return useQuery({
    queryKey: suggestionsKey(source),
    queryFn: ({ signal }) => getSuggestions(api, source, signal),
  });
}
