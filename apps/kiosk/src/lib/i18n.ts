import { KIOSK_CATALOGUES } from '@kiosk/i18n';
import { createAppI18n } from '@kiosk/ui';

/** The kiosk's i18next instance (Turkish unless a language was chosen before). */
export const i18n = createAppI18n(KIOSK_CATALOGUES);
