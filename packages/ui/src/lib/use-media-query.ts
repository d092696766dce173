import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query currently matches, updating as it changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The wide-screen breakpoint: below it the admin's side menu is an overlay drawer and lists show cards. */
export const DESKTOP_QUERY = '(min-width: 768px)';
