import type { Language } from '@kiosk/i18n';

interface Named {
  name: string;
  translations: { tr: { name?: string | undefined }; en: { name?: string | undefined } };
}

/** A product's name in the interface language; the base (Turkish) name when there is no translation. */
export function localizedName(item: Named, language: Language): string {
  return item.translations[language].name?.trim() || item.name;
}
