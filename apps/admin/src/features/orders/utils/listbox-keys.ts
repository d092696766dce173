/**
 * A combobox's arrow keys over `count` options: Down and Up move the active option round the list,
 * Enter picks it; any other key (or an empty list) does nothing.
 */
export function listboxKey(
  key: string,
  activeIndex: number,
  count: number,
): { move: number } | { pick: number } | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowDown') return { move: (activeIndex + 1) % count };
  if (key === 'ArrowUp') return { move: (activeIndex - 1 + count) % count };
  if (key === 'Enter') return { pick: activeIndex };
  return undefined;
}
