/** Queue numbers in `next` that were not in `previous` (the ones that just became ready). */
export function newlyReady(previous: readonly number[] | undefined, next: readonly number[]): number[] {
  if (previous === undefined) return [];
  const before = new Set(previous);
  return next.filter((n) => !before.has(n));
}

/** Minutes a ready number stays on the board (?readyMinutes=, 1-120, default 10). */
export function readyMinutesFrom(search: string): number {
  const value = Number(new URLSearchParams(search).get('readyMinutes'));
  return Number.isInteger(value) && value >= 1 && value <= 120 ? value : 10;
}
