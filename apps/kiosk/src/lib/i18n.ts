import { KIOSK_TURKISH, loadKioskCatalogue } from '@kiosk/i18n';
import { createAppI18n } from '@kiosk/ui';

/**
 * The kiosk's i18next instance (Turkish unless a language was chosen before). Only the Turkish
 * texts are in the start-up code; English is fetched the first time it is shown.
 */
export const i18n = createAppI18n({ tr: KIOSK_TURKISH }, loadKioskCatalogue);
