/**
 * A menu's keyboard: the index of the item ArrowDown / ArrowUp (round the list), Home or End moves
 * the focus to from `index` (-1 when no item has it); undefined for any other key.
 */
export function menuKeyTarget(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
