import { readStorage, writeStorage } from '@kiosk/ui';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * Local storage key of this till's device credential (issue 34): kept after a staff member's
 * password sign-in here, so cashiers then sign in and switch with their till PIN.
 */
const TILL_DEVICE_STORAGE_KEY = 'pos_till_device';

export interface StoredTillDevice {
  token: string;
  /** The till's terminal (pos_devices.id) the credential is bound to. */
  pos_device_id: string;
  expires_at: string;
}

const listeners = new Set<() => void>();

/** The stored credential while it has not expired, else null. */
export function parseTillDevice(raw: string | null, now = Date.now()): StoredTillDevice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredTillDevice>;
    if (typeof value.token !== 'string' || typeof value.pos_device_id !== 'string') return null;
    if (typeof value.expires_at !== 'string' || Date.parse(value.expires_at) <= now) return null;
    return { token: value.token, pos_device_id: value.pos_device_id, expires_at: value.expires_at };
  } catch {
    return null;
  }
}

export function setTillDevice(device: StoredTillDevice | null): void {
  writeStorage(TILL_DEVICE_STORAGE_KEY, device ? JSON.stringify(device) : null);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TILL_DEVICE_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** This till's credential (re-renders when it changes, in this tab or another). */
export function useTillDevice(): StoredTillDevice | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => readStorage(TILL_DEVICE_STORAGE_KEY),
    () => null,
  );
  return useMemo(() => parseTillDevice(raw), [raw]);
}

/** Who locked the till ("Kilitle"): the PIN screen opens at their PIN pad. In memory only. */
let lockedBy: string | null = null;

export function setLockedBy(userId: string | null): void {
  lockedBy = userId;
}

export function takeLockedBy(): string | null {
  const id = lockedBy;
  lockedBy = null;
  return id;
}
