import { type MenuData, menuDataSchema } from '@kiosk/contracts';
import { DEFAULT_LANGUAGE, type Language } from '@kiosk/i18n';
import { createStore, type Store, useStore } from '../lib/external-store.js';
import { createMenuCache, isFresh } from './menu-cache.js';
import { applyHold, emptyHold, extendHold, type PriceHold } from './menu-model.js';

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
  /** What is shown: `data` with the prices and names held for a customer session (kiosk). */
  view: MenuData | null;
  hold: PriceHold | null;
  /** The last load failed (a stale copy may still be shown). */
  error: MenuError | null;
  /** `data` is an old copy kept because the latest load failed. */
  stale: boolean;
  loadedAt: number | null;
}

export const MENU_PATH = '/functions/v1/get-menu-data-public';

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

class MenuLoadError extends Error {
  constructor(readonly info: MenuError) {
    super(info.key);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PATCHED = '~live';

/** The menu of an app (kiosk, till): loading, the 5-minute cache, live patches. */
export function createMenuLoader(options: MenuLoaderOptions): MenuLoader {
  const cache = createMenuCache(options.cacheKeyPrefix);
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

  async function fetchMenu(
    language: Language,
    cachedEtag: string | null,
  ): Promise<{ data: MenuData; etag: string | null; length: number } | 'not-modified'> {
    const token = await options.getAccessToken().catch(() => null);
    const query = new URLSearchParams({ lang: language, t: String(Date.now()) });
    if (cachedEtag) query.set('v', cachedEtag.replaceAll('"', '').slice(0, 50));
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Client-Application': options.clientApplication,
    };
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
    return { data: parsed.data, etag: response.headers.get('etag'), length: text.length };
  }

  function show(data: MenuData, extra: Partial<MenuState> = {}) {
    store.set((state) => {
      const hold = state.hold ? extendHold(state.hold, data) : null;
      return { ...state, ...extra, data, hold, view: applyHold(data, hold) };
    });
  }

  let sequence = 0;
  const inflight = new Map<Language, Promise<void>>();

  function loadMenu(language: Language, load: { force?: boolean } = {}): Promise<void> {
    const state = store.get();
    const cached = cache.read(language);
    if (state.language !== language) {
      store.set({ ...state, language, status: 'loading', error: null, stale: false });
    }
    if (cached && !load.force && isFresh(cached)) {
      sequence += 1;
      show(cached.data, { status: 'ready', error: null, stale: false, loadedAt: cached.fetchedAt });
      return Promise.resolve();
    }
    const running = inflight.get(language);
    if (running && !load.force) return running;

    const mine = ++sequence;
    if (cached) show(cached.data, { status: 'ready', loadedAt: cached.fetchedAt });
    else if (store.get().status !== 'ready' || store.get().data?.language !== language) {
      store.set((s) => ({ ...s, status: 'loading' }));
    }

    const promise: Promise<void> = (async () => {
      try {
        const result = await fetchMenu(language, cached?.etag ?? null);
        const now = Date.now();
        if (result === 'not-modified' && cached) {
          cache.write(language, { ...cached, fetchedAt: now });
          options.onFetched?.();
          if (mine === sequence)
            show(cached.data, { status: 'ready', error: null, stale: false, loadedAt: now });
          return;
        }
        if (result === 'not-modified') throw new MenuLoadError({ key: 'noData' });
        cache.write(language, { data: result.data, etag: result.etag, fetchedAt: now }, result.length);
        options.onFetched?.();
        if (mine === sequence)
          show(result.data, { status: 'ready', error: null, stale: false, loadedAt: now });
      } catch (error) {
        const info: MenuError = error instanceof MenuLoadError ? error.info : { key: 'noData' };
        if (mine !== sequence) return;
        const stale = cache.read(language);
        if (stale) show(stale.data, { status: 'ready', error: info, stale: true, loadedAt: stale.fetchedAt });
        else store.set((s) => ({ ...s, status: 'error', error: info, data: null, view: null, stale: false }));
      }
    })().finally(() => {
      if (inflight.get(language) === promise) inflight.delete(language);
    });
    inflight.set(language, promise);
    return promise;
  }

  async function reloadMenu(): Promise<boolean> {
    await loadMenu(store.get().language, { force: true });
    const state = store.get();
    return state.status === 'ready' && state.error === null;
  }

  let running: Promise<boolean> | null = null;
  let again = false;

  function reloadAfterChange(delaysMs: readonly number[] = [100, 400, 1000, 2500]): Promise<boolean> {
    // a burst of changes makes one reload, and one more after it if more came meanwhile
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let changed = false;
      do {
        again = false;
        const before = store.get().data?.version;
        for (const delay of delaysMs) {
          await sleep(delay);
          const ok = await reloadMenu();
          if (ok && store.get().data?.version !== before) {
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

  function patchMenu(change: (data: MenuData) => MenuData): void {
    const { data, language } = store.get();
    if (!data) return;
    // a patched menu is no longer the server's version of it
    const version = data.version.endsWith(PATCHED) ? data.version : `${data.version}${PATCHED}`;
    const next = { ...change(data), version };
    cache.patch(language, next);
    show(next);
  }

  return {
    store,
    useMenu: () => useStore(store),
    loadMenu,
    reloadMenu,
    reloadAfterChange,
    patchMenu,
    clearMenuCache: () => cache.clear(),
    holdPrices() {
      store.set((state) => {
        const hold = state.data ? extendHold(emptyHold(), state.data) : emptyHold();
        return { ...state, hold, view: state.data ? applyHold(state.data, hold) : null };
      });
    },
    releasePrices() {
      const held = store.get().hold !== null;
      store.set((state) => ({ ...state, hold: null, view: state.data }));
      if (held) void loadMenu(store.get().language, { force: true });
    },
  };
}
