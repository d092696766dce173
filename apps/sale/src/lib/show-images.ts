import { readStorage, writeStorage } from '@kiosk/ui';
import { useSyncExternalStore } from 'react';

/** Local storage key of this till's own "show product images" switch (spec: showImages). */
const SHOW_IMAGES_STORAGE_KEY = 'showImages';

const listeners = new Set<() => void>();

/** On unless turned off at this till. */
function readShowImages(): boolean {
  return readStorage(SHOW_IMAGES_STORAGE_KEY) !== 'false';
}

export function setShowImages(show: boolean): void {
  writeStorage(SHOW_IMAGES_STORAGE_KEY, show ? 'true' : 'false');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SHOW_IMAGES_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The till's own images switch (re-renders when it changes, in this tab or another). */
export function useLocalShowImages(): boolean {
  return useSyncExternalStore(subscribe, readShowImages, () => true);
}
