/** The items whose text contains the query (trimmed, case-insensitive in the locale); all for no query. */
export function filterByQuery<T>(
  items: T[],
  query: string,
  locale: string,
  textOf: (item: T) => string,
): T[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  if (!needle) return items;
  return items.filter((item) => textOf(item).toLocaleLowerCase(locale).includes(needle));
}

/** A copy of the set with the id added, or removed when it was there. */
export function toggleId(current: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(current);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The chosen ids in the items' order (the slider shows them as the menu does). */
export function idsInOrder(items: readonly { id: string }[], chosen: ReadonlySet<string>): string[] {
  return items.filter((item) => chosen.has(item.id)).map((item) => item.id);
}
