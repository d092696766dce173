import type { Language } from '@kiosk/i18n';

export interface Localizable {
  name: string;
  description?: string | null;
  translations?: {
    tr?: { name?: string | undefined; description?: string | undefined };
    en?: { name?: string | undefined; description?: string | undefined };
  };
}

/** The name in `language`, or the base (Turkish) name when there is no translation. */
export function localizedName(item: Localizable, language: Language): string {
  return item.translations?.[language]?.name?.trim() || item.name;
}

/** The description in `language`, or the base (Turkish) one. */
export function localizedDescription(item: Localizable, language: Language): string {
  return item.translations?.[language]?.description?.trim() || item.description?.trim() || '';
}
