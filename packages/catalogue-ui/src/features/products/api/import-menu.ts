import type { MenuImportBody, MenuImportResult } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterCategoryChange } from '../../../lib/catalogue/query-keys';
import { useCatalogueApi } from '../../../lib/catalogue-context';

export interface ImportMenuInput {
  file: MenuImportBody;
  /** Only check the file: its problems by line and column and what it would change. */
  dryRun: boolean;
}

/**
 * POST /functions/v1/menu-import: a dry run answers every problem; a real import writes all or
 * nothing (422 menu_import_invalid with the problems in `details.issues`).
 */
function importMenu(api: ApiClient, { file, dryRun }: ImportMenuInput): Promise<MenuImportResult> {
  return api.post<MenuImportResult>('/functions/v1/menu-import', file, { query: { dry_run: dryRun } });
}

export function useImportMenu() {
  const api = useCatalogueApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportMenuInput) => importMenu(api, input),
    onSuccess: (result) => (result.applied ? invalidateAfterCategoryChange(client) : undefined),
  });
}
