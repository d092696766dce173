import type { MenuData } from '@kiosk/contracts';
import { DEFAULT_LANGUAGE, type Language } from '@kiosk/i18n';
import { createStore, type Store, useStore } from '../lib/external-store.js';
import { type CachedMenu, createMenuCache, isFresh, type MenuCache } from './menu-cache.js';
import { fetchMenu, type MenuError, MenuLoadError } from './menu-fetch.js';
import { applyHold, emptyHold, extendHold, type PriceHold } from './menu-model.js';

export { MENU_PATH, type MenuError, type MenuErrorKey } from './menu-fetch.js';

export interface MenuState {
  language: Language;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The latest menu of `language`, with live changes applied. */
  data: MenuData | null;
  /** What is shown: `data` with the prices and names held for a customer session (kiosk). */
  view: MenuData | null;
  hold: PriceHold | null;
  /** The last load failed (a stale copy may still be shown). */
  error: MenuError | null;
  /** `data` is an old copy kept because the latest load failed. */
  stale: boolean;
  loadedAt: number | null;
}

export interface MenuLoaderOptions {
  /** localStorage key prefix of the cached copies (per app). */
  cacheKeyPrefix: string;
  /** The spec's application header (X-Client-Application). */
  clientApplication: string;
  /** The bearer token, or null (the menu is public). */
  getAccessToken: () => Promise<string | null>;
  /** Called after every successful load from the server (e.g. to clear a "cache stale" flag). */
  onFetched?: () => void;
}

