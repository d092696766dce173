/** Quick cash amounts (minor units): the exact amount, then the next 10, 50, 100 and 200 TL up. */
export function quickCashAmounts(dueMinor: number): number[] {
  if (!Number.isInteger(dueMinor) || dueMinor <= 0) return [];
  const amounts = [dueMinor];
  for (const step of [10, 50, 100, 200]) {
    const stepMinor = step * 100;
    const rounded = Math.ceil(dueMinor / stepMinor) * stepMinor;
    // an amount already a multiple of the step rounds to itself: still offer the next note up
    const next = rounded === dueMinor ? dueMinor + stepMinor : rounded;
    if (!amounts.includes(next)) amounts.push(next);
  }
  return amounts.sort((a, b) => a - b);
}

/** The change due for cash tendered against an amount (never negative). */
export function changeDue(tenderedMinor: number, dueMinor: number): number {
  return Math.max(0, tenderedMinor - dueMinor);
}
