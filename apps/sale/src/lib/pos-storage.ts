import { readStorage, writeStorage } from '@kiosk/ui';

/**
 * The spec's local-storage keys of the POS (section 3, "Local storage"):
 * - pos_session_active: set while a cashier is signed in at this till, cleared on sign-out;
 * - pos_cache_invalidated: live updates made the cached menu stale; the next menu load goes to
 *   the server (not the 5-minute cache) and clears it.
 */
const POS_SESSION_ACTIVE_KEY = 'pos_session_active';
const POS_CACHE_INVALIDATED_KEY = 'pos_cache_invalidated';

export function setPosSessionActive(active: boolean): void {
  writeStorage(POS_SESSION_ACTIVE_KEY, active ? 'true' : null);
}

export function markMenuCacheInvalidated(): void {
  writeStorage(POS_CACHE_INVALIDATED_KEY, 'true');
}

export function clearMenuCacheInvalidated(): void {
  writeStorage(POS_CACHE_INVALIDATED_KEY, null);
}

export function isMenuCacheInvalidated(): boolean {
  return readStorage(POS_CACHE_INVALIDATED_KEY) === 'true';
}
