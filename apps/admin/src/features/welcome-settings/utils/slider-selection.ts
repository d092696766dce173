/** The chosen products in the order chosen, skipping ids that are no longer offered. */
export function chosenProducts<T extends { id: string }>(
  offered: readonly T[],
  chosenIds: readonly string[],
): T[] {
  const byId = new Map(offered.map((product) => [product.id, product]));
  return chosenIds.flatMap((productId) => byId.get(productId) ?? []);
}

/**
 * The ids to save: a chosen product that was deactivated (or lost its image) since cannot be shown,
 * so it is left out. Without the offered list (still loading or failed) the choice is kept as it is.
 */
export function usableProductIds(
  offered: readonly { id: string }[] | undefined,
  chosenIds: string[],
): string[] {
  if (!offered) return chosenIds;
  const usable = new Set(offered.map((product) => product.id));
  return chosenIds.filter((productId) => usable.has(productId));
}
