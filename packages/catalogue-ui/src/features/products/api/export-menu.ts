import type { MenuFileFormat } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';
import { useMutation } from '@tanstack/react-query';
import { useCatalogueApi } from '../../../lib/catalogue-context';

/** GET /functions/v1/menu-export: the menu as the import reads it, saved as menu.csv or menu.xlsx. */
async function exportMenu(api: ApiClient, format: MenuFileFormat): Promise<void> {
  const file = await api.get<Blob>('/functions/v1/menu-export', { query: { format }, blob: true });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `menu.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportMenu() {
  const api = useCatalogueApi();
  return useMutation({ mutationFn: (format: MenuFileFormat) => exportMenu(api, format) });
}
