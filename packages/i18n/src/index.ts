import i18next, { type i18n as I18nInstance } from 'i18next';
import type { Catalogue } from './catalogue.js';
import { en } from './locales/en.js';
import { tr } from './locales/tr.js';

export { KIOSK_TURKISH, loadKioskCatalogue, SALE_CATALOGUES } from './app-catalogues.js';
export type { Catalogue, KeyDifference } from './catalogue.js';
export { compareCatalogueKeys, flattenKeys } from './catalogue.js';
export { en, tr };

/** Languages the interface speaks; Turkish is the default (spec section 1). */
export const SUPPORTED_LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';

/** Local storage key holding the chosen language (spec section 3, "Local storage"). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** BCP 47 locale used for dates and numbers in each language. */
export const LANGUAGE_LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB' };

export type AppCatalogues = Record<Language, Catalogue>;

/** Every text, for the admin (and the catalogue checks). */
export const catalogues: AppCatalogues = { tr, en };

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Turns any stored or browser language tag into a supported language, or the default. */
export function normalizeLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const base = value.toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(base) ? base : DEFAULT_LANGUAGE;
}

type I18nPlugin = Parameters<I18nInstance['use']>[0];

export interface CreateI18nOptions {
  /** Initial language; anything unsupported becomes the default. */
  language?: string | null;
  /** i18next plugins to install before init (e.g. react-i18next's initReactI18next). */
  plugins?: I18nPlugin[];
  /**
   * The texts to load, per language: `catalogues` (everything, for the admin) or an app's own part
   * (`KIOSK_TURKISH`, `SALE_CATALOGUES`), so an app ships only the texts it shows.
   */
  resources: Partial<AppCatalogues>;
  /**
   * Fetches the texts of a language not in `resources` the first time it is shown (e.g. the kiosk's
   * English, so its start-up code carries only Turkish); `changeLanguage` resolves once they are in.
   */
  load?: (language: Language) => Promise<Catalogue>;
}

/**
 * Creates an initialised, independent i18next instance with the given catalogues loaded (and `load`
 * for the others).
 * Missing texts are not looked up in another language: i18next then returns the key itself.
 */
export function createI18n(options: CreateI18nOptions): I18nInstance {
  const instance = i18next.createInstance();
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  const { load } = options;
  if (load)
    instance.use({
      type: 'backend',
      init() {},
      read(language: string, _namespace: string, done: (error: unknown, texts: Catalogue | false) => void) {
        load(normalizeLanguage(language)).then(
          (texts) => done(null, texts),
          (error: unknown) => done(error, false),
        );
      },
    });
  const resources: Record<string, { translation: Catalogue }> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const texts = options.resources[language];
    if (texts) resources[language] = { translation: texts };
  }
  void instance.init({
    lng: normalizeLanguage(options.language),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: false,
    resources,
    partialBundledLanguages: load !== undefined,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    initAsync: false,
  });
  return instance;
}
