import { type MenuData, menuDataSchema } from '@kiosk/contracts';
import { DEFAULT_LANGUAGE, type Language } from '@kiosk/i18n';
import { session } from '../lib/session';
import { createStore, useStore } from '../lib/use-external-store';
import { clearMenuCache, isFresh, patchCachedMenu, readCachedMenu, writeCachedMenu } from './menu-cache';
import { applyHold, emptyHold, extendHold, type PriceHold } from './menu-model';

export type MenuErrorKey = 'authRequired' | 'edgeFunctionFailed' | 'noData' | 'network';

/** The spec's menu load errors (section 8). */
export interface MenuError {
  key: MenuErrorKey;
  status?: number;
}

export interface MenuState {
  language: Language;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The latest menu of `language`, with live changes applied. */
  data: MenuData | null;
  /** What the customer sees: `data` with the prices and names held for the session. */
  view: MenuData | null;
  hold: PriceHold | null;
  /** The last load failed (a stale copy may still be shown). */
  error: MenuError | null;
  /** `data` is an old copy kept because the latest load failed. */
  stale: boolean;
  loadedAt: number | null;
}

export const menuStore = createStore<MenuState>({
  language: DEFAULT_LANGUAGE,
  status: 'idle',
  data: null,
  view: null,
  hold: null,
  error: null,
  stale: false,
  loadedAt: null,
});

export function useMenu(): MenuState {
  return useStore(menuStore);
}

class MenuLoadError extends Error {
  constructor(readonly info: MenuError) {
    super(info.key);
  }
}

export const MENU_PATH = '/functions/v1/get-menu-data-public';

