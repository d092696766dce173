import type { WelcomePageSettings } from './menu.js';

/**
 * Spec section 9: the welcome page when nothing was saved (the server's answer then, the kiosk's
 * when it cannot read one; the reference-data migration's row has the same values). Apart from
 * menu.ts's schemas so that the kiosk's start-up code reads it without zod.
 */
export const WELCOME_PAGE_DEFAULTS: WelcomePageSettings = {
  slider_enabled: true,
  slider_speed: 30,
  slider_infinite: true,
  background_video_url: null,
  background_video_enabled: false,
  show_language_selector: true,
  show_kiosk_id: true,
  custom_welcome_text: { tr: 'Hoş Geldiniz', en: 'Welcome' },
  custom_subtitle_text: { tr: 'Lezzetli Seçimler Sizi Bekliyor', en: 'Delicious Choices Await You' },
  selected_products: [],
  updated_at: null,
};
