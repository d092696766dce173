import i18next, { type i18n as I18nInstance } from 'i18next';
import type { Catalogue } from './catalogue.js';
import { en } from './locales/en.js';
import { tr } from './locales/tr.js';

export { KIOSK_CATALOGUES, SALE_CATALOGUES } from './app-catalogues.js';
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
   * (`KIOSK_CATALOGUES`, `SALE_CATALOGUES`), so an app ships only the texts it shows.
   */
  resources: AppCatalogues;
}

/**
 * Creates an initialised, independent i18next instance with both catalogues loaded.
 * Missing texts are not looked up in another language: i18next then returns the key itself.
 */
export function createI18n(options: CreateI18nOptions): I18nInstance {
  const instance = i18next.createInstance();
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  void instance.init({
    lng: normalizeLanguage(options.language),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: false,
    resources: {
      tr: { translation: options.resources.tr },
      en: { translation: options.resources.en },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    initAsync: false,
  });
  return instance;
}
