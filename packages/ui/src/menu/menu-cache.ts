import type { MenuData } from '@kiosk/contracts';
import type { Language } from '@kiosk/i18n';
import { readJsonStorage, writeStorage } from '@kiosk/ui';

/** Spec section 9: the kiosk keeps the menu 5 minutes (in memory and in localStorage). */
export const MENU_CACHE_TTL_MS = 5 * 60_000;

export interface CachedMenu {
  data: MenuData;
  etag: string | null;
  fetchedAt: number;
}

const memory = new Map<Language, CachedMenu>();
export const menuCacheKey = (language: Language) => `kiosk_menu_cache:${language}`;

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

export function readCachedMenu(language: Language): CachedMenu | null {
  const inMemory = memory.get(language);
  if (inMemory) return inMemory;
  const stored = readJsonStorage<unknown>(menuCacheKey(language));
  if (!looksLikeEntry(stored) || stored.data.language !== language) return null;
  memory.set(language, stored);
  return stored;
}

export function writeCachedMenu(language: Language, entry: CachedMenu): void {
  memory.set(language, entry);
  writeStorage(menuCacheKey(language), JSON.stringify(entry));
}

/**
 * Keeps a live change in the cached copy (same age). Its version tag is dropped: the server's menu
 * can come back to the very version the copy was made from (a product turned off and on again),
 * and a 304 must not then bring back the patched copy.
 */
export function patchCachedMenu(language: Language, data: MenuData): void {
  const entry = memory.get(language);
  if (entry) writeCachedMenu(language, { ...entry, data, etag: null });
}

export function clearMenuCache(): void {
  for (const language of ['tr', 'en'] as const) {
    memory.delete(language);
    writeStorage(menuCacheKey(language), null);
  }
}

export function isFresh(entry: CachedMenu, now = Date.now()): boolean {
  return now - entry.fetchedAt < MENU_CACHE_TTL_MS && now >= entry.fetchedAt;
}
