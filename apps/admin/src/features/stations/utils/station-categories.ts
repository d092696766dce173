import { ALL_CATEGORIES_ID } from '@kiosk/domain';

/**
 * The categories a station may cook: the main categories, without the menu's pseudo-category
 * "Tümü" (every product; the server refuses it with `reserved_category`).
 */
export function stationCategoryChoices<T extends { id: string; parent_id: string | null }>(
  categories: T[],
): T[] {
  return categories.filter((c) => c.parent_id === null && c.id !== ALL_CATEGORIES_ID);
}
