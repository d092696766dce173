/** What a key does on the kitchen display. */
export type KitchenKeyAction =
  | { kind: 'select'; index: number }
  | { kind: 'recall' }
  /** Start the selected ticket (new) or bump it. */
  | { kind: 'activate' }
  | null;

/**
 * The kitchen display's keys: 1-9 pick a ticket, arrows move the selection (within the tickets),
 * R recalls the last bump, Space / Enter start or bump the selected ticket.
 */
export function kitchenKeyAction(key: string, selected: number, count: number): KitchenKeyAction {
  const digit = Number(key);
  if (Number.isInteger(digit) && digit >= 1 && digit <= 9)
    return { kind: 'select', index: Math.min(digit - 1, count - 1) };
  if (key === 'ArrowRight') return { kind: 'select', index: Math.min(selected + 1, count - 1) };
  if (key === 'ArrowLeft') return { kind: 'select', index: Math.max(selected - 1, 0) };
  if (key === 'r' || key === 'R') return { kind: 'recall' };
  if (key === ' ' || key === 'Enter') return { kind: 'activate' };
  return null;
}

/** The status word of a ticket taken off the display (cancelled, completed, refunded, else "other"). */
export function removedStatusKey(status: string): string {
  return ['cancelled', 'completed', 'refunded'].includes(status)
    ? `sale.kitchen.removedStatus.${status}`
    : 'sale.kitchen.removedStatus.other';
}
