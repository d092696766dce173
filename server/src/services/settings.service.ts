import { PUBLIC_SETTING_KEYS, type WelcomePageSettings } from '@kiosk/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { SettingsRepository } from '../repositories/settings.repository.js';

/** Spec defaults for the welcome page, used when none are saved. */
export const WELCOME_DEFAULTS: WelcomePageSettings = {
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

export class SettingsService {
  constructor(private readonly db: Kysely<DB>) {}

  /** Settings every app may read (the kiosk needs the customer-info threshold, language, currency). */
  async publicSettings(key?: string) {
    const keys = key ? PUBLIC_SETTING_KEYS.filter((k) => k === key) : PUBLIC_SETTING_KEYS;
    const rows = await new SettingsRepository(this.db).find(keys);
    return rows.map((r) => ({ key: r.key, value: r.value, updated_at: r.updated_at.toISOString() }));
  }

  async welcomePage(): Promise<WelcomePageSettings> {
    const row = await new SettingsRepository(this.db).welcomePage();
    if (!row) return WELCOME_DEFAULTS;
    return {
      slider_enabled: row.slider_enabled,
      slider_speed: row.slider_speed,
      slider_infinite: row.slider_infinite,
      background_video_url: row.background_video_url,
      background_video_enabled: row.background_video_enabled,
      show_language_selector: row.show_language_selector,
      show_kiosk_id: row.show_kiosk_id,
      custom_welcome_text: row.custom_welcome_text,
      custom_subtitle_text: row.custom_subtitle_text,
      selected_products: row.selected_products,
      updated_at: row.updated_at.toISOString(),
    };
  }
}
