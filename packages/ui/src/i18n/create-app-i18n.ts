import {
  type AppCatalogues,
  type Catalogue,
  createI18n,
  LANGUAGE_STORAGE_KEY,
  type Language,
  normalizeLanguage,
} from '@kiosk/i18n';
import type { i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, writeStorage } from '../lib/local-storage.js';

/**
 * The i18next instance of an app: Turkish unless a language was chosen before (cached in
 * localStorage under `language`), bound to React, and keeping `<html lang>` and the cache in step
 * with every language change. `load` fetches a language not in `resources` when it is first shown.
 */
export function createAppI18n(
  resources: Partial<AppCatalogues>,
  load?: (language: Language) => Promise<Catalogue>,
): I18nInstance {
  const i18n = createI18n({
    resources,
    ...(load ? { load } : {}),
    language: normalizeLanguage(readStorage(LANGUAGE_STORAGE_KEY)),
    plugins: [initReactI18next],
  });
  const apply = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  };
  apply(i18n.language);
  i18n.on('languageChanged', (language) => {
    writeStorage(LANGUAGE_STORAGE_KEY, language);
    apply(language);
  });
  return i18n;
}
