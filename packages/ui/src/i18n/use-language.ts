import { LANGUAGE_LOCALES, type Language, normalizeLanguage } from '@kiosk/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface LanguageState {
  language: Language;
  /** BCP 47 locale for Intl formatting (tr-TR, en-GB). */
  locale: string;
  setLanguage: (language: Language) => Promise<unknown>;
}

export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
  const setLanguage = useCallback((next: Language) => i18n.changeLanguage(next), [i18n]);
  return { language, locale: LANGUAGE_LOCALES[language], setLanguage };
}