async function fetchMenu(
  language: Language,
  cachedEtag: string | null,
): Promise<{ data: MenuData; etag: string | null } | 'not-modified'> {
  const token = await session.getValidAccessToken().catch(() => null);
  const query = new URLSearchParams({ lang: language, t: String(Date.now()) });
  if (cachedEtag) query.set('v', cachedEtag.replaceAll('"', '').slice(0, 50));
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Client-Application': 'kiosk' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (cachedEtag) headers['If-None-Match'] = cachedEtag;
  let response: Response;
  try {
    response = await fetch(`${MENU_PATH}?${query}`, { headers, cache: 'no-store' });
  } catch {
    throw new MenuLoadError({ key: 'network' });
  }
  if (response.status === 304) return 'not-modified';
  if (response.status === 401 || response.status === 403) throw new MenuLoadError({ key: 'authRequired' });
  if (!response.ok) throw new MenuLoadError({ key: 'edgeFunctionFailed', status: response.status });
  const text = await response.text().catch(() => '');
  if (!text) throw new MenuLoadError({ key: 'noData' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new MenuLoadError({ key: 'noData' });
  }
  const parsed = menuDataSchema.safeParse(body);
  if (!parsed.success) throw new MenuLoadError({ key: 'noData' });
  return { data: parsed.data, etag: response.headers.get('etag') };
}

function show(data: MenuData, extra: Partial<MenuState> = {}) {
  menuStore.set((state) => {
    const hold = state.hold ? extendHold(state.hold, data) : null;
    return { ...state, ...extra, data, hold, view: applyHold(data, hold) };
  });
}

let sequence = 0;
const inflight = new Map<Language, Promise<void>>();

/**
 * Shows the menu of `language`: from the 5-minute cache when fresh (unless `force`), otherwise
 * from the server (304 when unchanged). When the server cannot be reached the stale copy is shown
 * if there is one, else the error.
 */
export function loadMenu(language: Language, options: { force?: boolean } = {}): Promise<void> {
  const state = menuStore.get();
  const cached = readCachedMenu(language);
  if (state.language !== language) {
    menuStore.set({ ...state, language, status: 'loading', error: null, stale: false });
  }
  if (cached && !options.force && isFresh(cached)) {
    sequence += 1;
    show(cached.data, { status: 'ready', error: null, stale: false, loadedAt: cached.fetchedAt });
    return Promise.resolve();
  }
  const running = inflight.get(language);
  if (running && !options.force) return running;

  const mine = ++sequence;
  if (cached) show(cached.data, { status: 'ready', loadedAt: cached.fetchedAt });
  else if (menuStore.get().status !== 'ready' || menuStore.get().data?.language !== language) {
    menuStore.set((s) => ({ ...s, status: 'loading' }));
  }

  const promise: Promise<void> = (async () => {
    try {
      const result = await fetchMenu(language, cached?.etag ?? null);
      const now = Date.now();
      if (result === 'not-modified' && cached) {
        writeCachedMenu(language, { ...cached, fetchedAt: now });
        if (mine === sequence)
          show(cached.data, { status: 'ready', error: null, stale: false, loadedAt: now });
        return;
      }
      if (result === 'not-modified') throw new MenuLoadError({ key: 'noData' });
      writeCachedMenu(language, { data: result.data, etag: result.etag, fetchedAt: now });
      if (mine === sequence) show(result.data, { status: 'ready', error: null, stale: false, loadedAt: now });
    } catch (error) {
      const info: MenuError = error instanceof MenuLoadError ? error.info : { key: 'noData' };
      if (mine !== sequence) return;
      const stale = readCachedMenu(language);
      if (stale) show(stale.data, { status: 'ready', error: info, stale: true, loadedAt: stale.fetchedAt });
      else
        menuStore.set((s) => ({ ...s, status: 'error', error: info, data: null, view: null, stale: false }));
    }
  })().finally(() => {
    if (inflight.get(language) === promise) inflight.delete(language);
  });
  inflight.set(language, promise);
  return promise;
}

/** A full reload from the server (live updates, staff menu); resolves true when it worked. */
export async function reloadMenu(): Promise<boolean> {
  await loadMenu(menuStore.get().language, { force: true });
  const state = menuStore.get();
  return state.status === 'ready' && state.error === null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A reload after a live change. The server drops its own menu cache on the same notification,
 * so an immediate request can still get the old menu (304): ask again, a little later each time,
 * until the menu's version changes.
 */
export function reloadAfterChange(delaysMs: readonly number[] = [100, 400, 1000, 2500]): Promise<boolean> {
  // a burst of changes makes one reload, and one more after it if more came meanwhile
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let changed = false;
    do {
      again = false;
      const before = menuStore.get().data?.version;
      for (const delay of delaysMs) {
        await sleep(delay);
        const ok = await reloadMenu();
        if (ok && menuStore.get().data?.version !== before) {
          changed = true;
          break;
        }
      }
    } while (again);
    return changed;
  })().finally(() => {
    running = null;
  });
  return running;
}

let running: Promise<boolean> | null = null;
let again = false;

export { clearMenuCache };

const PATCHED = '~live';

/** Applies a live change to the menu shown now (and to its cached copy). */
export function patchMenu(change: (data: MenuData) => MenuData): void {
  const { data, language } = menuStore.get();
  if (!data) return;
  // a patched menu is no longer the server's version of it
  const version = data.version.endsWith(PATCHED) ? data.version : `${data.version}${PATCHED}`;
  const next = { ...change(data), version };
  patchCachedMenu(language, next);
  show(next);
}

/** A customer session starts: from now on the prices and names the customer sees hold. */
export function holdPrices(): void {
  menuStore.set((state) => {
    const hold = state.data ? extendHold(emptyHold(), state.data) : emptyHold();
    return { ...state, hold, view: state.data ? applyHold(state.data, hold) : null };
  });
}

/** The session ended: show the latest data again (and fetch what was held back). */
export function releasePrices(): void {
  const held = menuStore.get().hold !== null;
  menuStore.set((state) => ({ ...state, hold: null, view: state.data }));
  if (held) void loadMenu(menuStore.get().language, { force: true });
}
