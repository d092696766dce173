import { isApiError } from '@kiosk/ui';

/** A category the server says another station cooks (409 category_at_other_station). */
export interface TakenCategory {
  id: string;
  name: string;
  station_name: string;
}

/** The categories another station cooks, when that is why the save was refused; else undefined. */
export function takenCategories(error: unknown): TakenCategory[] | undefined {
  if (!isApiError(error) || error.code !== 'category_at_other_station') return undefined;
  const details = error.details as { categories?: TakenCategory[] } | undefined;
  return details?.categories ?? [];
}

/** The message key for a refused save or delete: the server's code, or generic (also offline). */
export function stationErrorKey(error: unknown): { key: string; generic: boolean } {
  return isApiError(error) && error.status !== 0
    ? { key: `kitchenStations.errors.${error.code}`, generic: false }
    : { key: 'kitchenStations.errors.generic', generic: true };
}

/** The chosen categories with one ticked or unticked. */
export function withCategory(chosen: readonly string[], id: string, checked: boolean): string[] {
  return checked ? [...chosen, id] : chosen.filter((candidate) => candidate !== id);
}
