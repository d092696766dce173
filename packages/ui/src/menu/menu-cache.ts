import type { MenuData } from '@kiosk/contracts';
import type { Language } from '@kiosk/i18n';
import { readJsonStorage, writeStorage } from '../lib/local-storage.js';

/** Spec section 9: the kiosk and the till keep the menu 5 minutes (in memory and in localStorage). */
export const MENU_CACHE_TTL_MS = 5 * 60_000;

export interface CachedMenu {
  data: MenuData;
  etag: string | null;
  fetchedAt: number;
}

export interface MenuCache {
  /** The localStorage key of a language's copy. */
  key(language: Language): string;
  read(language: Language): CachedMenu | null;
  /**
   * Keeps a copy in memory, and in localStorage unless it is too big for it (`textLength`, the
   * menu's JSON length when known: a 20,000-product menu is kept in memory only).
   */
  write(language: Language, entry: CachedMenu, textLength?: number): void;
  /**
   * Keeps a live change in the cached copy (same age). Its version tag is dropped: the server's
   * menu can come back to the very version the copy was made from (a product turned off and on
   * again), and a 304 must not then bring back the patched copy.
   */
  patch(language: Language, data: MenuData): void;
  clear(): void;
}

function looksLikeEntry(value: unknown): value is CachedMenu {
  const entry = value as CachedMenu | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.fetchedAt === 'number' &&
    Array.isArray(entry.data?.products) &&
    Array.isArray(entry.data?.categories)
  );
}

/** localStorage holds about 5 million characters per origin; bigger menus are not even serialised. */
export const MAX_STORED_MENU_CHARS = 3_000_000;

/** A menu cache under `<keyPrefix>:<language>` (e.g. kiosk_menu_cache:tr). */
export function createMenuCache(keyPrefix: string): MenuCache {
  const memory = new Map<Language, CachedMenu>();
  const sizes = new Map<Language, number>();
  const key = (language: Language) => `${keyPrefix}:${language}`;
  const write = (language: Language, entry: CachedMenu, textLength?: number) => {
    memory.set(language, entry);
    if (textLength !== undefined) sizes.set(language, textLength);
    if ((sizes.get(language) ?? 0) > MAX_STORED_MENU_CHARS) {
      writeStorage(key(language), null);
      return;
    }
    writeStorage(key(language), JSON.stringify(entry));
  };
  return {
    key,
    read(language) {
      const inMemory = memory.get(language);
      if (inMemory) return inMemory;
      const stored = readJsonStorage<unknown>(key(language));
      if (!looksLikeEntry(stored) || stored.data.language !== language) return null;
      memory.set(language, stored);
      return stored;
    },
    write,
    patch(language, data) {
      const entry = memory.get(language);
      if (entry) write(language, { ...entry, data, etag: null });
    },
    clear() {
      for (const language of ['tr', 'en'] as const) {
        memory.delete(language);
        sizes.delete(language);
        writeStorage(key(language), null);
      }
    },
  };
}

export function isFresh(entry: CachedMenu, now = Date.now()): boolean {
  return now - entry.fetchedAt < MENU_CACHE_TTL_MS && now >= entry.fetchedAt;
}
