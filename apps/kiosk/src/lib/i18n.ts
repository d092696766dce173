import { KIOSK_TURKISH, loadKioskCatalogue, SUPPORTED_LANGUAGES } from '@kiosk/i18n';
import { createAppI18n } from '@kiosk/ui';

/**
 * The kiosk's i18next instance (Turkish unless a language was chosen before). Only the Turkish
 * texts are in the start-up code; English is fetched the first time it is shown, or before
 * (`preloadLanguages`).
 */
export const i18n = createAppI18n({ tr: KIOSK_TURKISH }, loadKioskCatalogue);

/**
 * Fetches the texts of every language not in yet (called while the welcome screen idles), so a
 * customer's switch of language shows the new texts at once, as with texts in the start-up code.
 */
export async function preloadLanguages(): Promise<void> {
  for (const language of SUPPORTED_LANGUAGES) {
    if (i18n.hasResourceBundle(language, 'translation')) continue;
    i18n.addResourceBundle(language, 'translation', await loadKioskCatalogue(language), true, true);
  }
}
