import type { Language } from '@kiosk/i18n';
import type { ApiClient } from '@kiosk/ui';
import { useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../../../lib/catalogue/query-keys';
import { useCatalogueApi } from '../../../lib/catalogue-context';

/**
 * GET /rest/v1/ui_translations?lang=&prefix=unit.: the display names of the units in a language,
 * as a map from key (unit.piece, unit.kilogram, ...) to text.
 */
async function getUnitNames(
  api: ApiClient,
  language: Language,
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  const rows = await api.get<Array<{ key: string; value: string }>>('/rest/v1/ui_translations', {
    query: { lang: language, prefix: 'unit.' },
    ...(signal ? { signal } : {}),
  });
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export function useUnitNames(language: Language) {
  const api = useCatalogueApi();
  return useQuery({
    queryKey: catalogueKeys.unitNames(language),
    queryFn: ({ signal }) => getUnitNames(api, language, signal),
    staleTime: 5 * 60_000,
  });
}
