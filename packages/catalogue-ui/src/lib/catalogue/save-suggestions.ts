import type { SuggestionList, SuggestionWrite } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCatalogueApi } from '../catalogue-context';
import { type SuggestionSource, suggestionsKey, suggestionsPath } from './get-suggestions';

/** PUT /rest/v1/{products|categories}/:id/suggestions: replaces the list (at most 6, checked by the server). */
function saveSuggestions(api: ApiClient, source: SuggestionSource, body: SuggestionWrite) {
  return api.put<SuggestionList>(suggestionsPath(source), body);
}

export function useSaveSuggestions(source: SuggestionSource) {
  const api = useCatalogueApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productIds: string[]) => saveSuggestions(api, source, { product_ids: productIds }),
    onSuccess: (saved) => client.setQueryData(suggestionsKey(source), saved),
  });
}