export interface MenuLoader {
  store: Store<MenuState>;
  useMenu(): MenuState;
  /**
   * Shows the menu of `language`: from the 5-minute cache when fresh (unless `force`), otherwise
   * from the server (304 when unchanged). When the server cannot be reached the stale copy is
   * shown if there is one, else the error.
   */
  loadMenu(language: Language, options?: { force?: boolean }): Promise<void>;
  /** A full reload from the server; resolves true when it worked. */
  reloadMenu(): Promise<boolean>;
  /**
   * A reload after a live change. The server drops its own menu cache on the same notification,
   * so an immediate request can still get the old menu (304): ask again, a little later each
   * time, until the menu's version changes.
   */
  reloadAfterChange(delaysMs?: readonly number[]): Promise<boolean>;
  /** Applies a live change to the menu shown now (and to its cached copy). */
  patchMenu(change: (data: MenuData) => MenuData): void;
  clearMenuCache(): void;
  /** A customer session starts: from now on the prices and names the customer sees hold. */
  holdPrices(): void;
  /** The session ended: show the latest data again (and fetch what was held back). */
  releasePrices(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PATCHED = '~live';

/** What one menu loader holds; the functions below work on it. */
interface Loader {
  options: MenuLoaderOptions;
  cache: MenuCache;
  store: Store<MenuState>;
  /** Each load's number: only the latest one shows what it got. */
  sequence: number;
  inflight: Map<Language, Promise<void>>;
  /** The reload after live changes under way, and whether more changes came meanwhile. */
  reloading: Promise<boolean> | null;
  again: boolean;
}

function show(loader: Loader, data: MenuData, extra: Partial<MenuState> = {}) {
  loader.store.set((state) => {
    const hold = state.hold ? extendHold(state.hold, data) : null;
    return { ...state, ...extra, data, hold, view: applyHold(data, hold) };
  });
}

/** Asks the server (conditionally on the cached copy) and shows the answer, the stale copy or the error. */
async function fetchAndShow(loader: Loader, language: Language, cached: CachedMenu | null, mine: number) {
  const { cache, options } = loader;
  try {
    const result = await fetchMenu(options, language, cached?.etag ?? null);
    const now = Date.now();
    if (result === 'not-modified' && cached) {
      cache.write(language, { ...cached, fetchedAt: now });
      options.onFetched?.();
      if (mine === loader.sequence)
        show(loader, cached.data, { status: 'ready', error: null, stale: false, loadedAt: now });
      return;
    }
    if (result === 'not-modified') throw new MenuLoadError({ key: 'noData' });
    cache.write(language, { data: result.data, etag: result.etag, fetchedAt: now }, result.length);
    options.onFetched?.();
    if (mine === loader.sequence)
      show(loader, result.data, { status: 'ready', error: null, stale: false, loadedAt: now });
  } catch (error) {
    const info: MenuError = error instanceof MenuLoadError ? error.info : { key: 'noData' };
    if (mine !== loader.sequence) return;
    const stale = cache.read(language);
    if (stale)
      show(loader, stale.data, { status: 'ready', error: info, stale: true, loadedAt: stale.fetchedAt });
    else
      loader.store.set((s) => ({ ...s, status: 'error', error: info, data: null, view: null, stale: false }));
  }
}

function loadMenu(loader: Loader, language: Language, load: { force?: boolean } = {}): Promise<void> {
  const { store, cache, inflight } = loader;
  const state = store.get();
  const cached = cache.read(language);
  if (state.language !== language) {
    store.set({ ...state, language, status: 'loading', error: null, stale: false });
  }
  if (cached && !load.force && isFresh(cached)) {
    loader.sequence += 1;
    show(loader, cached.data, { status: 'ready', error: null, stale: false, loadedAt: cached.fetchedAt });
    return Promise.resolve();
  }
  const running = inflight.get(language);
  if (running && !load.force) return running;

  const mine = ++loader.sequence;
  if (cached) show(loader, cached.data, { status: 'ready', loadedAt: cached.fetchedAt });
  else if (store.get().status !== 'ready' || store.get().data?.language !== language) {
    store.set((s) => ({ ...s, status: 'loading' }));
  }
  const promise: Promise<void> = fetchAndShow(loader, language, cached, mine).finally(() => {
    if (inflight.get(language) === promise) inflight.delete(language);
  });
  inflight.set(language, promise);
  return promise;
}

async function reloadMenu(loader: Loader): Promise<boolean> {
  await loadMenu(loader, loader.store.get().language, { force: true });
  const state = loader.store.get();
  return state.status === 'ready' && state.error === null;
}

/** Reloads after each delay in turn until the menu's version changes; again while changes kept coming. */
async function reloadUntilChanged(loader: Loader, delaysMs: readonly number[]): Promise<boolean> {
  let changed = false;
  do {
    loader.again = false;
    const before = loader.store.get().data?.version;
    for (const delay of delaysMs) {
      await sleep(delay);
      const ok = await reloadMenu(loader);
      if (ok && loader.store.get().data?.version !== before) {
        changed = true;
        break;
      }
    }
  } while (loader.again);
  return changed;
}

function reloadAfterChange(
  loader: Loader,
  delaysMs: readonly number[] = [100, 400, 1000, 2500],
): Promise<boolean> {
  // a burst of changes makes one reload, and one more after it if more came meanwhile
  if (loader.reloading) {
    loader.again = true;
    return loader.reloading;
  }
  loader.reloading = reloadUntilChanged(loader, delaysMs).finally(() => {
    loader.reloading = null;
  });
  return loader.reloading;
}

function patchMenu(loader: Loader, change: (data: MenuData) => MenuData): void {
  const { data, language } = loader.store.get();
  if (!data) return;
  // a patched menu is no longer the server's version of it
  const version = data.version.endsWith(PATCHED) ? data.version : `${data.version}${PATCHED}`;
  const next = { ...change(data), version };
  loader.cache.patch(language, next);
  show(loader, next);
}

/** The menu of an app (kiosk, till): loading, the 5-minute cache, live patches. */
export function createMenuLoader(options: MenuLoaderOptions): MenuLoader {
  const store = createStore<MenuState>({
    language: DEFAULT_LANGUAGE,
    status: 'idle',
    data: null,
    view: null,
    hold: null,
    error: null,
    stale: false,
    loadedAt: null,
  });
  const loader: Loader = {
    options,
    cache: createMenuCache(options.cacheKeyPrefix),
    store,
    sequence: 0,
    inflight: new Map(),
    reloading: null,
    again: false,
  };
  return {
    store,
    useMenu: () => useStore(store),
    loadMenu: (language, load) => loadMenu(loader, language, load),
    reloadMenu: () => reloadMenu(loader),
    reloadAfterChange: (delaysMs) => reloadAfterChange(loader, delaysMs),
    patchMenu: (change) => patchMenu(loader, change),
    clearMenuCache: () => loader.cache.clear(),
    holdPrices() {
      store.set((state) => {
        const hold = state.data ? extendHold(emptyHold(), state.data) : emptyHold();
        return { ...state, hold, view: state.data ? applyHold(state.data, hold) : null };
      });
    },
    releasePrices() {
      const held = store.get().hold !== null;
      store.set((state) => ({ ...state, hold: null, view: state.data }));
      if (held) void loadMenu(loader, store.get().language, { force: true });
    },
  };
}
