/**
 * The businesses or stores a form offers: the active ones, and the one the record already has
 * (even when it became passive since, so editing does not silently change it). The server
 * refuses a passive one that is newly chosen (`businessInactive`, `storeInactive`).
 */
export function activeChoices<T extends { id: string; is_active: boolean }>(
  items: readonly T[],
  current: string | null | undefined,
): T[] {
  return items.filter((item) => item.is_active || item.id === current);
}
