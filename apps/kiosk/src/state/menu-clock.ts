import { createStore, useStore } from '@kiosk/ui';
import { useEffect } from 'react';
import { nextMenuBoundary } from '../lib/pricing/menu-pricing';
import { menuStore } from './menu-store';

/**
 * The instant the kiosk shows its menu and prices at. It moves only at a boundary (a daypart or a
 * promotion's hours starting or ending, in the outlet's time zone): one timer set for the next
 * one, not a tick every second, so "Kahvaltı 07:00-11:00" goes at 11:00:00 on its own.
 */
const clock = createStore<Date>(new Date());

/** Delay of the timer for the next boundary after `now` (null: none to wait for). */
function delayToBoundary(boundary: Date | null, now: number): number | null {
  if (!boundary) return null;
  return Math.max(0, boundary.getTime() - now);
}

export function useMenuClock(): Date {
  const at = useStore(clock);
  const { view } = useStore(menuStore);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `at` re-arms the timer after each boundary
  useEffect(() => {
    const now = Date.now();
    // a menu read (or this screen opened) later than the last boundary: start from now
    if (now - clock.get().getTime() > 1000) clock.set(new Date(now));
    const delay = view ? delayToBoundary(nextMenuBoundary(view, new Date(now)), now) : null;
    if (delay === null) return;
    const timer = setTimeout(() => clock.set(new Date()), delay);
    return () => clearTimeout(timer);
  }, [view, at]);
  return at;
}
