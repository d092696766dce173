/** Where a dragged option lands relative to the option under the pointer. */
export type DropPosition = 'before' | 'after';

/** Before the option when the pointer is over its upper half, after it otherwise. */
export function dropPosition(clientY: number, box: { top: number; height: number }): DropPosition {
  return clientY < box.top + box.height / 2 ? 'before' : 'after';
}

/**
 * The index the dragged option (now at `from`) moves to when dropped before or after the option at
 * `overIndex`: the slot it leaves shifts the later ones up by one.
 */
export function dropIndex(from: number, overIndex: number, position: DropPosition): number {
  const to = overIndex + (position === 'after' ? 1 : 0);
  return from < to ? to - 1 : to;
}
