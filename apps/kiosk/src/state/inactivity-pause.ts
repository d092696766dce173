import { createStore, useStore } from '@kiosk/ui';
import { useEffect } from 'react';

/**
 * Screens that must not time out (a card payment under way) hold a pause while mounted; the
 * inactivity guard reads it. Shared state, so the payment feature does not import the guard.
 */
const pauses = createStore(0);

export function useInactivityPause(paused: boolean): void {
  useEffect(() => {
    if (!paused) return;
    pauses.set((n) => n + 1);
    return () => pauses.set((n) => n - 1);
  }, [paused]);
}

/** True while any screen holds a pause. */
export function useInactivityPaused(): boolean {
  return useStore(pauses) > 0;
}
