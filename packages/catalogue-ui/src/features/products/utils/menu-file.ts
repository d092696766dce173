import type { MenuFileFormat, MenuImportIssue, MenuImportResult } from '@kiosk/contracts';

/** The largest file sent: base64 grows it by a third and the server takes 1 MB bodies by default. */
export const MAX_MENU_FILE_BYTES = 700 * 1024;

/** The file's format by its name, or undefined when it is neither CSV nor XLSX. */
export function menuFileFormat(name: string): MenuFileFormat | undefined {
  const extension = name.toLowerCase().split('.').pop();
  return extension === 'csv' || extension === 'xlsx' ? extension : undefined;
}

/** Bytes as base64, in slices (one String.fromCharCode call per 32 kB, far below the argument limit). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The issues a refused import carries (422 menu_import_invalid: `details.issues`), else none. */
export function refusedIssues(details: unknown): MenuImportIssue[] {
  if (typeof details !== 'object' || details === null || !('issues' in details)) return [];
  return Array.isArray(details.issues) ? (details.issues as MenuImportIssue[]) : [];
}

/** How many categories and products a (dry) run creates or updates. */
export function importChangeCount(result: Pick<MenuImportResult, 'summary'>): number {
  const { categories, products } = result.summary;
  return categories.created + categories.updated + products.created + products.updated;
}
