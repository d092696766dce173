/** The question's countdown in whole seconds (a part of a second counts as one). */
export function countdownSeconds(countdownMs: number): number {
  return Math.ceil(countdownMs / 1000);
}

/** How much of the countdown is left, 0..1, for the ring (a countdown of under a second counts as one). */
export function countdownProgress(secondsLeft: number, countdownMs: number): number {
  const total = Math.max(1, countdownSeconds(countdownMs));
  return Math.max(0, Math.min(1, secondsLeft / total));
}
