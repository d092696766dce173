import { readStorage, writeStorage } from '@kiosk/ui';
import { useSyncExternalStore } from 'react';

/** Local storage key of the card terminal this till (browser) is linked to (a POS device id). */
const TILL_TERMINAL_STORAGE_KEY = 'pos_till_terminal';

const listeners = new Set<() => void>();

/** The linked terminal's id, or null when the till has not been linked yet (till settings). */
function readTillTerminalId(): string | null {
  return readStorage(TILL_TERMINAL_STORAGE_KEY);
}

export function setTillTerminalId(id: string | null): void {
  writeStorage(TILL_TERMINAL_STORAGE_KEY, id);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TILL_TERMINAL_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The till's linked terminal id (re-renders when it changes, in this tab or another). */
export function useTillTerminalId(): string | null {
  return useSyncExternalStore(subscribe, readTillTerminalId, () => null);
}
